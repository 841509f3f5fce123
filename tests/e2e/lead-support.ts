import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "./test.ts";

/** A lead email as the dealer's mailbox gets it: the text, and the ADF/XML attachment where the dealer's CRM asks for ADF. */
export interface DeliveredLead {
  text: string;
  adf?: string;
}

const base64Body = (part: string) =>
  Buffer.from(part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n/g, ""), "base64").toString("utf8");

/** One .eml the local email provider wrote: a text part, or a text part and the ADF attachment. */
function readEml(eml: string): DeliveredLead {
  const boundary = /boundary="([^"]+)"/.exec(eml.slice(0, eml.indexOf("\r\n\r\n")))?.[1];
  if (!boundary) return { text: base64Body(eml) };
  const parts = eml.split(`--${boundary}`).slice(1, -1);
  const text = parts.find((part) => part.includes("Content-Type: text/plain"));
  const adf = parts.find((part) => part.includes("Content-Type: text/xml"));
  return { text: text ? base64Body(text) : "", ...(adf ? { adf: base64Body(adf) } : {}) };
}

/** What the local email provider delivered for a tenant (the lead was committed first, then sent). */
export function deliveredLeads(slug: string): DeliveredLead[] {
  const dir = join(".data/e2e/outbox", slug);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => readEml(readFileSync(join(dir, f), "utf8")));
}

/** Each delivered lead email's text. */
export function deliveredEmails(slug: string): string[] {
  return deliveredLeads(slug).map((lead) => lead.text);
}

/** The delivered lead whose text names `marker` (a test's unique name), once it has arrived. */
export async function deliveredLead(slug: string, marker: string): Promise<DeliveredLead> {
  await expect
    .poll(() => deliveredLeads(slug).some((lead) => lead.text.includes(marker)), { timeout: 15_000 })
    .toBe(true);
  return deliveredLeads(slug).find((lead) => lead.text.includes(marker))!;
}

/** What the local mailbox holds for shoppers of a tenant (acknowledgements, receipts, alerts). */
export interface MailedToShopper {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Base64 content, as Postmark takes it (a booking's .ics). */
  attachments?: { name: string; contentType: string; content: string }[];
}

export function shopperEmails(slug: string): MailedToShopper[] {
  const file = join(".data/e2e/mailbox", `${slug}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MailedToShopper);
}

/** A fresh Australian mobile number, so runs and projects never share a shopper. */
export const randomMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** A name no other test run uses, to find this test's lead among the delivered ones. */
export const uniqueName = (project: string) =>
  `${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in on the /sign-in page with a new mobile and the code the local SMS provider sent. */
export async function signInWithCode(page: Page): Promise<void> {
  const phone = randomMobile();
  await expect(page.locator(".sign-in[data-ready]")).toBeAttached();
  await page.getByRole("textbox", { name: "Mobile number", exact: true }).fill(phone);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByRole("button", { name: "Resend Code" })).toBeVisible();
  const code = await page.evaluate(
    async (p) => ((await (await fetch(`/api/dev/last-sms?phone=${p}`)).json()) as { code: string }).code,
    phone,
  );
  await page.getByRole("textbox", { name: "Verification code", exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}
