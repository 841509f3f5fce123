import { z } from "zod";

/** What the dealer's enquiry forms ask and require (tenant.json `enquiry`). */
export const enquirySettingsSchema = z
  .strictObject({
    commentsRequired: z.boolean().default(true).describe("Comments are required on enquiry forms unless switched off."),
    optInDefault: z
      .boolean()
      .default(false)
      .describe(
        "Marketing opt-in starts ticked. Off: the shopper ticks it. An Australian dealer (contact.country AU) cannot turn it on: the ACMA says a pre-ticked box is not consent under the Spam Act 2003, which outranks the spec's 'Opt-in default on'.",
      ),
    termsMessage: z
      .string()
      .optional()
      .describe("Terms text shown under enquiry forms on some sites; when set, shoppers must accept it."),
    categories: z
      .array(z.string().min(1).max(100))
      .min(1)
      .default(["Sales", "Service", "Parts", "Finance", "General"])
      .describe("Categories offered on the general and contact enquiry forms (spec §5: category required)."),
    locationField: z
      .enum(["auto", "show", "hide"])
      .default("auto")
      .describe(
        "Location picker on enquiry forms: 'auto' shows it when the dealer has more than one sales location; a shown location is required (spec §5).",
      ),
    multiStep: z
      .boolean()
      .default(true)
      .describe(
        "Forms that ask for more than contact details (trade-in, sell my car, service, test drive, fleet, parts, careers) ask for those first and the shopper's details in a second step (spec §4).",
      ),
  })
  .prefault({})
  .describe("Enquiry form options.");

export type EnquirySettings = z.output<typeof enquirySettingsSchema>;
