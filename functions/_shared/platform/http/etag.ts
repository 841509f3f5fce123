import { createHash } from "node:crypto";

/** A strong ETag for a body: the same answer gets the same tag on every function instance. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
