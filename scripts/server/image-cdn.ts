import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { IMAGE_HOSTS_FILE, type ImageHosts, isAllowedImageUrl, remoteOrigin } from "#lib/media/remote-images.ts";
import { fetchRemoteImage, RemoteImageError } from "./remote-fetch.ts";
import { decodeUrlPath } from "./safe-path.ts";
import { findFile, sendFile, sendText } from "./static-files.ts";
import { matchesIfNoneMatch } from "./response-headers.ts";
import { uploadStore } from "../../functions/_shared/uploads/store.ts";
import { uploadedImageName } from "#lib/content/uploaded-image.ts";
import { IMAGE_MAX_PIXELS } from "#lib/media/image-cdn-limits.ts";

export const IMAGE_CDN_PATH = "/.netlify/images";

/**
 * Local stand-in for Netlify Image CDN, with its parameters (url, w, h, q, fm, fit, position): the
 * photo is resized and converted with sharp (the library Netlify's own local image handler and
 * Astro use), AVIF or WebP chosen by the browser's Accept header when `fm` is not given, kept in an
 * on-disk cache, and sent with an ETag and a long Cache-Control. Same-site paths and the dealer's
 * allowed remote hosts only.
 */
const FORMATS = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png", gif: "image/gif" };
type Format = keyof typeof FORMATS;
const FIT = new Set(["contain", "cover", "fill"]);
const POSITION = new Set(["center", "top", "bottom", "left", "right"]);
const MAX_DIMENSION = 4000;
const CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface ImageRequest {
  source: string;
  width?: number;
  height?: number;
  quality: number;
  format?: Format;
  fit: "contain" | "cover" | "fill";
  position: string;
}

/** Why a request cannot be answered, with Netlify's status for it. */
export interface ImageRefusal {
  status: 400 | 404;
  message: string;
}

/**
 * The request's parameters, or why they are not usable: no url is 400 (as Netlify's own local
 * handler answers), and an invalid transformation value 404, as Netlify's docs say the CDN does
 * ("If any transformation parameters have invalid values, we return a 404", docs.netlify.com/image-cdn/overview).
 */
export function parseImageRequest(search: URLSearchParams): ImageRequest | ImageRefusal {
  const source = search.get("url");
  if (!source) return { status: 400, message: "Missing url parameter" };
  const invalid = (message: string): ImageRefusal => ({ status: 404, message });
  const dimension = (name: string) => {
    const raw = search.get(name);
    if (raw === null || raw === "") return undefined;
    const value = Number(raw);
    return Number.isInteger(value) && value > 0 && value <= MAX_DIMENSION ? value : Number.NaN;
  };
  const width = dimension("w");
  const height = dimension("h");
  if (Number.isNaN(width) || Number.isNaN(height))
    return invalid(`w and h must be whole numbers from 1 to ${MAX_DIMENSION}`);
  const q = Number(search.get("q") ?? 75);
  if (!Number.isInteger(q) || q < 1 || q > 100) return invalid("q must be a whole number from 1 to 100");
  const fm = search.get("fm")?.toLowerCase().replace("jpeg", "jpg");
  if (fm && !(fm in FORMATS)) return invalid(`fm must be one of ${Object.keys(FORMATS).join(", ")}`);
  const fit = search.get("fit") ?? "contain";
  if (!FIT.has(fit)) return invalid("fit must be contain, cover or fill");
  const position = search.get("position") ?? "center";
  if (!POSITION.has(position)) return invalid("position must be center, top, bottom, left or right");
  return {
    source,
    width,
    height,
    quality: q,
    format: fm as Format | undefined,
    fit: fit as ImageRequest["fit"],
    position,
  };
}

/** Netlify's choice without `fm`: AVIF, else WebP, else "source" (the source's own format, once read). */
export function negotiateFormat(accept: string | undefined): Format | "source" {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "source";
}

const sourceFormat = (format: string | undefined): Format => (format === "png" || format === "gif" ? format : "jpg");

/** The dealer's allow list, read again only when a rebuild has written a new one. */
const hostsByRoot = new Map<string, { mtimeMs: number; hosts: ImageHosts }>();
async function readImageHosts(root: string): Promise<ImageHosts> {
  const file = join(root, IMAGE_HOSTS_FILE);
  const stats = await stat(file).catch(() => undefined);
  if (!stats) return { origins: [], configured: [] };
  const known = hostsByRoot.get(root);
  if (known?.mtimeMs === stats.mtimeMs) return known.hosts;
  const hosts = JSON.parse(await readFile(file, "utf8")) as ImageHosts;
  hostsByRoot.set(root, { mtimeMs: stats.mtimeMs, hosts });
  return hosts;
}

/** Only one transform per core at a time: a page of 21 cards must not start 21 decodes at once. */
let running = 0;
const waiting: (() => void)[] = [];
async function withTransformSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface Output {
  format: Format;
  bytes: Buffer;
}

/** Requests for the same output while it is being made share one transform. */
const inFlight = new Map<string, Promise<Output>>();

/** A remote photo is fetched again after a day, so a dealer's replaced photo shows up. */
const REMOTE_CACHE_MS = 24 * 60 * 60 * 1000;

function cacheDir(): string {
  return join(process.env.DATA_DIR ?? ".data", "image-cache");
}

async function transform(input: Buffer, request: ImageRequest, format: Format): Promise<Buffer> {
  let pipeline = sharp(input, { failOn: "none", limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  if (request.width || request.height)
    pipeline = pipeline.resize({
      width: request.width,
      height: request.height,
      fit: request.fit === "contain" ? "inside" : request.fit,
      position: request.position,
      withoutEnlargement: true,
    });
  const quality = request.quality;
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: Math.max(1, quality - 20), effort: 2 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality, effort: 3 }).toBuffer();
    case "png":
      return pipeline.png().toBuffer();
    case "gif":
      return pipeline.gif().toBuffer();
    default:
      return pipeline.jpeg({ quality, mozjpeg: false }).toBuffer();
  }
}

export async function serveImage(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  search: URLSearchParams,
  slug = "this dealer",
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return sendText(req, res, 405, "Method Not Allowed");
  }
  const request = parseImageRequest(search);
  if ("status" in request) return sendText(req, res, request.status, request.message);
  try {
    const source = await loadSource(request.source, root, slug);
    if ("status" in source) return sendText(req, res, source.status, source.message);
    // Vector images scale on their own: served as they are, unless a format is asked for (an email's
    // PNG or JPEG), as the Netlify Image CDN converts them.
    if (source.local && /\.svg$/i.test(source.local.file) && !request.format)
      return sendFile(req, res, source.local.file, source.local.stats, 200, "public, max-age=3600");
    // The output's format is known from the request alone unless the browser takes neither AVIF nor
    // WebP, so a cached answer needs no fetch of the source at all.
    const choice = request.format ?? negotiateFormat(req.headers.accept);
    const key = createHash("sha256")
      .update(JSON.stringify([source.identity, request, choice]))
      .digest("hex")
      .slice(0, 32);
    const etag = `"${key}"`;
    res.setHeader("Vary", "Accept");
    if (matchesIfNoneMatch(req.headers["if-none-match"] as string | undefined, etag)) {
      res.writeHead(304, { ETag: etag, "Cache-Control": CACHE_CONTROL });
      return void res.end();
    }
    const output = await cached(key, choice, async () => {
      const input = await source.bytes();
      const format =
        choice === "source" ? sourceFormat((await sharp(input, { failOn: "none" }).metadata()).format) : choice;
      return { format, bytes: await withTransformSlot(() => transform(input, request, format)) };
    });
    res.writeHead(200, {
      "Content-Type": FORMATS[output.format],
      "Content-Length": output.bytes.length,
      "Cache-Control": CACHE_CONTROL,
      ETag: etag,
    });
    res.end(req.method === "HEAD" ? undefined : output.bytes);
  } catch (error) {
    if (error instanceof RemoteImageError) return sendText(req, res, error.status, error.message);
    return sendText(req, res, 422, `The image could not be read (${(error as Error).message})`);
  }
}

type Source =
  | { status: number; message: string }
  | {
      identity: string;
      bytes: () => Promise<Buffer>;
      local?: { file: string; stats: Stats };
    };

async function loadSource(source: string, root: string, slug: string): Promise<Source> {
  // Editors' uploads (functions/content-images.ts), read from the upload store as Netlify fetches them from the function.
  const uploaded = uploadedImageName(source);
  if (uploaded) {
    const found = await uploadStore().get(`${slug}/${uploaded}`);
    if (!found) return { status: 404, message: "Image not found" };
    return { identity: `upload:${slug}/${uploaded}`, bytes: async () => Buffer.from(found.bytes) };
  }
  if (source.startsWith("/") && !source.startsWith("//")) {
    const decoded = decodeUrlPath(source.split(/[?#]/, 1)[0]!);
    if (!decoded.ok) return { status: 400, message: "Bad Request" };
    const found = await findFile(root, decoded.path);
    if (!found) return { status: 404, message: "Image not found" };
    return {
      identity: `${found.file}:${found.stats.size}:${found.stats.mtimeMs}`,
      bytes: () => readFile(found.file),
      local: found,
    };
  }
  const origin = remoteOrigin(source);
  if (!origin) return { status: 400, message: "url must be a same-site path or an http(s) address" };
  const hosts = await readImageHosts(root);
  if (!isAllowedImageUrl(source, hosts.origins))
    return {
      status: 400,
      message: `${origin} is not an allowed image host for ${slug}: add it to images.remoteHosts in tenants/${slug}/tenant.json and rebuild (Netlify: the build writes it to images.remote_images).`,
    };
  const mayFetch = (url: URL) =>
    hosts.configured.includes(url.origin) ? ("private" as const) : hosts.origins.includes(url.origin);
  let fetched: Promise<Buffer> | undefined;
  return {
    identity: source,
    bytes: () => {
      fetched ??= fetchRemoteImage(source, mayFetch).then((image) => image.bytes);
      return fetched;
    },
  };
}

/**
 * The most recently served outputs stay in memory too (up to 64 MB): a page of cards asks for the
 * same few dozen images again and again, and a stat plus a read per answer tripled its latency.
 */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
const inMemory = new Map<string, Output & { madeAt: number }>();
let inMemoryBytes = 0;

function remember(key: string, output: Output, madeAt: number): Output {
  const old = inMemory.get(key);
  if (old) inMemoryBytes -= old.bytes.length;
  inMemory.delete(key);
  inMemory.set(key, { ...output, madeAt });
  inMemoryBytes += output.bytes.length;
  for (const [oldest, entry] of inMemory) {
    if (inMemoryBytes <= MEMORY_BUDGET_BYTES) break;
    inMemory.delete(oldest);
    inMemoryBytes -= entry.bytes.length;
  }
  return output;
}

function recalled(key: string): Output | undefined {
  const entry = inMemory.get(key);
  if (!entry) return undefined;
  inMemory.delete(key);
  if (Date.now() - entry.madeAt >= REMOTE_CACHE_MS) {
    inMemoryBytes -= entry.bytes.length;
    return undefined;
  }
  inMemory.set(key, entry); // most recently used last
  return entry;
}

async function cached(key: string, expected: Format | "source", make: () => Promise<Output>): Promise<Output> {
  const inMemoryOutput = recalled(key);
  if (inMemoryOutput) return inMemoryOutput;
  const dir = join(cacheDir(), key.slice(0, 2));
  // The format is known unless it is the source's own: then one of three.
  const candidates: Format[] = expected === "source" ? ["jpg", "png", "gif"] : [expected];
  for (const format of candidates) {
    const file = join(dir, `${key}.${format}`);
    const stats = await stat(file).catch(() => undefined);
    if (stats && Date.now() - stats.mtimeMs < REMOTE_CACHE_MS)
      return remember(key, { format, bytes: await readFile(file) }, stats.mtimeMs);
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make().then(async (output) => {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${key}.${output.format}`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, output.bytes);
      await rename(temporary, file);
      return remember(key, output, Date.now());
    });
    inFlight.set(key, pending);
    pending.finally(() => inFlight.delete(key)).catch(() => {});
  }
  return pending;
}
