import { isProduction } from "../../env.ts";
import { localEmailProvider } from "./local.ts";
import { postmarkEmailProvider } from "./postmark.ts";
import type { EmailProvider } from "./types.ts";

export type { EmailProvider, EmailReceipt, OutgoingEmail } from "./types.ts";

/** EMAIL_PROVIDER: "local" (the file mailbox; the default outside production) or "postmark" (the default in production). */
export function emailProviderName(): "local" | "postmark" {
  const name = process.env.EMAIL_PROVIDER || (isProduction() ? "postmark" : "local");
  if (name !== "local" && name !== "postmark")
    throw new Error(`EMAIL_PROVIDER must be "local" or "postmark", not "${name}"`);
  return name;
}

export function emailProvider(): EmailProvider {
  if (emailProviderName() === "local") return localEmailProvider();
  const serverToken = process.env.POSTMARK_SERVER_TOKEN;
  if (!serverToken) throw new Error("EMAIL_PROVIDER=postmark needs POSTMARK_SERVER_TOKEN");
  return postmarkEmailProvider({ serverToken, baseUrl: process.env.POSTMARK_API_URL });
}

/** EMAIL_FROM, else no-reply@ the site's host: the address messages to people come from. */
export function emailFromAddress(siteUrl: string): string {
  return process.env.EMAIL_FROM || `no-reply@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
}

/**
 * Alerts come from an address of their own (Gmail's sender guidelines: subscription messages and
 * the rest from different addresses), so a shopper's mail program can tell them apart and a
 * complaint about alerts never marks the receipts as spam.
 */
export function alertsFromAddress(siteUrl: string): string {
  return process.env.ALERTS_EMAIL_FROM || `alerts@${new URL(siteUrl).hostname.replace(/^www\./, "")}`;
}

/**
 * The local mailbox may be read back (GET /api/dev/last-email) only where the local server turned
 * that on (FORECOURT_LOCAL_EMAIL, else the SMS switch scripts/serve.ts already sets), never in
 * production and never with a real provider: reading sign-in links means signing in as anyone.
 */
export function localEmailReadable(): boolean {
  const on = process.env.FORECOURT_LOCAL_EMAIL ?? process.env.FORECOURT_LOCAL_SMS;
  return !isProduction() && emailProviderName() === "local" && on === "on";
}
