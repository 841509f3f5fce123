import type { LeadPayload } from "./lead-payload.ts";

/**
 * ADF/XML 1.0 ("Auto-lead Data Format"), the lead format automotive CRMs import: a <prospect>
 * with <requestdate>, <vehicle interest status> (year, make, model, vin, stock, price),
 * <customer><contact>, <vendor> (the dealer) and <provider> (us). Every value is escaped.
 */
export interface AdfParties {
  vendorName: string;
  vendorEmail?: string;
  vendorPhone?: string;
  providerName: string;
  providerUrl?: string;
}

export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const el = (name: string, value: unknown, attrs = "") =>
  value === undefined || value === null || value === "" ? "" : `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;

/** ADF's interest: what the shopper wants to do with the vehicle. */
function adfInterest(type: string): "buy" | "test-drive" | "trade-in" | "sell" | "service" {
  if (/test drive/i.test(type)) return "test-drive";
  if (/trade-in/i.test(type)) return "trade-in";
  if (/sell/i.test(type)) return "sell";
  if (/service/i.test(type)) return "service";
  return "buy";
}

export function toAdf(lead: LeadPayload, parties: AdfParties): string {
  const v = lead.vehicle;
  const c = lead.customer;
  const status = v?.condition === "new" ? "new" : "used";
  const vehicle = v
    ? `<vehicle interest="${adfInterest(lead.type)}" status="${status}">${el("id", v.id, ' source="feed"')}${el("year", v.year)}${el("make", v.make)}${el("model", v.model)}${el("trim", v.badge)}${el("vin", v.vin)}${el("stock", v.stock_number)}${el("price", v.price, ' type="asking" currency="AUD"')}</vehicle>`
    : "";
  const name = `${el("name", c.first_name, ' part="first"')}${el("name", c.last_name, ' part="last"')}`;
  const comments = [lead.type, lead.category, lead.comments].filter(Boolean).join(" / ");
  const address = c.postcode ? `<address>${el("postalcode", c.postcode)}${el("country", "AU")}</address>` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    "<prospect>",
    `<id sequence="1" source="${escapeXml(parties.providerName)}">${escapeXml(lead.id)}</id>`,
    el("requestdate", lead.created_at),
    vehicle,
    `<customer><contact>${name}${el("email", c.email)}${el("phone", c.phone)}${address}</contact>${el("comments", comments)}</customer>`,
    `<vendor>${el("vendorname", parties.vendorName)}<contact>${el("name", parties.vendorName, ' part="full"')}${el("email", parties.vendorEmail)}${el("phone", parties.vendorPhone)}</contact></vendor>`,
    `<provider>${el("name", parties.providerName, ' part="full"')}${el("url", parties.providerUrl)}</provider>`,
    "</prospect>",
    "</adf>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
