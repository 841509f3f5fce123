import { appendFile, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { dataDir, isProduction } from "../env.ts";
import { sendWithPostmark } from "../providers/crm/postmark.ts";

/**
 * Email to one person (staff sign-in links today; issue 39's shopper messages next). Lead emails to
 * the dealer keep their own outbox path (providers/crm/email.ts): those must survive retries, these
 * are sent at once and asked for again if lost.
 */
export interface Email {
  tenant: string;
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  /** Resolves once the provider has taken the message; throws if it has not. */
  send(email: Email): Promise<void>;
}

/** EMAIL_PROVIDER, as for lead emails: "local" (the default outside production) or "postmark". */
function emailProviderName(): "local" | "postmark" {
  const name = process.env.EMAIL_PROVIDER || (isProduction() ? "postmark" : "local");
  if (name !== "local" && name !== "postmark")
    throw new Error(`EMAIL_PROVIDER must be "local" or "postmark", not "${name}"`);
  return name;
}

/** The local mailbox: one JSON line per message, per tenant, beside the local database. */
const mailboxFile = (tenant: string) => join(dataDir(), "mailbox", `${tenant}.jsonl`);

interface Mailed extends Email {
  sent_at: string;
}

/** The default provider: "sends" by appending to the tenant's mailbox file and logging, so sign-in works offline. */
export function localEmailProvider(log: (line: string) => void = (line) => console.log(line)): EmailProvider {
  return {
    name: "local",
    async send(email) {
      await mkdir(join(dataDir(), "mailbox"), { recursive: true });
      const line: Mailed = { ...email, sent_at: new Date().toISOString() };
      await appendFile(mailboxFile(email.tenant), `${JSON.stringify(line)}\n`);
      log(`[email:local] ${email.tenant} → ${email.to}: ${email.subject}`);
    },
  };
}

/** Production: Postmark's email API, the same call lead emails make (EMAIL_FROM or no-reply@ the site's host). */
export function postmarkEmailProvider(from: string): EmailProvider {
  const serverToken = process.env.POSTMARK_SERVER_TOKEN;
  if (!serverToken) throw new Error("EMAIL_PROVIDER=postmark needs POSTMARK_SERVER_TOKEN");
  return {
    name: "postmark",
    async send(email) {
      await sendWithPostmark({ to: [email.to], subject: email.subject, text: email.text }, from, crypto.randomUUID(), {
        serverToken,
        baseUrl: process.env.POSTMARK_API_URL,
      });
    },
  };
}

/** The provider for a site whose public address is `siteUrl` (the default sender's domain). */
export function emailProvider(siteUrl: string): EmailProvider {
  if (emailProviderName() === "local") return localEmailProvider();
  return postmarkEmailProvider(process.env.EMAIL_FROM || `no-reply@${new URL(siteUrl).hostname.replace(/^www\./, "")}`);
}

/**
 * The local mailbox may be read back (GET /api/dev/last-email) only where the local server turned
 * that on (FORECOURT_LOCAL_EMAIL, else the SMS switch scripts/serve.ts already sets), never in
 * production and never with a real provider: reading links means signing in as anyone.
 */
export function localEmailReadable(): boolean {
  const on = process.env.FORECOURT_LOCAL_EMAIL ?? process.env.FORECOURT_LOCAL_SMS;
  return !isProduction() && emailProviderName() === "local" && on === "on";
}

/** The last message the local mailbox holds for an address, or null. */
export async function lastLocalEmail(tenant: string, to: string): Promise<Mailed | null> {
  const text = await readFile(mailboxFile(tenant), "utf8").catch(() => "");
  const wanted = to.toLowerCase();
  const lines = text.split("\n").filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const mailed = JSON.parse(lines[i]!) as Mailed;
    if (mailed.to.toLowerCase() === wanted) return mailed;
  }
  return null;
}
