import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheControlFor } from "./response-headers.ts";
import { decodeUrlPath } from "./safe-path.ts";
import { findFile, sendFile, sendText } from "./static-files.ts";

export const IMAGE_CDN_PATH = "/.netlify/images";

/**
 * Local stand-in for Netlify Image CDN: answers /.netlify/images?url=/path&w=..&q=.. with the
 * source file unchanged, so the default cdnTemplate works offline. Resizing is the CDN's job
 * in production; browsers just get bigger files here.
 */
export async function serveImage(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  search: URLSearchParams,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return sendText(req, res, 405, "Method Not Allowed");
  }
  const source = search.get("url");
  if (!source) return sendText(req, res, 400, "Missing url parameter");
  // Same-site paths only: "https://…" and protocol-relative "//host/…" would need remote_images.
  if (!source.startsWith("/") || source.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(source)) {
    return sendText(req, res, 400, "Only same-site image paths are served locally (url must start with a single /)");
  }
  const path = source.split(/[?#]/, 1)[0]!;
  // searchParams already decoded url once; encoded characters in file names are decoded again here.
  const decoded = decodeUrlPath(path);
  if (!decoded.ok) return sendText(req, res, 400, "Bad Request");
  const found = await findFile(root, decoded.path);
  if (!found) return sendText(req, res, 404, "Image not found");
  await sendFile(req, res, found.file, found.stats, 200, cacheControlFor(decoded.path));
}
