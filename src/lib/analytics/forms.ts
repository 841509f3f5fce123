import { type EnquiryKind, storedEnquiryType } from "../forms/enquiry-kinds.ts";
import type { FormInfo } from "./tracked.ts";

/**
 * Issue 27: the product's forms as the dealer's tags name them (ASC's `form_name`, `form_type` and
 * `department`). Apart from asc.ts so a form island carries this table and not the mapping.
 */

/** Each enquiry as ASC's form types and departments (Dealer Inspire's and Fullpath's words). */
const ENQUIRY_FORMS: Record<EnquiryKind, Pick<FormInfo, "type" | "department">> = {
  vehicle: { type: "sales", department: "sales" },
  reserve: { type: "sales", department: "sales" },
  general: { type: "other", department: "other" },
  contact: { type: "other", department: "other" },
  "test-drive": { type: "sales appointment", department: "sales" },
  service: { type: "service appointment", department: "service" },
  finance: { type: "finance", department: "sales" },
  "trade-in": { type: "trade", department: "trade" },
  "sell-my-car": { type: "trade", department: "trade" },
  careers: { type: "other", department: "other" },
  fleet: { type: "sales", department: "sales" },
  parts: { type: "parts", department: "parts" },
};

/** An enquiry form as the tags hear of it: named as the dealer's CRM names it ("Vehicle Enquiry"). */
export const enquiryForm = (kind: EnquiryKind, carId?: string): FormInfo => ({
  name: storedEnquiryType(kind).formType,
  ...ENQUIRY_FORMS[kind],
  ...(carId ? { car_id: carId } : {}),
});

/** The finance pre-approval (the lender's application), a finance lead of the sales department. */
export const PRE_APPROVAL_FORM: FormInfo = { name: "Finance Pre-Approval", type: "finance", department: "sales" };
