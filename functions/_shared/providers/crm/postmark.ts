import type { LeadEmail } from "./email.ts";
import { OutboundError, outbound } from "../../http/outbound.ts";

/**
 * Postmark's email API, for lead emails in production: POST {base}/email with the server token in
 * X-Postmark-Server-Token and { From, To, Subject, TextBody, Attachments }. Postmark answers 200
 * with ErrorCode 0; anything else is a failed delivery (the outbox retries).
 */
export const POSTMARK_API_URL = "https://api.postmarkapp.com";

interface PostmarkOptions {
  serverToken: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export async function sendWithPostmark(
  email: LeadEmail,
  from: string,
  idempotencyKey: string,
  options: PostmarkOptions,
): Promise<string> {
  const body = {
    From: from,
    To: email.to.join(", "),
    Subject: email.subject,
    TextBody: email.text,
    MessageStream: "outbound",
    // Lets the dealer's mailbox rules (and us, in Postmark's activity log) spot a retried delivery.
    Headers: [{ Name: "X-Forecourt-Delivery", Value: idempotencyKey }],
    Attachments: email.adf
      ? [{ Name: "lead.adf.xml", Content: Buffer.from(email.adf).toString("base64"), ContentType: "text/xml" }]
      : undefined,
  };
  const answer = await outbound({
    service: "Postmark",
    url: `${(options.baseUrl ?? POSTMARK_API_URL).replace(/\/+$/, "")}/email`,
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-Postmark-Server-Token": options.serverToken,
    },
    body: JSON.stringify(body),
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
  });
  const json = (answer.json() ?? {}) as { ErrorCode?: number; Message?: string; MessageID?: string };
  if (!answer.ok || json.ErrorCode !== 0)
    throw new OutboundError(
      `Postmark answered ${answer.status} (ErrorCode ${json.ErrorCode ?? "?"}): ${json.Message ?? ""}`.trim(),
      answer.status,
    );
  return json.MessageID ?? "";
}
