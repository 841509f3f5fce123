import { outboundOk } from "../http/outbound.ts";

interface DeliveryPost {
  url: string;
  body: string;
  contentType: string;
  /** Sent as Idempotency-Key: a receiver that honours it ignores our retry of a delivery it already has. */
  idempotencyKey: string;
  /** Signs the body: X-Forecourt-Signature: sha256=<hex HMAC of the body>. */
  signingSecret?: string;
  authorization?: string;
  /** Who is calling; lead deliveries unless said otherwise. */
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * POSTs one delivery (a lead to a CRM, a stock push to a channel's webhook); any 2xx is delivered,
 * anything else (or no answer in time) is an OutboundError, which the outbox records and retries.
 */
export async function postDelivery(post: DeliveryPost): Promise<void> {
  const headers: Record<string, string> = {
    "Content-Type": post.contentType,
    "Idempotency-Key": post.idempotencyKey,
    "User-Agent": post.userAgent ?? "Forecourt-Leads/1",
  };
  if (post.authorization) headers.Authorization = post.authorization;
  await outboundOk({
    service: new URL(post.url).host,
    url: post.url,
    method: "POST",
    headers,
    body: post.body,
    timeoutMs: post.timeoutMs ?? 10_000,
    signingSecret: post.signingSecret,
    redirect: "error",
    fetch: post.fetch,
  });
}
