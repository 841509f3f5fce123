import type { ShopperEmail } from "../content.ts";

/**
 * What every message is, whoever it goes to: its name (the catalogue file's), who gets it, what
 * sends it, on what basis we may send it, by which channels, and its words as a pure `render`.
 * A message is sent by its name (functions/_shared/platform/messages/: `queueMessage` for a
 * shopper's, `sendStaffMessage` for staff); docs/messages.md lists them all from these fields.
 */

export type MessageRecipient = "shopper" | "staff";

/**
 * Why we may send it (docs/requirements.md § Messages to shoppers and the Spam Act):
 * `transactional` answers something the shopper did on the site and carries no advertising;
 * `consent` is commercial (an alert), sent only after a confirmed yes and with a one-click way out;
 * `staff` goes to the dealer's own people about their work.
 */
export type ConsentBasis = "transactional" | "consent" | "staff";

export type MessageChannel = "email" | "sms" | "push";

/**
 * A shopper's message as rendered: the email as parts (the outbox draws its HTML and its text
 * from them when it sends it, functions/_shared/platform/messages/render.ts), and the SMS.
 */
export interface ShopperRendering {
  email?: ShopperEmail;
  sms?: string;
}

/** A notification on a staff member's device (Web Push). */
export interface PushNote {
  title: string;
  body: string;
  /** Same-origin path: the service worker opens only the console's own pages. */
  url: string;
  /** One notification per subject: a repeat replaces it instead of stacking. */
  tag: string;
}

/** A staff message as rendered: a plain-text email, and a push where the message has one. */
export interface StaffRendering {
  email: { subject: string; text: string };
  push?: PushNote;
}

interface Common<Name extends string, Data> {
  /** The catalogue file's name: `<recipient>-<event>`. */
  name: Name;
  /** What people call it in the docs ("Booking moved"). */
  title: string;
  /** What sends it, and when (a sentence for docs/messages.md; Markdown). */
  trigger: string;
  channels: readonly MessageChannel[];
  /** More about its channels, where there is more to say (a calendar entry, when the SMS goes). */
  channelNotes?: string;
  /**
   * The outbox's purpose and the email provider's tag: the middle of a shopper message's key
   * (`<id>:<purpose>:<channel>`), Postmark's tag, the local mailbox's purpose.
   */
  purpose: string;
  /** Data for the example docs/messages.md shows (and tests render). */
  example: NoInfer<Data>;
}

export interface ShopperMessageDefinition<
  Name extends string = string,
  Data = never,
  Rendering extends ShopperRendering = ShopperRendering,
> extends Common<Name, Data> {
  recipient: "shopper";
  consent: "transactional" | "consent";
  /**
   * `outbox`: queued in the transaction of the change it reports, sent after the answer and retried
   * (`queueMessage`); `at once`: sent by the request that asked for it (a sign-in code).
   */
  delivery: "outbox" | "at once";
  /**
   * Counted against the recipient's daily cap across every dealer (src/lib/messages/recipient-cap.ts),
   * unless the recipient has shown it is the shopper's or a payment made it; a caller may say a
   * particular recipient is proven (the phone the shopper signed in with).
   */
  capped: boolean;
  render(data: Data): Rendering;
}

export interface StaffMessageDefinition<
  Name extends string = string,
  Data = never,
  Rendering extends StaffRendering = StaffRendering,
> extends Common<Name, Data> {
  recipient: "staff";
  consent: "staff";
  render(data: Data): Rendering;
}

export type MessageDefinition<Name extends string = string, Data = never> =
  | ShopperMessageDefinition<Name, Data>
  | StaffMessageDefinition<Name, Data>;

/** A message of the catalogue: typed by its name and data, checked to be one of the two kinds. */
export function defineMessage<const Name extends string, Data, Rendering extends ShopperRendering>(
  definition: ShopperMessageDefinition<Name, Data, Rendering>,
): ShopperMessageDefinition<Name, Data, Rendering>;
export function defineMessage<const Name extends string, Data, Rendering extends StaffRendering>(
  definition: StaffMessageDefinition<Name, Data, Rendering>,
): StaffMessageDefinition<Name, Data, Rendering>;
export function defineMessage<const Name extends string, Data>(
  definition: MessageDefinition<Name, Data>,
): MessageDefinition<Name, Data> {
  return definition;
}
