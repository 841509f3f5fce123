import { DETAIL_FIELDS } from "#lib/forms/enquiry-details.ts";
import type { EnquiryKind } from "#lib/forms/enquiry-kinds.ts";
import { CONTACT_FIELDS } from "../forms/ContactFields.tsx";

/** The enquiry form's text inputs: the contact inputs, then the postcode. */
export const TEXT_FIELDS = [...CONTACT_FIELDS, ["postcode", "Postcode", "postal-code", "text"] as const];

/** The comment an enquiry about a special offer starts with: its title as the shopper saw it, else its id. */
export const offerComment = (offerId: string, title?: string) =>
  title
    ? `I'd like to know more about the special offer "${title}".`
    : `I'd like to know more about special offer ${offerId}.`;

/**
 * An offer page's 'Enquire about this offer' links here with ?offer=<id>&offer_title=: the comment
 * that says which offer (page_url carries it too), or undefined.
 */
export function offerCommentOfQuery(search: string): string | undefined {
  const query = new URLSearchParams(search);
  const offer = query.get("offer")?.trim();
  // The title is display text only (the id and page_url identify the offer): printable, one line, short.
  const title =
    query
      .get("offer_title")
      ?.replace(/[\p{C}]/gu, "")
      .trim()
      .slice(0, 120) || undefined;
  return offer && /^[\w.-]{1,64}$/.test(offer) ? offerComment(offer, title) : undefined;
}

/** Every field the form can show, top to bottom: the error summary lists problems in this order. */
export const pageOrder = (kind: EnquiryKind): string[] => [
  ...TEXT_FIELDS.map(([name]) => name),
  "category",
  "location_id",
  "dealership_id",
  ...DETAIL_FIELDS[kind].map((field) => `details.${field.name}`),
  "comments",
  "terms_accepted",
];

export const fieldId = (path: string) => `enquiry-${path.replace(/\./g, "-")}`;

export function labelOf(field: string, kind: EnquiryKind): string {
  const detail = DETAIL_FIELDS[kind].find((f) => `details.${f.name}` === field);
  if (detail) return detail.label;
  const known: Record<string, string> = {
    first_name: "First name",
    last_name: "Last name",
    location_id: "Location",
    dealership_id: "Dealership",
    terms_accepted: "Terms",
    car_id: "Car",
  };
  return known[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
}
