import { oneLine } from "#lib/format/one-line.ts";
import { optInLine } from "#lib/forms/marketing-opt-in.ts";
import { TYPED_HEADING, VERIFIED_HEADING } from "#lib/leads/verified.ts";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { toAdf, type AdfParties } from "./adf.ts";
import type { LeadPayload } from "./lead-payload.ts";

export interface LeadEmail {
  to: string[];
  subject: string;
  text: string;
  /** An ADF attachment as text/xml, when the destination asks for ADF. */
  adf?: string;
}

/** The dealer-facing email: subject line and a plain-text body a salesperson can act on. */
export function leadEmail(lead: LeadPayload, to: string[], format: "text" | "adf", parties: AdfParties): LeadEmail {
  const c = lead.customer;
  const who = [c.first_name, c.last_name].filter(Boolean).join(" ");
  const v = lead.vehicle;
  const lines = [
    lead.update ? `Update to an earlier lead: ${lead.update.text}` : "",
    "",
    `${lead.type}${lead.category ? ` / ${lead.category}` : ""}`,
    "",
    `Name: ${who}`,
    c.phone ? `Phone: ${c.phone}` : "",
    c.email ? `Email: ${c.email}` : "",
    c.postcode ? `Postcode: ${c.postcode}` : "",
    optInLine(c.opt_in, c.opt_in_wording),
    v
      ? `Vehicle: ${[v.year, v.make, v.model, v.badge].filter(Boolean).join(" ") || v.id}${v.stock_number ? ` (stock ${v.stock_number})` : ""}${v.price ? `, $${v.price}` : ""}`
      : "",
    ...Object.entries(lead.details).map(
      ([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    ),
    "",
    lead.verified?.length ? `${VERIFIED_HEADING}:\n${lead.verified.map((fact) => `- ${fact}`).join("\n")}\n` : "",
    lead.comments ? `${TYPED_HEADING}:\n${lead.comments}` : "",
    lead.page_url ? `\nSent from ${lead.page_url}` : "",
    `Lead ${lead.id} at ${lead.created_at}`,
  ].filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""));
  return {
    to,
    // The name is the shopper's own typing (a lead stored before names were refused with line breaks too).
    subject: oneLine(
      `${lead.update ? `Update (${lead.update.kind}): ` : ""}${lead.type}: ${who}${v?.make ? ` – ${[v.year, v.make, v.model].filter(Boolean).join(" ")}` : ""}`,
    ),
    text: lines.join("\n"),
    adf: format === "adf" ? toAdf(lead, parties) : undefined,
  };
}

/** RFC 5322 text of the email (one text part, plus the ADF as an attachment). */
export function toEml(email: LeadEmail, from: string, messageId: string, date = new Date()): string {
  const header = (name: string, value: string) => `${name}: ${value.replace(/[\r\n]+/g, " ")}`;
  const encodedSubject = `=?UTF-8?B?${Buffer.from(email.subject).toString("base64")}?=`;
  const common = [
    header("From", from),
    header("To", email.to.join(", ")),
    header("Subject", encodedSubject),
    header("Date", date.toUTCString()),
    header("Message-ID", `<${messageId}>`),
    "MIME-Version: 1.0",
  ];
  const text = Buffer.from(email.text).toString("base64").replace(/.{76}/g, "$&\r\n");
  if (!email.adf)
    return [
      ...common,
      "Content-Type: text/plain; charset=UTF-8",
      "Content-Transfer-Encoding: base64",
      "",
      text,
      "",
    ].join("\r\n");
  const boundary = `forecourt-${messageId.replace(/[^\w]/g, "")}`;
  const adf = Buffer.from(email.adf).toString("base64").replace(/.{76}/g, "$&\r\n");
  return [
    ...common,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    text,
    `--${boundary}`,
    'Content-Type: text/xml; charset=UTF-8; name="lead.adf.xml"',
    'Content-Disposition: attachment; filename="lead.adf.xml"',
    "Content-Transfer-Encoding: base64",
    "",
    adf,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/**
 * The local email provider: writes `<dir>/<tenant>/<delivery id>.eml`. The file name is the
 * delivery's, so a retried delivery rewrites the same file instead of adding a second email.
 */
const made = new Set<string>();

export async function writeEml(dir: string, slug: string, deliveryId: string, eml: string): Promise<string> {
  const folder = join(dir, slug);
  if (!made.has(folder)) {
    await mkdir(folder, { recursive: true });
    made.add(folder);
  }
  const file = join(folder, `${deliveryId}.eml`);
  await writeFile(`${file}.tmp`, eml);
  await rename(`${file}.tmp`, file);
  return file;
}
