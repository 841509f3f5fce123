import { MESSAGES } from "../../../src/lib/forms/messages.ts";
import { errorResponse, HttpError, toErrorResponse } from "./errors.ts";
import { checkOrigin } from "./origin.ts";

/** The parts of Netlify's Context the functions use; tests pass {} or a stub. */
export interface FunctionContext {
  waitUntil?: (promise: Promise<unknown>) => void;
  ip?: string;
}

export type Handler = (request: Request, context?: FunctionContext) => Promise<Response>;

/**
 * Wraps a function body: answers 405 for other methods, checks the Origin of writes, and turns
 * HttpError into `{ error: { code, message } }`. Anything else is our fault, not the caller's:
 * logged with the request, answered with the spec's generic message (503 when the database is
 * unreachable, so clients and monitors can tell an outage from a bug).
 */
export function handle(methods: readonly string[], body: Handler): Handler {
  return async (request, context = {}) => {
    try {
      if (!methods.includes(request.method)) {
        return errorResponse(405, "method_not_allowed", `Use ${methods.join(" or ")}.`, {
          headers: { Allow: methods.join(", ") },
        });
      }
      if (request.method !== "GET" && request.method !== "HEAD") checkOrigin(request);
      return await body(request, context);
    } catch (error) {
      if (error instanceof HttpError) return toErrorResponse(error);
      console.error(`[functions] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      const unavailable = isConnectionError(error);
      return errorResponse(unavailable ? 503 : 500, unavailable ? "unavailable" : "internal", MESSAGES.unexpected);
    }
  };
}

function isConnectionError(error: unknown): boolean {
  const code =
    (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|57P0[1-3]|08\d{3})$/.test(code);
}

export const json = (body: unknown, init: ResponseInit = {}) =>
  Response.json(body, {
    ...init,
    headers: { "Cache-Control": "no-store", ...(init.headers as Record<string, string> | undefined) },
  });
