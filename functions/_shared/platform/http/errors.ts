import { COMMON_ERRORS, type CommonErrorCode, TOO_MANY_ATTEMPTS } from "#lib/api/contract.ts";

/** An answer to bad input or a refused request; `defineFunction` turns it into `{ error: { code, message, fields? } }`. */
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

/** One of the answers any endpoint may give (COMMON_ERRORS: its status and message), or a more precise message for it. */
export function commonError(
  code: CommonErrorCode,
  message: string = COMMON_ERRORS[code].message,
  options?: { fields?: Record<string, string>; headers?: Record<string, string> },
): HttpError {
  return new HttpError(COMMON_ERRORS[code].status, code, message, options);
}

/** The one error shape, never cached. */
export function errorJson(error: {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}): Response {
  const body = error.fields
    ? { code: error.code, message: error.message, fields: error.fields }
    : { code: error.code, message: error.message };
  return Response.json(
    { error: body },
    { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } },
  );
}

export const notFound = (message: string) => new HttpError(404, "not_found", message);
export const unauthorized = () => commonError("unauthorized");
export const forbidden = (message: string) => new HttpError(403, "forbidden", message);

/** 429 with Retry-After; the code and message are the endpoint's (§5 too many attempts by default). */
export const tooMany = (
  retryAfterSeconds: number,
  error: { code: string; message: string } = { code: "too_many_attempts", message: TOO_MANY_ATTEMPTS.message },
) =>
  new HttpError(429, error.code, error.message, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
