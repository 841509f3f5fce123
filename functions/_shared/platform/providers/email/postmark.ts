import { oneLine } from "#lib/format/one-line.ts";
import { outbound } from "../../http/outbound.ts";
import {
  EmailError,
  type EmailProvider,
  type EmailReceipt,
  listUnsubscribeHeaders,
  type OutgoingEmail,
} from "./types.ts";

/**
 * Postmark's email API (https://postmarkapp.com/developer/api/email-api): POST {base}/email with
 * the server token in X-Postmark-Server-Token and { From, To, Subject, TextBody, HtmlBody, ReplyTo,
 * Headers, Tag, MessageStream }. Postmark answers 200 with ErrorCode 0 and a MessageID; anything
 * else is a failure the caller's outbox retries. Lead emails to the dealer (providers/crm) use the
 * same call.
 */
export const POSTMARK_API_URL = "https://api.postmarkapp.com";

export interface PostmarkOptions {
  serverToken: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The body Postmark's /email takes. */
export interface PostmarkEmail {
  From: string;
  To: string;
  Subject: string;
  TextBody: string;
  HtmlBody?: string;
  ReplyTo?: string;
  Tag?: string;
  MessageStream: string;
  Headers?: { Name: string; Value: string }[];
  Attachments?: { Name: string; Content: string; ContentType: string }[];
}

/** Sends one email; returns Postmark's MessageID. Throws EmailError (with Postmark's status) on anything but success. */
export async function postmarkSend(body: PostmarkEmail, options: PostmarkOptions): Promise<string> {
  const answer = await outbound({
    service: "Postmark",
    url: `${(options.baseUrl ?? POSTMARK_API_URL).replace(/\/+$/, "")}/email`,
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      "X-Postmark-Server-Token": options.serverToken,
    },
    // The last place a subject passes before it becomes a header: whoever built it, it leaves on one line.
    body: JSON.stringify({ ...body, Subject: oneLine(body.Subject) }),
    timeoutMs: options.timeoutMs ?? 10_000,
    error: (message) => new EmailError(message),
    fetch: options.fetch,
  });
  const json = (answer.json() ?? {}) as { ErrorCode?: number; Message?: string; MessageID?: string };
  if (!answer.ok || json.ErrorCode !== 0)
    throw new EmailError(
      `Postmark answered ${answer.status} (ErrorCode ${json.ErrorCode ?? "?"}): ${json.Message ?? ""}`.trim(),
    );
  return json.MessageID ?? "";
}

/** Messages to people (shoppers, staff) go on Postmark's transactional stream, "outbound". */
export function postmarkEmailProvider(options: PostmarkOptions): EmailProvider {
  return {
    name: "postmark",
    async send(email: OutgoingEmail): Promise<EmailReceipt> {
      const messageId = await postmarkSend(
        {
          From: email.from,
          To: email.to,
          Subject: email.subject,
          TextBody: email.text,
          HtmlBody: email.html,
          ReplyTo: email.replyTo,
          Tag: email.tag,
          // Postmark keeps commercial mail on a broadcast stream of its own, apart from transactional mail.
          MessageStream: email.commercial ? "broadcast" : "outbound",
          Attachments: email.attachments?.map((file) => ({
            Name: file.name,
            Content: file.content,
            ContentType: file.contentType,
          })),
          Headers: [
            { Name: "X-Forecourt-Message", Value: email.messageId },
            ...(email.commercial ? listUnsubscribeHeaders(email.commercial.listUnsubscribe) : []).map(
              ([Name, Value]) => ({ Name, Value }),
            ),
          ],
        },
        options,
      );
      return { provider: "postmark", messageId };
    },
  };
}
