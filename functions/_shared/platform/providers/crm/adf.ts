import { TYPED_HEADING, VERIFIED_HEADING } from "#lib/leads/verified.ts";
import { formatDollars } from "#lib/format/money.ts";
import { optInLine } from "#lib/forms/marketing-opt-in.ts";
import { normalisePhone } from "#lib/forms/phone.ts";
import type { LeadPayload, LeadVehicle } from "./lead-payload.ts";

/**
 * ADF/XML 1.0 ("Auto-lead Data Format", the lead format automotive CRMs import), valid against
 * the specification's DTD (tests/fixtures/adf/adf-1.0.dtd; tests/functions/adf.test.ts checks
 * every lead kind with xmllint). Children are written in the DTD's order:
 *
 *   prospect: id, requestdate, vehicle+, customer, vendor, provider
 *   vehicle:  id, year, make, model, vin, stock, trim, odometer, price, finance, comments
 *   customer: contact (name+, email, phone), comments
 *
 * - Every prospect has a vehicle (the DTD requires one): the dealer's car the lead is about; the
 *   shopper's own car (trade-in, sell, service, parts); or, for an enquiry about no car, a vehicle
 *   with empty year, make and model (the DTD requires the elements; #PCDATA may be empty) and no
 *   status, rather than a guess.
 * - `interest` is one of ADF's five (see adfInterest); `status` new or used, left out when unknown
 *   (a demo car is "used": ADF has only the two).
 * - No <address>: the DTD requires a <street> in it and a lead has only a postcode, which goes in
 *   the customer's comments.
 * - <phone type> is "cellphone" for an Australian mobile (04…) and "voice" otherwise; no `time`
 *   (a lead has no best time to call; ADF's default is "nopreference").
 * - What the lead is (its form type) goes in <provider><service>, the element ADF has for "the
 *   service that originated the lead", and on the first line of the customer's comments.
 * - An update of a lead sent before (its booking moved or cancelled) is the same
 *   prospect (the same <id>), requested when it changed, its comments opening with what changed.
 * - Not written, because the DTD and the spec's prose disagree on them: <timeframe> (a preferred
 *   date goes in the comments), vehicle <condition>, phone `besttime`.
 * Every value is escaped; characters XML 1.0 does not allow are dropped.
 */
export interface AdfParties {
  vendorName: string;
  vendorEmail?: string;
  vendorPhone?: string;
  providerName: string;
  providerUrl?: string;
  /** The dealer's currency (pricing.currency), which a vehicle's asking price is in; AUD when unset. */
  currency?: string;
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

type Value = string | number | null | undefined;

const blank = (value: Value): value is null | undefined | "" =>
  value === undefined || value === null || String(value).trim() === "";

/** An optional element: left out when there is no value. */
const el = (name: string, value: Value, attrs = "") =>
  blank(value) ? "" : `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;

/** A required element: written even when empty (year, make and model of a vehicle nobody named). */
const required = (name: string, value: Value, attrs = "") =>
  `<${name}${attrs}>${blank(value) ? "" : escapeXml(String(value))}</${name}>`;

/** ADF 1.0's interests: what the customer wants to do with a vehicle. */
type Interest = "buy" | "lease" | "sell" | "trade-in" | "test-drive";

/**
 * What kind of lead, from its form type (src/lib/forms/enquiry-kinds.ts; site leads name their
 * own: "Reserve Online", "Online Payment", "Online Purchase", "Spin to Win").
 */
function leadKind(type: string): "test-drive" | "trade-in" | "sell" | "service" | "parts" | "other" {
  if (/test[\s-]?drive/i.test(type)) return "test-drive";
  if (/trade[\s-]?in/i.test(type)) return "trade-in";
  if (/\bsell\b/i.test(type)) return "sell";
  if (/\bservice\b/i.test(type)) return "service";
  if (/\bparts\b/i.test(type)) return "parts";
  return "other";
}

/**
 * The interest of the lead's main vehicle. ADF 1.0 allows only buy | lease | sell | trade-in |
 * test-drive (docs/functions-and-data.md § ADF leads):
 *   Test Drive Booking → test-drive
 *   Trade-In Enquiry   → trade-in (the shopper's car; a dealer's car on the same lead → buy)
 *   Sell My Car        → sell
 *   everything else    → buy, the DTD's default: vehicle, reserve, online payment and purchase,
 *     finance, fleet, general, contact, careers, spin to win, and service and parts bookings
 *     (ADF has no service interest; their vehicle is the customer's own car, status used, and
 *     <provider><service> and the comments say it is a service or parts lead). Never "lease":
 *     no form asks whether the shopper wants to lease.
 */
export function adfInterest(type: string): Interest {
  const kind = leadKind(type);
  return kind === "test-drive" || kind === "trade-in" || kind === "sell" ? kind : "buy";
}

interface AdfVehicle {
  interest: Interest;
  /** Left out when unknown (ADF's default, "new", is then what a validating parser reads). */
  status?: "new" | "used";
  id?: string;
  year?: Value;
  make?: Value;
  model?: Value;
  vin?: Value;
  stock?: Value;
  trim?: Value;
  km?: Value;
  price?: Value;
  /** How the shopper means to pay: a finance lead's deposit and trade-in, and what is left to finance. */
  finance?: { downpayment: number; balance?: number };
  comments: string[];
}

/** ADF's <finance>: the deposit and trade-in as the down payment, the rest as the balance to finance. */
function financeXml(finance: AdfVehicle["finance"], currency: string): string {
  if (!finance) return "";
  const money = ` currency="${escapeXml(currency)}"`;
  return [
    "<finance><method>finance</method>",
    el("amount", finance.downpayment, ` type="downpayment" limit="exact"${money}`),
    finance.balance === undefined ? "" : el("balance", finance.balance, ` type="finance"${money}`),
    "</finance>",
  ].join("");
}

function vehicleXml(v: AdfVehicle, currency: string): string {
  const attrs = ` interest="${v.interest}"${v.status ? ` status="${v.status}"` : ""}`;
  return [
    `<vehicle${attrs}>`,
    el("id", v.id, ' source="feed"'),
    required("year", v.year),
    required("make", v.make),
    required("model", v.model),
    el("vin", v.vin),
    el("stock", v.stock),
    el("trim", v.trim),
    el("odometer", v.km, ' units="km"'),
    el("price", v.price, ` type="asking" currency="${escapeXml(currency)}"`),
    financeXml(v.finance, currency),
    el("comments", v.comments.filter(Boolean).join("\n")),
    "</vehicle>",
  ].join("");
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() || undefined : undefined;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const statusOf = (condition: unknown): "new" | "used" | undefined =>
  condition === "new" ? "new" : condition === "used" || condition === "demo" ? "used" : undefined;

/** The dealer's car the lead is about, as it was when the lead came in (or only its id, if the feed had dropped it). */
function dealerCar(v: LeadVehicle, interest: Interest): AdfVehicle {
  const known = v.year !== undefined || v.make !== undefined || v.model !== undefined;
  return {
    interest,
    status: statusOf(v.condition),
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    vin: v.vin,
    stock: v.stock_number,
    trim: v.badge,
    price: v.price,
    comments: [
      known ? "" : `Only the car's id (${v.id}) is known: it was not in the stock feed when the lead came in.`,
      v.url ? `Car page: ${v.url}` : "",
    ],
  };
}

/** The shopper's own car from a trade-in or sell-my-car form, or from an online trade-in valuation. */
function shoppersCar(interest: Interest, details: Record<string, unknown>, currency: string): AdfVehicle | undefined {
  const typed = record(details.vehicle);
  const valuation = record(details.valuation);
  const valued = record(valuation?.vehicle);
  const car = typed ?? valued;
  if (!car) return undefined;
  const rego = text(car.rego);
  const estimate = record(valuation?.estimate);
  return {
    interest,
    status: "used",
    year: text(car.year),
    make: text(car.make),
    model: text(car.model),
    vin: text(car.vin),
    trim: text(car.badge),
    km: text(car.km),
    comments: [
      rego ? `Registration: ${rego}${text(car.state) ? ` (${text(car.state)})` : ""}` : "",
      text(valuation?.condition) ? `Condition: ${text(valuation?.condition)}` : "",
      estimate && typeof estimate.low === "number" && typeof estimate.high === "number"
        ? `Online estimate: ${formatDollars(estimate.low, currency)} to ${formatDollars(estimate.high, currency)} (${text(estimate.confidence)} confidence)`
        : "",
    ],
  };
}

/** A vehicle for every lead: what it is about, the shopper's car, or an unnamed vehicle (see the comment at the top). */
function vehiclesOf(lead: LeadPayload, currency: string): AdfVehicle[] {
  const kind = leadKind(lead.type);
  const interest = adfInterest(lead.type);
  const d = lead.details ?? {};
  const vehicles: AdfVehicle[] = [];
  if (lead.vehicle) vehicles.push(dealerCar(lead.vehicle, kind === "test-drive" ? "test-drive" : "buy"));
  if (kind === "service" || kind === "parts") {
    vehicles.push({
      interest: "buy",
      status: "used",
      vin: text(d.vin),
      comments: [
        `The customer's own vehicle, the subject of this ${lead.type}.`,
        typeof d.vehicle === "string" && d.vehicle.trim() ? `Vehicle: ${d.vehicle.trim()}` : "",
        text(d.rego) ? `Registration: ${text(d.rego)}` : "",
      ],
    });
  } else {
    const own = shoppersCar(kind === "sell" ? "sell" : "trade-in", d, currency);
    if (own) vehicles.push(own);
  }
  // A finance enquiry from a car's finance link carries the car's VIN and type, not its id.
  if (!lead.vehicle && vehicles.length === 0 && text(d.vin))
    vehicles.push({ interest, status: statusOf(text(d.car_type)?.toLowerCase()), vin: text(d.vin), comments: [] });
  if (vehicles.length === 0) vehicles.push({ interest, comments: [`No vehicle was named in this ${lead.type}.`] });
  const finance = financeOf(d);
  return finance ? [{ ...vehicles[0]!, finance }, ...vehicles.slice(1)] : vehicles;
}

/** A pre-approval's deposit and trade-in (and the price it was quoted on), for the vehicle being financed. */
function financeOf(details: Record<string, unknown>): AdfVehicle["finance"] {
  const deposit = Number(details.deposit_and_trade_in);
  if (!Number.isFinite(deposit) || deposit <= 0) return undefined;
  const price = Number(details.purchase_price);
  return { downpayment: deposit, balance: Number.isFinite(price) && price > deposit ? price - deposit : undefined };
}

/** "preferred_date" → "Preferred date", "vin" → "VIN". */
const label = (key: string) => (key === "vin" ? "VIN" : key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, " "));

/** The lead in words for the salesperson: kind, postcode, the form's other answers, consent, the shopper's message. */
function customerComments(lead: LeadPayload): string {
  const details = Object.entries(lead.details ?? {})
    .filter(([, value]) => typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    .map(([key, value]) => `${label(key)}: ${String(value)}`);
  return [
    lead.update ? `Update to lead ${lead.id}: ${lead.update.text}` : "",
    `${lead.type}${lead.category ? ` / ${lead.category}` : ""}`,
    lead.customer.postcode ? `Postcode: ${lead.customer.postcode}` : "",
    ...details,
    optInLine(lead.customer.opt_in, lead.customer.opt_in_wording),
    lead.verified?.length ? `${VERIFIED_HEADING}: ${lead.verified.join(" ")}` : "",
    lead.comments ? `${TYPED_HEADING}: ${lead.comments}` : "",
    lead.page_url ? `Sent from ${lead.page_url}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** ADF's phone types are voice | fax | cellphone | pager: an Australian mobile is a cellphone. */
const phoneType = (phone: string) => (/^04\d{8}$/.test(normalisePhone(phone)) ? "cellphone" : "voice");

const phoneXml = (phone: Value) => (blank(phone) ? "" : el("phone", phone, ` type="${phoneType(String(phone))}"`));

/** ISO 8601 as ADF lists it (CCYY-MM-DDThh:mm:ss+hh:mm): no fraction of a second, UTC as +00:00. */
function requestDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19)}+00:00`;
}

export function toAdf(lead: LeadPayload, parties: AdfParties): string {
  const c = lead.customer;
  // Every lead has a first name (the site's own leads name one, e.g. "Spin to Win entrant"); the DTD needs a <name>.
  const name = `${required("name", c.first_name, ' part="first"')}${el("name", c.last_name, ' part="last"')}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    "<prospect>",
    `<id sequence="1" source="${escapeXml(parties.providerName)}">${escapeXml(lead.id)}</id>`,
    // An update is the same prospect, requested again when it changed.
    `<requestdate>${escapeXml(requestDate(lead.update?.at ?? lead.created_at))}</requestdate>`,
    ...vehiclesOf(lead, parties.currency ?? "AUD").map((vehicle) => vehicleXml(vehicle, parties.currency ?? "AUD")),
    `<customer><contact>${name}${el("email", c.email)}${phoneXml(c.phone)}</contact>${el("comments", customerComments(lead))}</customer>`,
    `<vendor>${required("vendorname", parties.vendorName)}<contact>${required("name", parties.vendorName, ' part="full"')}${el("email", parties.vendorEmail)}${phoneXml(parties.vendorPhone)}</contact></vendor>`,
    `<provider>${required("name", parties.providerName, ' part="full"')}${el("service", lead.type)}${el("url", parties.providerUrl)}</provider>`,
    "</prospect>",
    "</adf>",
  ].join("\n");
}
