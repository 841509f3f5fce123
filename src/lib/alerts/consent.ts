/**
 * The consent a shopper gives to alerts, worded once. The box that asks for it shows
 * exactly this text, and the subscription stores it with its version, so what the shopper agreed
 * to can be shown later word for word (Spam Act 2003: consent the sender can prove; see
 * docs/requirements.md). Change the wording → change the version.
 */
export const ALERT_CONSENT_VERSION = "2026-11-28";

export type AlertKind = "car" | "search";

export interface ConsentWordingFacts {
  kind: AlertKind;
  /** The dealer's trading name. */
  dealer: string;
  /** The dealer's word for what it sells, singular and plural ("car", "cars"). */
  item: { singular: string; plural: string };
}

export function alertConsentWording({ kind, dealer, item }: ConsentWordingFacts): string {
  const what =
    kind === "car"
      ? `when this ${item.singular}'s price drops or it is available again`
      : `about new ${item.plural} that match this search`;
  return `Yes, ${dealer} may send me alerts ${what}. Only these alerts, and every one has a link to stop them.`;
}

/** What a subscription keeps of the consent: who, when, where, and the words agreed to. */
export interface ConsentRecord {
  wording: string;
  version: string;
  at: string;
  page_url: string | null;
  /** The client address the request came from. */
  address: string;
  /** The phone the shopper was signed in with, if any. */
  signed_in_phone: string | null;
  /** When the address was confirmed by the link in the email (double opt-in); null for SMS to the signed-in phone. */
  confirmed_at: string | null;
}
