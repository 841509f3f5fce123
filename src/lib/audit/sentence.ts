import { formatDollars } from "../format/money.ts";

/**
 * The audit log read as sentences with names — "sam@dealer.com.au marked Ada Walker's
 * vehicle enquiry about the 2026 Ford Everest contacted" — instead of lead ids and JSON. The record
 * itself stays (behind a disclosure); this only words it. Names are looked up by the caller.
 */

export interface AuditFacts {
  /** The staff member's email, or "ops" for the terminal. */
  actor: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** What the subject is called, found by the caller from the subject's id. */
export interface AuditNames {
  lead?: { name: string; form_type: string; car: string | null };
  /** The car of a stock change. */
  car?: string;
  booking?: { name: string; kind: string; car: string | null };
  reservation?: { name: string; car: string; reference: string };
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | null =>
  typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

export function actorName(actor: string): string {
  return actor === "ops" ? "The terminal (ops)" : actor;
}

/** "Ada Walker's vehicle enquiry about the 2026 Ford Everest"; "a lead" when it is not known. */
export function leadPhrase(lead: AuditNames["lead"]): string {
  if (!lead) return "a lead";
  const what = lead.form_type.toLowerCase() || "lead";
  return `${possessive(lead.name || "a shopper")} ${what}${lead.car ? ` about the ${lead.car}` : ""}`;
}

const STOCK_WORDS: Record<string, string> = {
  price: "price",
  before_price: "was-price",
  status: "status",
  reserved: "reserved",
  stock_number: "stock number",
  rego: "rego",
};

function shownValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if ((key === "price" || key === "before_price") && typeof value === "number") return formatDollars(value, "AUD");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** "price $34,990 → $3,499, reserved no → yes": only what changed. */
export function changesPhrase(before: unknown, after: unknown): string {
  const [was, now] = [fields(before), fields(after)];
  return Object.keys({ ...was, ...now })
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map(
      (key) =>
        `${STOCK_WORDS[key] ?? key.replaceAll("_", " ")} ${shownValue(key, was[key])} → ${shownValue(key, now[key])}`,
    )
    .join(", ");
}

const BOOKING_KINDS: Record<string, string> = { testDrive: "test drive", service: "service booking" };
const when = (value: unknown) => {
  const at = fields(value);
  return [text(at.date), text(at.time)].filter(Boolean).join(" ");
};

/** One audit entry as a sentence. */
export function auditSentence(entry: AuditFacts, names: AuditNames = {}): string {
  const who = actorName(entry.actor);
  const [before, after] = [fields(entry.before), fields(entry.after)];
  const lead = leadPhrase(names.lead);
  switch (entry.action) {
    case "lead.status": {
      const to = text(after.status) ?? "moved";
      if (after.undo === true || (to === "new" && before.status)) return `${who} put ${lead} back to ${to}`;
      return `${who} marked ${lead} ${to}`;
    }
    case "lead.note": {
      const note = text(after.note) ?? "";
      return `${who} added a note to ${lead}: “${note.length > 140 ? `${note.slice(0, 139)}…` : note}”`;
    }
    case "lead.assign": {
      const to = text(after.assignee);
      const from = text(before.assignee);
      if (!to) return `${who} took ${lead} off ${from ?? "whoever had it"}`;
      if (to === entry.actor) return `${who} took ${lead}`;
      return `${who} gave ${lead} to ${to}${from ? ` (from ${from})` : ""}`;
    }
    case "staff.invite":
      return `${who} invited ${entry.subject} as ${text(after.role) ?? "staff"}`;
    case "staff.role":
      return `${who} changed ${possessive(entry.subject)} role from ${text(before.role) ?? "?"} to ${text(after.role) ?? "?"}`;
    case "staff.remove":
      return `${who} removed ${entry.subject} from the team`;
    case "staff.sign_in":
      return `${who} signed in${after.with === "passkey" ? " with a passkey" : " with an emailed link"}`;
    case "staff.sign_out":
      return `${who} signed out`;
    case "staff.passkey_add":
      return `${who} added a passkey${text(after.passkey) ? ` (“${text(after.passkey)}”)` : ""}`;
    case "staff.passkey_remove":
      return `${who} removed a passkey`;
    case "staff.push_on":
      return `${who} turned on lead notifications on a device`;
    case "staff.push_off":
      return `${who} turned off lead notifications on a device`;
    case "staff.weekly_summary_on":
      return `${who} turned on their weekly summary email`;
    case "staff.weekly_summary_off":
      return `${who} turned off their weekly summary email`;
    case "staff.leads": {
      const yards = Array.isArray(after.location_ids) ? after.location_ids.length : 0;
      const taking = after.taking_leads === false ? "takes no new leads" : "takes new leads";
      return `${who} set that ${entry.subject} ${taking}${after.taking_leads === false ? "" : yards ? ` from ${yards === 1 ? "one yard" : `${yards} yards`}` : " from every yard"}`;
    }
    case "stock.change": {
      const changes = changesPhrase(entry.before, entry.after);
      return `${who} changed the ${names.car ?? `car ${entry.subject}`}${changes ? `: ${changes}` : ""}`;
    }
    case "content.draft":
      return `${who} saved a draft (${Object.keys({ ...before, ...after }).join(", ") || "no changes"})`;
    case "content.publish":
      return `${who} published the site's content as version ${text(after.version) ?? "?"}`;
    case "content.restore":
      return `${who} restored version ${text(after.restoredFrom) ?? "?"} as version ${text(after.version) ?? "?"}`;
    case "content.upload":
      return `${who} uploaded the image ${entry.subject}`;
  }
  if (entry.action.startsWith("booking.")) {
    const booking = names.booking;
    const what = booking
      ? `${possessive(booking.name || "a shopper")} ${BOOKING_KINDS[booking.kind] ?? "booking"}${booking.car ? ` of the ${booking.car}` : ""}`
      : "a booking";
    const verb = entry.action.slice("booking.".length);
    if (verb === "move") return `${who} moved ${what} from ${when(before)} to ${when(after)}`;
    if (verb === "cancel") return `${who} cancelled ${what} (${when(before)})`;
    return `${who}: ${verb} ${what}`;
  }
  if (entry.action.startsWith("reservation.")) {
    const held = names.reservation;
    const what = held
      ? `${possessive(held.name || "a shopper")} deposit on the ${held.car} (${held.reference})`
      : `the deposit ${text(after.reference) ?? entry.subject}`;
    const verb = entry.action.slice("reservation.".length);
    if (verb === "capture") return `${who} captured ${what}`;
    if (verb === "release") return `${who} released ${what}`;
    return `${who}: ${verb} ${what}`;
  }
  return `${who}: ${entry.action.replaceAll(/[._]/g, " ")} — ${entry.subject}`;
}
