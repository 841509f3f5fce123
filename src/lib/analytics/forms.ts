import { type EnquiryKind, enquiryFormNames } from "../forms/enquiry-kinds.ts";
import type { FormInfo } from "./tracked.ts";

/**
 * The product's forms as the dealer's tags name them (ASC's `form_name`, `form_type` and
 * `department`). Apart from asc.ts so a form island carries these lines and not the mapping.
 */

/** An enquiry form as the tags hear of it: named as the dealer's CRM names it ("Vehicle Enquiry"). */
export function enquiryForm(kind: EnquiryKind, carId?: string): FormInfo {
  const { formType, type, department } = enquiryFormNames(kind);
  return { name: formType, type, department, ...(carId ? { car_id: carId } : {}) };
}

/** The finance pre-approval (the lender's application), a finance lead of the sales department. */
export const PRE_APPROVAL_FORM: FormInfo = { name: "Finance Pre-Approval", type: "finance", department: "sales" };
