/** Our email types: provider modules map to and from these, never the other way round. */
export interface OutgoingEmail {
  slug: string;
  /** One address; never a list (a list in a header is how one message reaches strangers). */
  to: string;
  /** The sender: an address, or `"Name" <address>`. */
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Ours, unique per message: the local mailbox keeps one copy per id; Postmark's log shows it. */
  messageId: string;
  /** Postmark's tag (and the mailbox's purpose): "acknowledgement", "receipt", "sign-in". */
  tag?: string;
  /**
   * A commercial message (an alert the shopper asked for): sent on the provider's broadcast stream,
   * with these headers (RFC 8058 List-Unsubscribe and List-Unsubscribe-Post).
   */
  commercial?: { listUnsubscribe: string };
  /** Files sent with it (a booking's .ics), their content base64. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  name: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/** RFC 8058's two headers: where to unsubscribe, and that one POST there is enough. */
export function listUnsubscribeHeaders(url: string): [string, string][] {
  return [
    ["List-Unsubscribe", `<${url}>`],
    ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
  ];
}

export interface EmailReceipt {
  provider: string;
  messageId: string | null;
}

export interface EmailProvider {
  readonly name: string;
  /** Resolves once the provider has taken the message; throws if it has not. */
  send(email: OutgoingEmail): Promise<EmailReceipt>;
}

export class EmailError extends Error {
  override name = "EmailError";
}
