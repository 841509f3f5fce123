import type { Stats } from "node:fs";

/** Astro fingerprints everything under /_astro/, so those files never change under a URL. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/** A weak validator from size and mtime: cheap, and valid for every content-encoding we send. */
export function etagFor(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** Picks br, then gzip, honouring q=0 exclusions; null means identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name!, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return null;
}
