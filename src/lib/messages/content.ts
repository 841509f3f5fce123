import { formatLongDate } from "../format/date.ts";
import { oneLine } from "../format/one-line.ts";

/**
 * What a message to a shopper says, as data. The email's HTML (React, in functions/) and
 * its plain-text part (here) are both drawn from one `ShopperEmail`, so the two parts never say
 * different things; an SMS is its own short text.
 */

/** Who sends: every message names the dealer, its address and phone (Spam Act: accurate sender identification). */
export interface MessageSender {
  name: string;
  /** "1 George St, Parramatta NSW 2150". */
  address: string;
  phone: string;
  email: string;
  siteUrl: string;
  /** Absolute URL of the logo, when the dealer has one. */
  logoUrl?: string;
  /** The header band's and buttons' colour. */
  colour: string;
}

export interface MessageCar {
  name: string;
  /** The price as the car's page shows it ("$58,990", "Enquire for price"). */
  price: string;
  /** The price type shown beside it ("Drive Away"), when there is one. */
  priceLabel?: string;
  /** Absolute URL of the first photo, through the site's image CDN. */
  photoUrl?: string;
  url?: string;
}

export interface ShopperEmail {
  /** What the message is, for the outbox and the mailbox: "acknowledgement", "receipt". */
  purpose: "acknowledgement" | "receipt" | "alert-confirmation" | "alert" | "booking";
  subject: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  paragraphs: string[];
  car?: MessageCar;
  /** Label → value rows: amount, reference, hold expiry; a third element links the value (the yard's address to its map). */
  facts?: ([string, string] | [string, string, string])[];
  /** The one button: view the car, manage the reservation. */
  action?: { label: string; href: string };
  /** How to reach the dealer now. */
  reachUs: string;
  signOff: string;
  /** Why the shopper gets this message (Spam Act: it is transactional, and says so; an alert says it asked for them). */
  why: string;
  /** A commercial message's way out (Spam Act: a functional unsubscribe in every one): a link that needs no sign-in. */
  unsubscribeUrl?: string;
  sender: MessageSender;
}

/** Why the shopper gets a message: what they did, where and when, and that it is not marketing. */
export function whyText(sender: MessageSender, what: string, at: Date, timeZone: string): string {
  const host = new URL(sender.siteUrl).hostname.replace(/^www\./, "");
  return `You're receiving this because ${what} on ${host} on ${formatLongDate(at, timeZone)}. It is about that request only, not marketing, and you won't get more emails because of it. If it wasn't you, please ignore it or tell us at ${sender.email}.`;
}

/**
 * A header value that can carry nothing but itself: line breaks and other control characters (the
 * way a name such as "Ada\r\nBcc: …" would add headers) become spaces, and it is cut to `max`.
 */
export function headerSafe(text: string, max = 200): string {
  return oneLine(text).slice(0, max);
}

/** A name as people write one: letters of any script, and the space, hyphen, apostrophe and full stop between them. */
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;
/** Words a first name has at most ("Mary Anne", "Ka Wai Ho"); a sentence has more. */
const MAX_NAME_WORDS = 3;

/**
 * The shopper's first name as a greeting may use it: one line, at most 40 characters, shaped like
 * a name (no digits, no web address, at most three words), so a form is no way to make the
 * dealer's mail server say a stranger's sentence ("URGENT: call 0400…") to someone. Else undefined.
 */
export function greetingName(firstName: string | null | undefined): string | undefined {
  const name = headerSafe(firstName ?? "", 400);
  if (!name || name.length > 40 || /www\.|\.[a-z]{2,}\b/i.test(name)) return undefined;
  if (!NAME_LIKE.test(name) || name.split(" ").length > MAX_NAME_WORDS) return undefined;
  return name;
}

/** 04xxxxxxxx or 05xxxxxxxx as we store phones: an Australian mobile, which can take an SMS. */
export function isAustralianMobile(phone: string | null | undefined): boolean {
  return /^0[45]\d{8}$/.test(phone ?? "");
}

/** The dealer's wording with its placeholders filled; an unknown placeholder is left as written. */
export function fillWording(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The email's plain-text part: the same content as its HTML, in reading order. */
export function emailText(email: ShopperEmail): string {
  const { sender, car } = email;
  const lines: string[] = [sender.name, "", email.heading, ""];
  for (const paragraph of email.paragraphs) lines.push(paragraph, "");
  if (car) {
    lines.push(`${car.name}: ${car.price}${car.priceLabel ? ` ${car.priceLabel}` : ""}`);
    if (car.url) lines.push(car.url);
    lines.push("");
  }
  if (email.facts?.length) {
    for (const [label, value, href] of email.facts) lines.push(`${label}: ${value}${href ? ` (${href})` : ""}`);
    lines.push("");
  }
  if (email.action) lines.push(`${email.action.label}: ${email.action.href}`, "");
  lines.push(email.reachUs, "", email.signOff, "", "--", sender.name, sender.address, `Phone ${sender.phone}`);
  lines.push(sender.email, sender.siteUrl, "", email.why);
  if (email.unsubscribeUrl) lines.push("", `Stop these alerts: ${email.unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}

/** An SMS: the dealer's name first, then the text, within two segments where it can be; one line, whatever filled it. */
export function smsText(sender: Pick<MessageSender, "name" | "phone">, body: string): string {
  return oneLine(`${sender.name}: ${body} Questions? Call ${sender.phone}.`);
}
