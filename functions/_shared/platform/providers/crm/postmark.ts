import type { LeadEmail } from "./email.ts";
import { type PostmarkOptions, postmarkSend } from "../email/postmark.ts";

/**
 * Lead emails to the dealer in production, through Postmark's email API (providers/email/postmark.ts,
 * the one client for it): { From, To, Subject, TextBody, Attachments }. Anything but success throws,
 * and the outbox retries.
 */
export { POSTMARK_API_URL } from "../email/postmark.ts";

export async function sendWithPostmark(
  email: LeadEmail,
  from: string,
  idempotencyKey: string,
  options: PostmarkOptions,
): Promise<string> {
  return postmarkSend(
    {
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
    },
    options,
  );
}
