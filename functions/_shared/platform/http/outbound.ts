import { createHmac } from "node:crypto";

/**
 * Every call Forecourt makes to another service (CRMs, channel webhooks, Meta, valuation, the
 * finance partner, SMS, reviews, Typesense, build hooks) goes out through here: each call names
 * its timeout, a body is signed where the receiver checks it, a retry happens only where a second
 * attempt cannot do harm, and a failure says who could not be reached or what they answered.
 */

/** No answer (status 0: unreachable or timed out), or an answer the caller cannot use. */
export class OutboundError extends Error {
  override name = "OutboundError";
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Why, without the service's name: the network error, or the start of the answer's body. */
  readonly reason: string;
  constructor(message: string, status = 0, reason = message) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

export interface OutboundCall {
  /** Who is called, as errors name it: "ClickSend", "YouX /quick-quote", a webhook's host. */
  service: string;
  url: string | URL;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  /** Text, a form, or bytes (a Web Push message, encrypted to its device). */
  body?: string | URLSearchParams | Uint8Array<ArrayBuffer>;
  /** Each service has its own limit; there is no default, so none is forgotten. */
  timeoutMs: number;
  /** Signs the body for a receiver that checks it: X-Forecourt-Signature: sha256=<hex HMAC of the body>. */
  signingSecret?: string;
  /** "error" for deliveries: a redirect must not carry a signed lead somewhere else. */
  redirect?: RequestRedirect;
  /** Further attempts after no answer; honoured only for calls a repeat cannot harm (isSafeToRepeat). */
  retries?: number;
  /** A timeout reads "timed out after N ms" rather than "unreachable: <the abort>". */
  namesTimeouts?: boolean;
  /** Where, in a no-answer message: "<service> unreachable at <where>: …". */
  where?: string;
  /** The caller's own error type, the one its callers catch; OutboundError by default. */
  error?: (message: string, status: number, reason: string) => Error;
  fetch?: typeof globalThis.fetch;
}

export interface OutboundAnswer {
  status: number;
  ok: boolean;
  /** The body as text ("" when it could not be read). */
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json(): unknown;
}

/** The signature header's value for a body: sha256=<hex HMAC-SHA256>. */
export function bodySignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** A repeat cannot harm a read, a replace, a delete, or a call the receiver dedupes by Idempotency-Key. */
export function isSafeToRepeat(method: string, headers: Record<string, string>): boolean {
  return method !== "POST" || Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key");
}

const failWith = (call: OutboundCall, message: string, status: number, reason: string): Error =>
  (call.error ?? ((m, s, r) => new OutboundError(m, s, r)))(message, status, reason);

/** Sends one call and reads its answer, whatever its status; throws the call's error when no answer comes. */
export async function outbound(call: OutboundCall): Promise<OutboundAnswer> {
  const method = call.method ?? (call.body === undefined ? "GET" : "POST");
  const headers = { ...call.headers };
  if (call.signingSecret && typeof call.body === "string")
    headers["X-Forecourt-Signature"] = bodySignature(call.signingSecret, call.body);
  const attempts = 1 + (isSafeToRepeat(method, headers) ? (call.retries ?? 0) : 0);
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await (call.fetch ?? globalThis.fetch)(call.url, {
        method,
        headers,
        body: call.body,
        signal: AbortSignal.timeout(call.timeoutMs),
        ...(call.redirect ? { redirect: call.redirect } : {}),
      });
    } catch (error) {
      if (attempt < attempts) continue;
      const cause = (error as Error).message;
      const why =
        call.namesTimeouts && (error as Error).name === "TimeoutError"
          ? `timed out after ${call.timeoutMs} ms`
          : `unreachable${call.where ? ` at ${call.where}` : ""}: ${cause}`;
      throw failWith(call, `${call.service} ${why}`, 0, cause);
    }
    const text = await response.text().catch(() => "");
    return {
      status: response.status,
      ok: response.ok,
      text,
      json: () => {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      },
    };
  }
}

/** The call's error for an answer it cannot use: "<service> answered <status>: <start of the body>". */
export function answerError(call: OutboundCall, answer: OutboundAnswer): Error {
  const start = answer.text.slice(0, 200);
  return failWith(call, `${call.service} answered ${answer.status}: ${start}`, answer.status, start);
}

/** Sends a call that must succeed: a non-2xx answer is the call's error. */
export async function outboundOk(call: OutboundCall): Promise<OutboundAnswer> {
  const answer = await outbound(call);
  if (!answer.ok) throw answerError(call, answer);
  return answer;
}

/** The answer's JSON, or the call's error when the body is not JSON. */
export function answerJson(call: OutboundCall, answer: OutboundAnswer): unknown {
  const json = answer.json();
  if (json === undefined)
    throw failWith(call, `${call.service} answered ${answer.status} with a body that is not JSON`, answer.status, "");
  return json;
}

/**
 * A POST of JSON to a partner API that takes a bearer key and answers JSON (valuation, finance),
 * whose timeouts are named as such in the errors the shopper's journey logs.
 */
export function bearerJsonPost(post: {
  service: string;
  url: string;
  apiKey: string;
  body: unknown;
  timeoutMs: number;
  error: OutboundCall["error"];
  fetch?: typeof globalThis.fetch;
}): OutboundCall {
  return {
    service: post.service,
    url: post.url,
    method: "POST",
    headers: { Authorization: `Bearer ${post.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(post.body),
    timeoutMs: post.timeoutMs,
    namesTimeouts: true,
    error: post.error,
    fetch: post.fetch,
  };
}
