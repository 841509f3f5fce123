import { normalisePhone } from "../forms/phone.ts";

/**
 * Searching the inbox and keeping one shopper's leads together. A salesperson types what
 * they have — a name, a phone as they heard it ("0412 345 678", "+61 412…"), an email, a rego or a
 * stock number — and a shopper with an enquiry, a booking and a deposit is one person.
 */

/** What the search box may hold: longer is not a name, phone, email, rego or stock number. */
export const INBOX_SEARCH_MAX = 80;
/** Fewer digits than this are not taken as a phone (a "2" in "Ford Ranger 2" is not a number to dial). */
export const PHONE_SEARCH_MIN_DIGITS = 6;

export interface InboxSearchTerms {
  /** Lower-cased words as typed, for names and emails (matched as a part). */
  text: string;
  /** The phone as the leads store it ("0412345678"), when the search reads as one; else null. */
  phone: string | null;
  /** Upper-cased with no spaces or dashes, for regos and stock numbers (matched whole). */
  code: string;
}

/** The search box's words as the store's queries compare them; null for an empty search. */
export function inboxSearchTerms(query: string): InboxSearchTerms | null {
  const text = query.trim().replace(/\s+/g, " ").slice(0, INBOX_SEARCH_MAX).toLowerCase();
  if (!text) return null;
  const looksLikePhone = /^[+\d\s\-().]+$/.test(text) && text.replace(/\D/g, "").length >= PHONE_SEARCH_MIN_DIGITS;
  return {
    text,
    phone: looksLikePhone ? normalisePhone(text) : null,
    code: text.replace(/[\s-]/g, "").toUpperCase(),
  };
}

/** A LIKE pattern's own characters taken literally (the search is a part of a name, never a pattern). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One shopper: their phone (as stored), else their email, else the lead alone. */
export function shopperKey(lead: { id: string; contact?: { phone: string | null; email: string | null } }): string {
  const phone = lead.contact?.phone ? normalisePhone(lead.contact.phone) : "";
  if (phone) return `phone:${phone}`;
  const email = lead.contact?.email?.trim().toLowerCase();
  return email ? `email:${email}` : `lead:${lead.id}`;
}

export interface ShopperGroup<T> {
  key: string;
  leads: T[];
}

/** Leads gathered by shopper, each shopper where their newest lead stood, their leads in the order given. */
export function groupByShopper<T extends { id: string; contact?: { phone: string | null; email: string | null } }>(
  leads: readonly T[],
): ShopperGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const lead of leads) {
    const key = shopperKey(lead);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  return [...groups].map(([key, grouped]) => ({ key, leads: grouped }));
}

/** A stored phone spaced as Australians say it: "0412 345 678", "(02) 9876 5432", "1300 123 456"; others as stored. */
export function spacedPhone(phone: string): string {
  const digits = normalisePhone(phone);
  if (/^04\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0[2378]\d{8}$/.test(digits)) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return phone;
}
