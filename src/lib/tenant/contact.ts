import { z } from "zod";

const AU_STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"] as const;

/** The dealer's main contact details (tenant.json `contact`), as the footer, pages and feeds show them. */
export const contactSchema = z
  .strictObject({
    phone: z.string().min(8).describe("Main phone number."),
    email: z.email().describe("Main enquiry email."),
    street: z.string().describe("Street address of the main location."),
    suburb: z.string().describe("Suburb."),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "must be a two-letter country code such as AU or NZ")
      .default("AU")
      .describe("Country of the main location (ISO 3166 code): AU, or NZ for a New Zealand dealer."),
    state: z.enum(AU_STATES).optional().describe("State or territory (Australian dealers; required there)."),
    region: z.string().min(1).optional().describe("Region, for a dealer outside Australia (e.g. Canterbury)."),
    postcode: z
      .string()
      .regex(/^\d{4}$/, "must be a 4-digit postcode")
      .describe("Postcode."),
  })
  .superRefine((contact, ctx) => {
    if (contact.country === "AU" && !contact.state)
      ctx.addIssue({ code: "custom", path: ["state"], message: `must be one of ${AU_STATES.join(", ")}` });
  })
  .describe("Identity and contact details of the dealer.");

/** The part of the address after the suburb: "NSW 2150", "Canterbury 8011". */
export function regionAndPostcode(contact: Pick<DealerContact, "state" | "region" | "postcode">): string {
  return [contact.state ?? contact.region, contact.postcode].filter(Boolean).join(" ");
}

export type DealerContact = z.output<typeof contactSchema>;
