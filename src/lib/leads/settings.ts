import { z } from "zod";
import {
  destinationName,
  envName as envNameOf,
  hasUrl,
  httpTarget as httpTargetOf,
  urlMessage,
} from "../tenant/setting-parts.ts";

/**
 * Where a tenant's leads go. Secrets (webhook signing keys, CRM credentials, URLs with tokens in
 * them) are never written here: a destination names the environment variable that holds them.
 */

const envName = envNameOf("CRM_WEBHOOK_SECRET");
const name = destinationName;
const httpTarget = httpTargetOf(envName);

const leadDestinationSchema = z.discriminatedUnion("type", [
  z
    .strictObject({
      type: z.literal("email").describe("Email the lead (the local provider writes .eml files under .data/outbox)."),
      name: name.default("email").describe("Unique name of this destination; part of the delivery's idempotency key."),
      to: z.array(z.email()).min(1).optional().describe("Recipients; the dealer's contact email when omitted."),
      format: z
        .enum(["text", "adf"])
        .default("text")
        .describe("Plain text, or ADF/XML (many CRMs read ADF from a mailbox)."),
    })
    .describe("Email destination."),
  z
    .strictObject({
      type: z.literal("webhook").describe("POST the lead as JSON."),
      name: name.default("webhook").describe("Unique name of this destination."),
      ...httpTarget,
      secretEnv: envName
        .optional()
        .describe("Environment variable with the key that signs the body (X-Forecourt-Signature: sha256=<hex HMAC>)."),
    })
    .refine(hasUrl, urlMessage)
    .describe("JSON webhook destination."),
  z
    .strictObject({
      type: z.literal("adf").describe("POST the lead as ADF/XML 1.0 (the automotive CRM lead format)."),
      name: name.default("adf").describe("Unique name of this destination."),
      ...httpTarget,
      authorizationEnv: envName
        .optional()
        .describe("Environment variable with the Authorization header value the CRM expects."),
    })
    .refine(hasUrl, urlMessage)
    .describe("ADF/XML destination."),
]);

export const leadsSettingsSchema = z
  .strictObject({
    destinations: z
      .array(leadDestinationSchema)
      .default([])
      .refine((list) => new Set(list.map((d) => d.name)).size === list.length, "destination names must be unique")
      .describe("Where each lead is delivered, through the outbox. Empty: one email to the dealer's contact email."),
    maxAttempts: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(8)
      .describe("Delivery attempts before a delivery becomes a dead letter (npm run outbox -- list|replay)."),
    adfProvider: z.string().min(1).default("Forecourt").describe("<provider> name in ADF leads."),
    perIpHourlyLimit: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(20)
      .describe(
        "Enquiries accepted per hour from one IP address; more get 429. Slows form spam without a CAPTCHA; a shopper sends a handful at most.",
      ),
    overdueMinutes: z
      .number()
      .int()
      .optional()
      .describe(
        "Retired and ignored: the console's deadline is now the time promised to the shopper (promisedResponseMinutes). Still accepted so that an older tenant.json loads.",
      ),
    promisedResponseMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(60)
      .describe(
        "How soon the dealer promises to answer a lead, in minutes of opening hours of the yard's department (a lead after closing is answered that long after the next opening). The shopper's acknowledgement says by when ('We'll call you by 10:30 am tomorrow'); the console shows that same time as the lead's deadline, and the lead as overdue past it (its assignee and the owners are emailed once).",
      ),
  })
  .prefault({})
  .describe("Lead delivery to the dealer's CRM, and the console's response clock.");

export type LeadDestination = z.output<typeof leadDestinationSchema>;
export type LeadsSettings = z.output<typeof leadsSettingsSchema>;
