import { randomUUID } from "node:crypto";
import { emailFromAddress, emailProvider as configuredProvider } from "../providers/email/index.ts";

/**
 * An email sent at once to one person, outside the outbox: staff messages (staff.ts sends them by
 * name: sign-in links, which are asked for again if lost and must not arrive late; a lead's news).
 * Shopper messages go through the outbox instead (queue.ts). Both use the one email provider (providers/email: Postmark, or the local
 * mailbox read at GET /api/dev/last-email).
 */
export interface Email {
  slug: string;
  to: string;
  subject: string;
  text: string;
  /** The provider's tag (the mailbox's purpose): "sign-in" unless said. */
  tag?: string;
}

export interface EmailSender {
  readonly name: string;
  send(email: Email): Promise<void>;
}

/** The provider for a site whose public address is `siteUrl` (the default sender's domain). */
export function emailProvider(siteUrl: string): EmailSender {
  const provider = configuredProvider();
  const from = emailFromAddress(siteUrl);
  return {
    name: provider.name,
    async send(email) {
      await provider.send({ ...email, from, messageId: randomUUID(), tag: email.tag ?? "sign-in" });
    },
  };
}
