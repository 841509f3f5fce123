/**
 * Every enquiry the sites send (issue 5). The form type is what the dealer's CRM sees; the
 * category, where a form does not ask for one, is implied by the kind.
 */
const ENQUIRY_KINDS = {
  vehicle: { formType: "Vehicle Enquiry", category: "Sales" },
  reserve: { formType: "Reserve Online", category: "Sales" },
  general: { formType: "General Enquiry", category: undefined },
  contact: { formType: "Contact Enquiry", category: undefined },
  "test-drive": { formType: "Test Drive Booking", category: "Sales" },
  service: { formType: "Service Booking", category: "Service" },
  finance: { formType: "Finance Enquiry", category: "Finance" },
  "trade-in": { formType: "Trade-In Enquiry", category: "Sales" },
  "sell-my-car": { formType: "Sell My Car", category: "Sales" },
  careers: { formType: "Careers Enquiry", category: "Career Enquiry" },
  fleet: { formType: "Fleet Enquiry", category: "Sales" },
  parts: { formType: "Parts Enquiry", category: "Parts" },
} as const;

export type EnquiryKind = keyof typeof ENQUIRY_KINDS;
export const ENQUIRY_KIND_NAMES = Object.keys(ENQUIRY_KINDS) as EnquiryKind[];

/** Kinds that are about one car, so the car is required. */
export const KINDS_NEEDING_CAR: readonly EnquiryKind[] = ["vehicle", "reserve"];

/** Kinds whose form shows a category picker, so the shopper must choose (§5 "category required"). */
export const KINDS_WITH_CATEGORY_PICKER: readonly EnquiryKind[] = ["general", "contact"];

interface StoredEnquiryType {
  formType: string;
  category: string | undefined;
}

/**
 * §4: a Careers Enquiry is converted to General Enquiry / Career Enquiry. Other kinds keep their
 * form type; a chosen category wins over the implied one.
 */
export function storedEnquiryType(
  kind: EnquiryKind,
  chosenCategory?: string,
  careers = { formType: "General Enquiry", category: "Career Enquiry" },
): StoredEnquiryType {
  if (kind === "careers") return careers;
  return { formType: ENQUIRY_KINDS[kind].formType, category: chosenCategory ?? ENQUIRY_KINDS[kind].category };
}
