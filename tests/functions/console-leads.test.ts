import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import leadFn from "../../functions/console-lead.ts";
import updateFn from "../../functions/console-lead-update.ts";
import auditFn from "../../functions/console-audit.ts";
import leadsListFn from "../../functions/console-leads.ts";
import leadsFn from "../../functions/leads.ts";
import { auditLog, leads, leadWork } from "../../functions/_shared/platform/db/schema.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

let seq = 0;
/** Takes an enquiry through the real lead endpoint (a fresh address each: the hourly lead limit). */
async function enquire(slug = "two-yards", extra: Record<string, unknown> = {}): Promise<string> {
  const body =
    slug === "two-yards"
      ? { ...TWO_YARDS_ENQUIRY, idempotency_key: `console-${Date.now()}-${seq++}`, ...extra }
      : {
          kind: "general",
          idempotency_key: `console-${Date.now()}-${seq++}`,
          first_name: "Grace",
          last_name: "Hopper",
          email: "grace@example.com",
          phone: "0412 555 111",
          comments: "Call me about a CX-5",
          location_id: "31",
          category: "Sales",
          ...extra,
        };
  const taken = await call(leadsFn, "/api/leads", { slug, body, ip: `203.0.113.${(seq % 200) + 1}` });
  expect(taken.status, JSON.stringify(taken.json)).toBeLessThan(300);
  return taken.json.lead.id;
}

const list = (cookie: string, query: Record<string, string> = {}, slug = "two-yards") =>
  call(leadsListFn, "/api/console/leads", { slug, cookie, query });
const detail = (cookie: string, id: string, slug = "two-yards") =>
  call(leadFn, "/api/console/lead", { slug, cookie, query: { id } });
const update = (cookie: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(updateFn, "/api/console/lead/update", {
    body,
    cookie,
    ...options,
    headers: { origin: consoleOrigin(options.slug), ...options.headers },
  });

forEachDatabase("the console's lead inbox", (database) => {
  const db = () => database().db;

  it("a salesperson sees a new enquiry first, with who sent it and where its delivery stands", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    const id = await enquire();
    const { status, json } = await list(cookie);
    expect(status).toBe(200);
    const first = json.leads[0];
    expect(first).toMatchObject({
      id,
      kind: "general",
      status: "new",
      location_id: "11",
      contact: { name: "Ada Lovelace", phone: "0412345678", email: "ada@example.com" },
    });
    expect(["pending", "delivered"]).toContain(first.delivery);
    expect(first.clock.first_response_at).toBeNull();
  });

  it("contacted records the first response once, with an audit row; notes are kept; a bad move is 409", async () => {
    const email = newStaffEmail("sales");
    const cookie = await signedInStaff(email, "sales");
    const id = await enquire();
    const contacted = await update(cookie, { id, status: "contacted", note: "Called, left a message" });
    expect(contacted.status, JSON.stringify(contacted.json)).toBe(200);
    expect(contacted.json).toMatchObject({ status: "contacted", moves: ["won", "lost"] });
    const answeredAt = contacted.json.clock.first_response_at;
    expect(answeredAt).toEqual(expect.any(String));
    expect(contacted.json.notes).toEqual([
      expect.objectContaining({ author: email.toLowerCase(), body: "Called, left a message" }),
    ]);

    expect((await update(cookie, { id, status: "new" })).status).toBe(409);
    const won = await update(cookie, { id, status: "won" });
    expect(won.json.status).toBe("won");
    expect(won.json.clock.first_response_at).toBe(answeredAt);

    const actions = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, id)));
    expect(actions.map((row) => [row.action, row.actor])).toEqual([
      ["lead.status", email.toLowerCase()],
      ["lead.note", email.toLowerCase()],
      ["lead.status", email.toLowerCase()],
    ]);
    expect(actions[0]!.before).toEqual({ status: "new" });
    expect((await list(cookie, { status: "won" })).json.leads.map((lead: { id: string }) => lead.id)).toContain(id);
    expect((await list(cookie, { status: "new" })).json.leads.map((lead: { id: string }) => lead.id)).not.toContain(id);
  });

  it("an unanswered lead is overdue after 120 minutes of opening hours, not of nights", async () => {
    const cookie = await signedInStaff(newStaffEmail("owner"), "owner", "booking-yard");
    const late = await enquire("booking-yard");
    const fresh = await enquire("booking-yard");
    // Arrived a week ago: many opening hours have passed since, whatever the time now.
    await db()
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(leads.id, late));
    const overdue = await list(cookie, { overdue: "1" }, "booking-yard");
    expect(overdue.status).toBe(200);
    const ids = overdue.json.leads.map((lead: { id: string }) => lead.id);
    expect(ids).toContain(late);
    expect(ids).not.toContain(fresh);
    const lateLead = overdue.json.leads.find((lead: { id: string }) => lead.id === late);
    expect(lateLead.clock.open_minutes).toBeGreaterThan(120);
    // Answered, it leaves the overdue view and says it was answered late.
    await update(cookie, { id: late, status: "contacted" }, { slug: "booking-yard" });
    const after = await list(cookie, { overdue: "1" }, "booking-yard");
    expect(after.json.leads.map((lead: { id: string }) => lead.id)).not.toContain(late);
    expect((await detail(cookie, late, "booking-yard")).json.clock).toMatchObject({
      overdue: false,
      answered_late: true,
    });
  });

  it("pages newest first, 50 at a time, and the next page starts where the last ended", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales", "booking-yard");
    const base = Date.now() - 86_400_000;
    const rows = Array.from({ length: 55 }, (_, i) => ({
      tenant: "booking-yard",
      idempotencyKey: `paging-${base}-${i}`,
      kind: "general",
      formType: "general",
      firstName: `Shopper ${i}`,
      optIn: false,
      createdAt: new Date(base - i * 60_000),
    }));
    await db().insert(leads).values(rows);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page = await list(cookie, next ? { before: next } : {}, "booking-yard");
      expect(page.status).toBe(200);
      expect(page.json.leads.length).toBeLessThanOrEqual(50);
      seen.push(...page.json.leads.map((lead: { contact: { name: string } }) => lead.contact.name));
      next = page.json.next;
    } while (next);
    const ours = seen.filter((name) => name.startsWith("Shopper "));
    expect(ours).toEqual(rows.map((row) => `${row.firstName}`));
    expect((await list(cookie, { before: "yesterday|nope" }, "booking-yard")).status).toBe(400);
  });

  it("finds a shopper by name, phone as heard, email, stock number or rego, and keeps their leads together", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales", "booking-yard");
    const tag = Date.now().toString().slice(-8);
    const phone = `04${tag}`;
    const base = Date.now() - 3_600_000;
    const row = (i: number, extra: Partial<typeof leads.$inferInsert>) => ({
      tenant: "booking-yard",
      idempotencyKey: `search-${tag}-${i}`,
      kind: "general",
      formType: "General Enquiry",
      firstName: "Ada",
      lastName: `Walker${tag}`,
      phone,
      email: `ada${tag}@example.com`,
      optIn: false,
      createdAt: new Date(base + i * 60_000),
      ...extra,
    });
    const newBefore = (await list(cookie, {}, "booking-yard")).json.new_count;
    const stored = await db()
      .insert(leads)
      .values([
        row(0, { kind: "vehicle", carId: "S1", car: { name: "2026 Ford Everest", stock_number: `STK${tag}` } }),
        row(1, { kind: "test-drive", email: null }),
        row(2, { kind: "service", phone: `03${tag}`, details: { rego: `AB${tag.slice(0, 4)}` } }),
        row(3, { firstName: "Bob", lastName: `Other${tag}`, phone: `02${tag}`, email: `bob${tag}@example.com` }),
      ])
      .returning({ id: leads.id });
    const ids = (query: Record<string, string>) =>
      list(cookie, query, "booking-yard").then((answer) => {
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        return answer.json.leads.map((lead: { id: string }) => lead.id);
      });
    const [enquiry, booking, service, other] = stored.map((one) => one.id);
    expect(await ids({ q: `+61 4${tag.slice(0, 2)} ${tag.slice(2)}` })).toEqual([booking, enquiry]);
    expect(await ids({ q: `walker${tag}` })).toEqual([service, booking, enquiry]);
    expect(await ids({ q: `ADA${tag}@EXAMPLE` })).toEqual([service, enquiry]);
    expect(await ids({ q: `stk ${tag}` })).toEqual([enquiry]);
    expect(await ids({ q: `ab-${tag.slice(0, 4)}` })).toEqual([service]);
    expect(await ids({ q: `%${tag}` })).toEqual([]);
    // One shopper (same phone or email) is one history, whichever lead it starts from; Bob is not in it.
    expect(await ids({ shopper: booking! })).toEqual([service, booking, enquiry]);
    const first = (await list(cookie, { q: `walker${tag}` }, "booking-yard")).json.leads;
    expect(first.map((lead: { shopper_leads: number }) => lead.shopper_leads)).toEqual([2, 2, 3]);
    expect(other).toBeTruthy();
    // The tab's count of new leads: the four just stored are new.
    expect((await list(cookie, {}, "booking-yard")).json.new_count).toBe(newBefore + 4);
    expect((await list(cookie, { q: "x".repeat(81) }, "booking-yard")).status).toBe(400);
    expect((await list(cookie, { shopper: "00000000-0000-4000-8000-000000000000" }, "booking-yard")).status).toBe(404);
  });

  it("the audit log says who marked whose enquiry, by name, with the record kept", async () => {
    const owner = newStaffEmail("owner");
    const cookie = await signedInStaff(owner, "owner");
    const id = await enquire();
    expect((await update(cookie, { id, status: "contacted", note: "Rang her" })).status).toBe(200);
    const log = await call(auditFn, "/api/console/audit", { slug: "two-yards", cookie });
    expect(log.status).toBe(200);
    const ours = log.json.entries.filter((entry: { subject: string }) => entry.subject === id);
    expect(ours.map((entry: { sentence: string }) => entry.sentence)).toEqual([
      `${owner.toLowerCase()} added a note to Ada Lovelace's general enquiry: “Rang her”`,
      `${owner.toLowerCase()} marked Ada Lovelace's general enquiry contacted`,
    ]);
    expect(ours[1]).toMatchObject({ action: "lead.status", before: { status: "new" } });
  });

  it("a salesperson undoes their own contacted within minutes: new again, clock running, audited; others may not", async () => {
    const email = newStaffEmail("sales");
    const cookie = await signedInStaff(email, "sales");
    const other = await signedInStaff(newStaffEmail("sales"), "sales");
    const id = await enquire();
    expect((await update(cookie, { id, status: "contacted" })).json.clock.first_response_at).toEqual(
      expect.any(String),
    );
    expect((await update(other, { id, undo: true })).status).toBe(409);
    const undone = await update(cookie, { id, undo: true });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect(undone.json).toMatchObject({ status: "new", clock: { first_response_at: null } });
    const [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, id));
    expect(work).toBeUndefined();
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, id), eq(auditLog.action, "lead.status")));
    expect(rows.map((row) => row.after)).toEqual([
      expect.objectContaining({ status: "contacted" }),
      { status: "new", undo: true },
    ]);
    // An undo is not undone again, and nothing is left to undo.
    const again = await update(cookie, { id, undo: true });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("That change can no longer be undone.");
  });

  describe("refused, with nothing leaked or changed", () => {
    it("an editor may not read leads (403); nobody signed in is 401", async () => {
      const editor = await signedInStaff(newStaffEmail("editor"), "editor");
      expect((await list(editor)).status).toBe(403);
      expect((await call(leadsListFn, "/api/console/leads", {})).status).toBe(401);
    });

    it("another dealer's staff, and another dealer's lead id", async () => {
      const theirs = await signedInStaff(newStaffEmail("owner"), "owner", "booking-yard");
      const ours = await signedInStaff(newStaffEmail("owner"), "owner");
      const id = await enquire();
      expect((await list(theirs, {}, "two-yards")).status).toBe(401);
      expect((await detail(ours, id)).status).toBe(200);
      expect((await detail(theirs, id, "booking-yard")).status).toBe(404);
      expect((await update(theirs, { id, status: "lost" }, { slug: "booking-yard" })).status).toBe(404);
      const [work] = await db().select().from(leadWork).where(eq(leadWork.leadId, id));
      expect(work).toBeUndefined();
    });

    it("a forged Origin is refused before anything changes", async () => {
      const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
      const id = await enquire();
      const forged = await update(cookie, { id, status: "lost" }, { headers: { origin: "https://evil.example" } });
      expect(forged.status).toBe(403);
      expect((await detail(cookie, id)).json.status).toBe("new");
    });
  });
});
