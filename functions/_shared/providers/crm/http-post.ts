import { createHmac } from "node:crypto";

/** A delivery attempt that failed; the outbox records the message and retries later. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

interface PostOptions {
  url: string;
  body: string;
  contentType: string;
  /** Sent as Idempotency-Key: a CRM that honours it ignores our retry of a delivery it already has. */
  idempotencyKey: string;
  /** Signs the body: X-Forecourt-Signature: sha256=<hex HMAC of the body>. */
  signingSecret?: string;
  authorization?: string;
  /** Who is calling; lead deliveries unless said otherwise. */
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** POSTs a lead; any 2xx is delivered, anything else (or no answer in time) is a DeliveryError. */
export async function postLead(options: PostOptions): Promise<void> {
  const headers: Record<string, string> = {
    "Content-Type": options.contentType,
    "Idempotency-Key": options.idempotencyKey,
    "User-Agent": options.userAgent ?? "Forecourt-Leads/1",
  };
  if (options.signingSecret)
    headers["X-Forecourt-Signature"] =
      `sha256=${createHmac("sha256", options.signingSecret).update(options.body).digest("hex")}`;
  if (options.authorization) headers.Authorization = options.authorization;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(options.url, {
      method: "POST",
      headers,
      body: options.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      redirect: "error",
    });
  } catch (error) {
    throw new DeliveryError(`${new URL(options.url).host} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok)
    throw new DeliveryError(`${new URL(options.url).host} answered ${response.status}: ${text.slice(0, 200)}`);
}
