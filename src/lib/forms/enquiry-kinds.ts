/**
 * Every enquiry the sites send. The form type is what the dealer's CRM sees; the
 * category, where a form does not ask for one, is implied by the kind. `asc` is how the dealer's
 * analytics tags name it (ASC's form type and department, Dealer Inspire's and
 * Fullpath's words).
 */
const ENQUIRY_KINDS = {
  vehicle: { formType: "Vehicle Enquiry", category: "Sales", asc: { type: "sales", department: "sales" } },
  reserve: { formType: "Reserve Online", category: "Sales", asc: { type: "sales", department: "sales" } },
  general: { formType: "General Enquiry", category: undefined, asc: { type: "other", department: "other" } },
  contact: { formType: "Contact Enquiry", category: undefined, asc: { type: "other", department: "other" } },
  "test-drive": {
    formType: "Test Drive Booking",
    category: "Sales",
    asc: { type: "sales appointment", department: "sales" },
  },
  service: {
    formType: "Service Booking",
    category: "Service",
    asc: { type: "service appointment", department: "service" },
  },
  finance: { formType: "Finance Enquiry", category: "Finance", asc: { type: "finance", department: "sales" } },
  "trade-in": { formType: "Trade-In Enquiry", category: "Sales", asc: { type: "trade", department: "trade" } },
  "sell-my-car": { formType: "Sell My Car", category: "Sales", asc: { type: "trade", department: "trade" } },
  careers: { formType: "Careers Enquiry", category: "Career Enquiry", asc: { type: "other", department: "other" } },
  fleet: { formType: "Fleet Enquiry", category: "Sales", asc: { type: "sales", department: "sales" } },
  parts: { formType: "Parts Enquiry", category: "Parts", asc: { type: "parts", department: "parts" } },
} as const;

/** The enquiry's CRM form type with its analytics form type and department. */
export const enquiryFormNames = (kind: EnquiryKind) => ({
  formType: ENQUIRY_KINDS[kind].formType,
  ...ENQUIRY_KINDS[kind].asc,
});

export type EnquiryKind = keyof typeof ENQUIRY_KINDS;
export const ENQUIRY_KIND_NAMES = Object.keys(ENQUIRY_KINDS) as EnquiryKind[];

/** Kinds that are about one car, so the car is required. */
export const KINDS_NEEDING_CAR: readonly EnquiryKind[] = ["vehicle", "reserve"];

/**
 * Kinds whose lead goes to the yard that will see the shopper's own car (a trade-in, a car to
 * sell): the yard is the one question where a form would ask for a location and a dealership,
 * and the dealership follows from it (src/lib/forms/enquiry-routing.ts).
 */
export const KINDS_SENT_TO_A_YARD: readonly EnquiryKind[] = ["trade-in", "sell-my-car"];

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
