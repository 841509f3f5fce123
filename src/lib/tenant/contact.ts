import { z } from "zod";

/** The dealer's main contact details (tenant.json `contact`), as the footer, pages and feeds show them. */
export const contactSchema = z
  .strictObject({
    phone: z.string().min(8).describe("Main phone number."),
    email: z.email().describe("Main enquiry email."),
    street: z.string().describe("Street address of the main location."),
    suburb: z.string().describe("Suburb."),
    state: z.enum(["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"]).describe("State or territory."),
    postcode: z
      .string()
      .regex(/^\d{4}$/, "must be a 4-digit postcode")
      .describe("Postcode."),
  })
  .describe("Identity and contact details of the dealer.");

export type DealerContact = z.output<typeof contactSchema>;
