import type { z } from "zod";
import { validationFailure } from "#lib/forms/issues.ts";
import { BODY_LIMIT_BYTES } from "#lib/api/contract.ts";
import { NESTED_TOO_DEEPLY, nestedTooDeeply } from "#lib/api/json-depth.ts";
import { commonError, HttpError } from "./errors.ts";

const tooLarge = (limit: number) => commonError("payload_too_large", `The request body is larger than ${limit} bytes.`);

/**
 * Reads a JSON body up to `limit` bytes. application/json and text/plain (what
 * navigator.sendBeacon sends for a string) are accepted; the size is checked while streaming,
 * so a lying or missing Content-Length cannot get a large body buffered.
 */
export async function readJson(request: Request, limit = BODY_LIMIT_BYTES): Promise<{ value: unknown; text: string }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type && type !== "application/json" && type !== "text/plain" && !type.endsWith("+json")) {
    throw commonError("unsupported_media_type");
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const text = await readText(request, limit);
  if (text.trim() === "") throw commonError("invalid_json", "The request body is empty; send a JSON object.");
  return { value: parseJsonBody(text), text };
}

/**
 * The one way a request body's text becomes a value: refused (400) when it nests deeper than
 * MAX_JSON_DEPTH — checked on the raw text, before anything can recurse over it — or is not JSON.
 */
export function parseJsonBody(text: string): unknown {
  if (nestedTooDeeply(text)) throw commonError("invalid_body", NESTED_TOO_DEEPLY);
  try {
    return JSON.parse(text);
  } catch {
    throw commonError("invalid_json");
  }
}

export async function readText(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw commonError("bad_body");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw commonError("invalid_json", "The request body is not valid UTF-8.");
  }
}

/**
 * Parses with a contract's (or a tenant's) schema. Failures answer 400 'Please fix the following
 * errors:' with per-field messages; with `singleFieldMessage`, one failing field answers with its
 * own message (e.g. 'Code must be 6 digits.').
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  options: { singleFieldMessage?: boolean } = {},
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { message, fields } = validationFailure(result.error.issues, options.singleFieldMessage);
  throw commonError("validation", message, { fields });
}

// NUL, and a lone surrogate half: valid in a JS string, not in UTF-8 text; Postgres refuses both.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBad = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/** The dotted path of the first string (or key) holding NUL or an unpaired surrogate, anywhere in the value. */
export function badCharactersAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isBad(value) ? path.join(".") || "(body)" : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    if (isBad(key)) return [...path, "(key)"].join(".");
    const found = badCharactersAt(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
