import { realpath } from "node:fs/promises";
import { posix, resolve, sep } from "node:path";

type DecodedPath = { ok: true; path: string } | { ok: false };

/**
 * Decodes and normalises a URL path so that `..`, `%2e%2e` and `%2f` can never climb out of
 * a tenant folder. Null bytes, backslashes and malformed escapes are refused outright.
 */
export function decodeUrlPath(rawPath: string): DecodedPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false };
  }
  if (decoded.includes("\0") || decoded.includes("\\") || !decoded.startsWith("/")) return { ok: false };
  const normalised = posix.normalize(decoded);
  // normalize keeps a trailing slash, which matters for directory lookups.
  return { ok: true, path: normalised };
}

/** Joins a normalised URL path onto root; null if the result would leave root. */
export function joinInside(root: string, urlPath: string): string | null {
  const absoluteRoot = resolve(root);
  const target = resolve(absoluteRoot, `.${urlPath}`);
  return isInside(absoluteRoot, target) ? target : null;
}

/** Symlinks could still point outside: compare real paths before a file is opened. */
export async function realpathInside(root: string, file: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return isInside(realRoot, realFile);
  } catch {
    return false;
  }
}

function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root.endsWith(sep) ? root : root + sep);
}
