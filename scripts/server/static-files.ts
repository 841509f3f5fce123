import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { contentTypeFor, isCompressible } from "./content-types.ts";
import { cacheControlFor, etagFor, matchesIfNoneMatch, negotiateEncoding } from "./response-headers.ts";
import { SITE_HEADERS } from "#lib/security/headers.ts";
import { headerRulesFor, headersForPath, matchRedirect, redirectsFor } from "./netlify-rules.ts";
import { decodeUrlPath, joinInside, realpathInside } from "./safe-path.ts";

const MIN_COMPRESS_BYTES = 1024;

/** Serves a tenant's static build the way Netlify serves Astro's build.format "directory". */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rawPath: string,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return sendText(req, res, 405, "Method Not Allowed");
  }
  const decoded = decodeUrlPath(rawPath);
  if (!decoded.ok) return sendText(req, res, 400, "Bad Request");
  const headers = headersForPath(await headerRulesFor(root), decoded.path);
  const found = await findFile(root, decoded.path);
  // A file answers its path unless a forced (`!`) rule says otherwise; other rules fill the gaps.
  const redirect = matchRedirect(
    await redirectsFor(root),
    decoded.path,
    new URL(req.url ?? "/", "http://x").searchParams,
    found !== null,
  );
  if (redirect && redirect.status !== 200 && redirect.status !== 404) {
    res.writeHead(redirect.status, { ...SITE_HEADERS, ...headers, Location: redirect.location });
    res.end();
    return;
  }
  if (redirect) {
    // Netlify serves paths case-insensitively (its file paths are lowercase), so a rewrite of
    // ?body=SUV onto /models/f/SUV/1/ reaches /models/f/suv/1/; placeholders cannot lowercase.
    const path = redirect.location.split("?")[0]!;
    const target = (await findFile(root, path)) ?? (await findFile(root, path.toLowerCase()));
    if (target) return sendFile(req, res, target.file, target.stats, redirect.status, "no-cache", headers);
  }
  if (!found) return sendNotFound(req, res, root, headers);
  await sendFile(req, res, found.file, found.stats, 200, cacheControlFor(decoded.path), headers);
}

/** Finds the file for an already-decoded path inside root, or null. */
export async function findFile(root: string, urlPath: string): Promise<{ file: string; stats: Stats } | null> {
  // Dotfiles are never part of a build's public surface, except /.well-known.
  if (urlPath.split("/").some((s) => s.startsWith(".") && s !== ".well-known")) return null;
  // Netlify reads these configuration files and never serves them.
  if (urlPath === "/_redirects" || urlPath === "/_headers") return null;
  for (const candidate of candidatesFor(urlPath)) {
    const file = joinInside(root, candidate);
    if (!file) return null;
    const stats = await stat(file).catch(() => null);
    if (stats?.isFile() && (await realpathInside(root, file))) return { file, stats };
  }
  return null;
}

// Netlify's pretty URLs: /cars/x and /cars/x/ both answer 200 from cars/x/index.html.
function candidatesFor(urlPath: string): string[] {
  if (urlPath.endsWith("/")) {
    return urlPath === "/" ? ["/index.html"] : [`${urlPath}index.html`, `${urlPath.slice(0, -1)}.html`];
  }
  return [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
}

async function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  headers: Record<string, string>,
): Promise<void> {
  const page = join(root, "404.html");
  const stats = await stat(page).catch(() => null);
  if (!stats?.isFile()) return sendText(req, res, 404, "Not Found");
  await sendFile(req, res, page, stats, 404, "no-cache", headers);
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  status: number,
  cacheControl: string,
  /** The tenant's `_headers` for this path (they override the defaults, as on Netlify). */
  headers: Record<string, string> = {},
): Promise<void> {
  const type = contentTypeFor(file);
  const etag = etagFor(stats);
  const compressible = isCompressible(type);
  res.setHeaders(
    new Map(Object.entries({ ...SITE_HEADERS, "Content-Type": type, "Cache-Control": cacheControl, ...headers })),
  );
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  if (status === 200) {
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", stats.mtime.toUTCString());
    if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
      res.removeHeader("Content-Type");
      res.writeHead(304).end();
      return;
    }
  }
  const encoding = compressible && stats.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(acceptEncoding(req)) : null;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  else res.setHeader("Content-Length", stats.size);
  res.writeHead(status);
  if (req.method === "HEAD") return void res.end();
  const source = createReadStream(file);
  try {
    if (encoding === "br") {
      await pipeline(source, createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), res);
    } else if (encoding === "gzip") {
      await pipeline(source, createGzip(), res);
    } else {
      await pipeline(source, res);
    }
  } catch (error) {
    // A client that hangs up mid-download is normal; anything else is worth a line.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ERR_STREAM_PREMATURE_CLOSE" && code !== "ERR_STREAM_UNABLE_TO_PIPE" && !res.destroyed) {
      console.error(`[serve] failed to stream ${file}:`, error);
    }
    res.destroy();
  }
}

function acceptEncoding(req: IncomingMessage): string | undefined {
  const value = req.headers["accept-encoding"];
  return Array.isArray(value) ? value.join(",") : value;
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string,
  type = "text/plain; charset=utf-8",
): void {
  const bytes = Buffer.from(body);
  res.setHeaders(
    new Map(
      Object.entries({
        ...SITE_HEADERS,
        "Content-Type": type,
        "Content-Length": String(bytes.length),
        "Cache-Control": "no-cache",
      }),
    ),
  );
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
