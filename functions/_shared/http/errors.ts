import { MESSAGES } from "../../../src/lib/forms/messages.ts";

/** An answer to bad input or a refused request; `handle()` turns it into `{ error: { code, message } }`. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  const error = extra.fields ? { code, message, fields: extra.fields } : { code, message };
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...extra.headers } });
}

export function toErrorResponse(error: HttpError): Response {
  return errorResponse(error.status, error.code, error.message, { fields: error.fields, headers: error.headers });
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const notFound = (message: string) => new HttpError(404, "not_found", message);
export const unauthorized = () => new HttpError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = (message: string) => new HttpError(403, "forbidden", message);
export const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, "too_many_attempts", MESSAGES.tooManyAttempts, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
