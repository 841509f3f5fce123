import type { ShopperRendering } from "#lib/messages/catalogue/define.ts";
import { type DataOf, MESSAGES, type ShopperMessageName } from "#lib/messages/catalogue/index.ts";
import type { Db, Tx } from "../db/client.ts";
import { alertsFromAddress } from "../providers/email/index.ts";
import type { Tenant } from "../tenant.ts";
import { type EmailContent, type QueuedMessage, queueMessages } from "./outbox.ts";
import { fromHeader } from "./sender.ts";

/**
 * A message to a shopper, queued by its name in the catalogue (src/lib/messages/catalogue/):
 * the catalogue says what it says, on what basis and how it is capped; the caller says what it is
 * about, who gets it and its key. Queued in the caller's transaction (a change that rolls back
 * sends nothing); the outbox renders the email after the answer and sends and retries it.
 */

type Channel = "email" | "sms";

export interface QueueOptions {
  /** The lead it is about, where it has one (the outbox lists it with its lead and sends it with it). */
  leadId: string | null;
  /**
   * The key that makes it one per cause, unique per dealer: a stem, to which `:<channel>` is added
   * (`<id>:<purpose>` → `<id>:<purpose>:email`), or the whole key for a message of one channel.
   */
  key: string | ((channel: Channel) => string);
  /** Each channel's recipient; a channel with none is not sent. */
  to: Partial<Record<Channel, string | null | undefined>>;
  /** A recipient proven the shopper's (the phone they signed in with) is not counted against the daily cap. */
  capped?: Partial<Record<Channel, boolean>>;
  /** Recorded as skipped at once, for this reason (the same statement as queueing it). */
  skipped?: string;
  /** Files sent with the email (a booking's .ics). */
  attachments?: { name: string; contentType: string; content: string }[];
  /** A commercial message's one-click unsubscribe address (RFC 8058): required for one. */
  listUnsubscribe?: string;
}

/** A catalogue message made for its data: what `outboxMessages` queues. */
export interface ComposedMessage<N extends ShopperMessageName = ShopperMessageName> {
  name: N;
  rendering: ShopperRendering;
}

/**
 * The message `name` made from `data` (the email as parts, the SMS): pure and quick, so a caller
 * that must not fail later (a lead's acknowledgement) makes it before its statement.
 */
export function composeMessage<N extends ShopperMessageName>(name: N, data: DataOf<N>): ComposedMessage<N> {
  const definition = MESSAGES[name];
  if (definition.delivery !== "outbox") throw new Error(`${name} is sent at once, not queued`);
  return { name, rendering: (definition.render as (data: DataOf<N>) => ShopperRendering)(data) };
}

/** The outbox rows of a composed message, one per channel it has a recipient for, in the catalogue's channel order. */
export function outboxMessages(
  tenant: Pick<Tenant, "slug" | "config">,
  { name, rendering }: ComposedMessage,
  options: QueueOptions,
): QueuedMessage[] {
  const definition = MESSAGES[name];
  const { config } = tenant;
  const keyOf = (channel: Channel) =>
    typeof options.key === "function" ? options.key(channel) : `${options.key}:${channel}`;
  const base = (channel: Channel) => ({
    slug: tenant.slug,
    leadId: options.leadId,
    idempotencyKey: keyOf(channel),
    purpose: definition.purpose,
    maxAttempts: config.leads.maxAttempts,
    capped: options.capped?.[channel] ?? definition.capped,
    ...(options.skipped ? { skipped: options.skipped } : {}),
  });
  for (const channel of Object.keys(options.to) as Channel[])
    if (options.to[channel] && !definition.channels.includes(channel))
      throw new Error(`${name} has no ${channel} channel`);
  const messages: QueuedMessage[] = [];
  for (const channel of definition.channels) {
    if (channel === "push") continue;
    const to = options.to[channel];
    if (!to) continue;
    if (channel === "sms") {
      if (rendering.sms === undefined) throw new Error(`${name} made no SMS`);
      messages.push({ ...base(channel), message: { channel, to, content: { body: rendering.sms } } });
      continue;
    }
    const { email } = rendering;
    if (!email) throw new Error(`${name} made no email`);
    // A commercial message (an alert) comes from the alerts address, on the provider's broadcast stream with its way out.
    const commercial = definition.consent === "consent";
    if (commercial && !options.listUnsubscribe)
      throw new Error(`${name} is commercial: it needs its unsubscribe address`);
    const content: EmailContent = {
      from: fromHeader(email.sender.name, config.siteUrl, commercial ? alertsFromAddress(config.siteUrl) : undefined),
      replyTo: email.sender.email,
      email,
      ...(options.attachments ? { attachments: options.attachments } : {}),
      ...(commercial ? { listUnsubscribe: options.listUnsubscribe } : {}),
    };
    messages.push({ ...base(channel), message: { channel, to, content } });
  }
  return messages;
}

/**
 * Queues the message `name` for `data` in the caller's transaction: one outbox row per channel
 * with a recipient, keyed `<key>:<channel>` so it is queued and sent once. Returns the ids queued
 * (none for a key queued before).
 */
export async function queueMessage<N extends ShopperMessageName>(
  tx: Db | Tx,
  tenant: Pick<Tenant, "slug" | "config">,
  name: N,
  data: DataOf<N>,
  options: QueueOptions,
  now = new Date(),
): Promise<string[]> {
  return queueMessages(tx, outboxMessages(tenant, composeMessage(name, data), options), now);
}
