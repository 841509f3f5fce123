import { normalisePhone } from "../forms/phone.ts";
/**
 * One cap per recipient on messages to shoppers whose address (or phone) has not shown it is
 * theirs, across every kind of message and every dealer on the platform: a stranger who types
 * someone else's address into enquiries, bookings and alert forms at many dealers gets at most
 * this many dealer-branded messages a day into that inbox. Counted on the address as its mailbox
 * sees it (`recipientKey`), so `victim+1@…`, `v.i.c.t.i.m@gmail.com` and `Victim@…` are one.
 *
 * Five a day: a shopper's own busy day (an enquiry or two, a booking's confirmation and its
 * reminder) fits in it, and someone else's inbox is not a pager. Not a dealer setting: the cap
 * guards the recipient, whom no one dealer speaks for.
 */
export const UNCONFIRMED_MESSAGES_PER_DAY = 5;

interface Mailbox {
  /** The characters that start a tag the provider ignores when it delivers (`user+tag`). */
  tagSeparator: string;
  /** Gmail: dots in the user part are ignored. */
  dotsIgnored?: boolean;
  /** One provider under two names. */
  domain?: string;
}

const PLUS: Mailbox = { tagSeparator: "+" };
const GMAIL: Mailbox = { tagSeparator: "+", dotsIgnored: true, domain: "gmail.com" };
/** Yahoo's disposable addresses are `basename-keyword@yahoo.com` (a '-', never a '+'). */
const YAHOO: Mailbox = { tagSeparator: "-" };

/**
 * What the large providers document:
 * - Gmail: "Dots don't matter in Gmail addresses" (support.google.com/mail/answer/7436150) and
 *   `user+anything` arrives ("Create task-specific email addresses"); googlemail.com is gmail.com.
 * - Outlook.com (outlook, hotmail, live, msn): plus addressing since 2013; Exchange Online too
 *   (learn.microsoft.com/exchange/recipients-in-exchange-online/plus-addressing-in-exchange-online).
 *   Dots count.
 * - iCloud Mail (icloud.com, me.com, mac.com): `user+tag` is delivered to `user` (receive only).
 * - Fastmail: plus addressing, and subdomain addressing `tag@user.fastmail.com` is
 *   `user+tag@fastmail.com` (fastmail.help/hc/en-us/articles/360060591053).
 * - Yahoo: no plus addressing; disposable addresses `basename-keyword@yahoo.com` all arrive in the
 *   one mailbox (Yahoo help "Disposable addresses"; US patent application 2006/0041621: "a
 *   preserved character, such as a dash"). Yahoo IDs take letters, digits, '_' and '.', not '-'.
 */
const MAILBOXES: Readonly<Record<string, Mailbox>> = {
  "gmail.com": GMAIL,
  "googlemail.com": GMAIL,
  "yahoo.com": YAHOO,
  "yahoo.com.au": YAHOO,
};
const SUBDOMAIN_ADDRESSING = ["fastmail.com", "fastmail.fm"];

/**
 * An email address as the mailbox it reaches: lower case; the `+tag` dropped (Gmail, Outlook.com,
 * iCloud and Fastmail document it, and so do Google Workspace, Exchange Online and Postfix's
 * usual `recipient_delimiter` on a dealer's or shopper's own domain — for a cap, merging two real
 * mailboxes only shares an allowance, while missing one lets the cap be beaten, so every other
 * domain is read the same way); Yahoo's `-keyword`; Gmail's dots; Fastmail's subdomain addressing.
 * Not an address to send to: a key to count under.
 */
export function normalisedEmail(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at <= 0) return text;
  let user = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.$/, "");
  const parent = SUBDOMAIN_ADDRESSING.find((base) => domain.endsWith(`.${base}`));
  if (parent) {
    const owner = domain.slice(0, -parent.length - 1);
    if (!owner.includes(".")) [user, domain] = [owner, parent];
  }
  const mailbox = MAILBOXES[domain] ?? PLUS;
  const cut = user.indexOf(mailbox.tagSeparator);
  if (cut > 0) user = user.slice(0, cut);
  if (mailbox.dotsIgnored) user = user.replaceAll(".", "");
  return `${user}@${mailbox.domain ?? domain}`;
}

/** The key one recipient's messages are counted under, whichever dealer sends them. */
export function recipientKey(channel: "email" | "sms", to: string): string {
  return channel === "email" ? normalisedEmail(to) : `tel:${normalisePhone(to)}`;
}
