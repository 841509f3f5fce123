import { describe, expect, it } from "vitest";
import { type AuditFacts, type AuditNames, auditSentence } from "./sentence.ts";

const sam = "sam@dealer.example";
const ada = { name: "Ada Walker", form_type: "Vehicle Enquiry", car: "2026 Ford Everest" };
const entry = (action: string, before: unknown, after: unknown, subject = "6f1c…"): AuditFacts => ({
  actor: sam,
  action,
  subject,
  before,
  after,
});

describe("each audit entry as a sentence with names", () => {
  it.each<[string, AuditFacts, AuditNames, string]>([
    [
      "a status change",
      entry("lead.status", { status: "new" }, { status: "contacted", first_response_at: "2026-12-02T00:00:00Z" }),
      { lead: ada },
      `${sam} marked Ada Walker's vehicle enquiry about the 2026 Ford Everest contacted`,
    ],
    [
      "an undone status change",
      entry("lead.status", { status: "contacted" }, { status: "new", undo: true }),
      { lead: ada },
      `${sam} put Ada Walker's vehicle enquiry about the 2026 Ford Everest back to new`,
    ],
    [
      "a note",
      entry("lead.note", null, { note: "Called back" }),
      { lead: { name: "Chris Jones", form_type: "General Enquiry", car: null } },
      `${sam} added a note to Chris Jones' general enquiry: “Called back”`,
    ],
    [
      "a lead handed over",
      entry("lead.assign", { assignee: null }, { assignee: "jo@dealer.example" }),
      { lead: ada },
      `${sam} gave Ada Walker's vehicle enquiry about the 2026 Ford Everest to jo@dealer.example`,
    ],
    ["a lead taken", entry("lead.assign", { assignee: null }, { assignee: sam }), {}, `${sam} took a lead`],
    [
      "a price change",
      entry(
        "stock.change",
        { price: 34990, status: "in_stock", reserved: false },
        { price: 3499, status: "in_stock", reserved: true },
      ),
      { car: "2026 Ford Ranger XL" },
      `${sam} changed the 2026 Ford Ranger XL: price $34,990 → $3,499, reserved no → yes`,
    ],
    [
      "a booking moved",
      entry("booking.move", { date: "2026-12-03", time: "09:30" }, { date: "2026-12-04", time: "10:00" }),
      { booking: { name: "Ada Walker", kind: "testDrive", car: "2026 Ford Ranger" } },
      `${sam} moved Ada Walker's test drive of the 2026 Ford Ranger from 2026-12-03 09:30 to 2026-12-04 10:00`,
    ],
    [
      "a deposit captured",
      entry("reservation.capture", null, { status: "captured", reference: "RSV-1" }),
      { reservation: { name: "Rita Ng", car: "2025 Mazda CX-5", reference: "RSV-1" } },
      `${sam} captured Rita Ng's deposit on the 2025 Mazda CX-5 (RSV-1)`,
    ],
    [
      "an invitation",
      entry("staff.invite", null, { role: "editor" }, "ed@dealer.example"),
      {},
      `${sam} invited ed@dealer.example as editor`,
    ],
    [
      "lead settings",
      entry("staff.leads", null, { location_ids: ["1"], taking_leads: true }, "jo@dealer.example"),
      {},
      `${sam} set that jo@dealer.example takes new leads from one yard`,
    ],
    ["something new", entry("stock.undo", null, null, "S1"), {}, `${sam}: stock undo — S1`],
  ])("%s", (_case, facts, names, sentence) => {
    expect(auditSentence(facts, names)).toBe(sentence);
  });

  it("names the terminal, and never shows a lead id where the lead is unknown", () => {
    expect(auditSentence({ ...entry("lead.status", {}, { status: "lost" }), actor: "ops" })).toBe(
      "The terminal (ops) marked a lead lost",
    );
  });
});
