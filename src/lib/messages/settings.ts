import { z } from "zod";
import { ENQUIRY_KIND_NAMES, type EnquiryKind } from "../forms/enquiry-kinds.ts";

/**
 * Messages to shoppers (tenant.json `messages`): the acknowledgement of every lead and the
 * receipts for money, their branding and the dealer's own wording. The defaults work for every
 * dealer: the theme's logo and colour, the dealer's name, address and phone.
 */

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #0a3d62");

/** The placeholders a dealer's wording may use; any other `{…}` is a mistake caught when the config loads. */
export const WORDING_PLACEHOLDERS = ["first_name", "dealer", "car", "time", "enquiry"] as const;

const wording = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      (text) =>
        [...text.matchAll(/\{([^}]*)\}/g)].every(([, name]) =>
          (WORDING_PLACEHOLDERS as readonly string[]).includes(name!),
        ),
      `may use only the placeholders ${WORDING_PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`,
    );

export const messagesSettingsSchema = z
  .strictObject({
    acknowledgements: z
      .boolean()
      .default(true)
      .describe(
        "Email the shopper an acknowledgement of every enquiry the site takes (what was received, who calls back and by when). Receipts for deposits and payments are always sent.",
      ),
    smsAcknowledgements: z
      .boolean()
      .default(false)
      .describe("Also text the acknowledgement when the shopper gave an Australian mobile (costs an SMS per lead)."),
    perRecipientHourlyLimit: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(5)
      .describe(
        "Acknowledgements one email address (and one phone) gets per hour; further leads are still taken, but not acknowledged, so nobody can flood an inbox through the forms.",
      ),
    smsAlerts: z
      .boolean()
      .default(false)
      .describe(
        "Let signed-in shoppers take alerts by text to their own phone. Turn on only once the SMS provider forwards replies to /api/hooks/sms-inbound?key=<SMS_INBOUND_KEY>, so a reply of STOP ends them (the Spam Act's unsubscribe must work by SMS too); email alerts are always offered.",
      ),
    alertsPerDay: z
      .number()
      .int()
      .min(1)
      .max(20)
      .default(3)
      .describe(
        "Instant alerts (price drops, cars back in stock, new matches for a saved search) one alert may send a day; later news waits for the next day. Digests are one message each.",
      ),
    logo: z
      .string()
      .regex(/^(\/[^\s]*|https:\/\/\S+)$/, "must be a path on the site (/images/logo.png) or an https address")
      .optional()
      .describe(
        "Logo at the top of emails: a path under the tenant's public folder or an absolute https URL. theme.logo when omitted; the dealer's name as text when neither is set.",
      ),
    colour: colour
      .optional()
      .describe("Colour of the email's header band and buttons. theme.primary when omitted, else a dark blue."),
    replyTo: z
      .email()
      .optional()
      .describe(
        "Where a shopper's reply to an email goes. The contact email of the yard, or contact.email, when omitted.",
      ),
    signOff: wording(200)
      .default("The team at {dealer}")
      .describe("The last line of every message. Placeholders: {dealer}."),
    nextSteps: z
      .partialRecord(z.enum(ENQUIRY_KIND_NAMES), wording(400))
      .default({})
      .describe(
        "Per enquiry kind (vehicle, test-drive, finance, service…), what happens next in the acknowledgement, replacing ours. Placeholders: {first_name}, {dealer}, {car}, {time} (e.g. 'by 10:30 am tomorrow'), {enquiry}.",
      ),
  })
  .prefault({})
  .describe("Messages to shoppers: acknowledgements of enquiries and receipts for deposits and payments.");

export type MessagesSettings = z.output<typeof messagesSettingsSchema>;
export type NextStepsWording = Partial<Record<EnquiryKind, string>>;
