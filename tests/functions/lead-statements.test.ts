import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import {
  analyticsEvents,
  contacts,
  leadDeliveries,
  leads,
  shopperMessages,
} from "../../functions/_shared/platform/db/schema.ts";
import { submitLead } from "../../functions/_shared/leads/submit.ts";
import { acknowledgementMessages, prepareAcknowledgement } from "../../functions/_shared/leads/acknowledge.ts";
import { runMessages } from "../../functions/_shared/platform/messages/outbox.ts";
import { runOutbox } from "../../functions/_shared/platform/outbox/deliver.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { type LoggedStatement, logStatements } from "./support/statement-log.ts";
import { startStub, type Stub } from "./support/stub-server.ts";

/**
 * What one lead costs the database, counted statement by statement as the functions send them:
 * the answer needs one statement that counts the per-address limit and stores the lead with
 * everything queued beside it (no transaction, no claim: its deliveries and acknowledgement are
 * queued held by the request), and the attempt after the answer marks each delivery and counts and
 * marks the acknowledgement. A new round trip anywhere on the path fails these counts.
 */
useFunctionEnv();
let crm: Stub;
beforeAll(async () => {
  crm = await startStub((_req, res) => res.writeHead(200).end("ok"));
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
  process.env.TWO_YARDS_ADF_URL = `${crm.url}/adf`;
});
afterAll(() => crm.close());

/** The most statements a lead may take, answer and first attempt together. */
const MOST_STATEMENTS_PER_LEAD = 8;

let n = 0;
const enquiry = (change: Record<string, unknown> = {}) => ({
  ...TWO_YARDS_ENQUIRY,
  email: `statements${n}@example.com`,
  idempotency_key: `statements-${Date.now()}-${n++}`,
  ...change,
});

const oneLine = (s: LoggedStatement) => s.sql.replace(/\s+/g, " ").trim();
const isClaim = (s: LoggedStatement) => /for update skip locked/i.test(s.sql);
const isTransaction = (s: LoggedStatement) => /^(begin|commit|rollback)\b/i.test(oneLine(s));
const isAssignmentSweep = (s: LoggedStatement) => /"staff"|"lead_assignments"/.test(s.sql);

forEachDatabase("A lead's statements", (database) => {
  /**
   * Posts a lead with every statement it sends (answer and background attempt) recorded. The sweep
   * that gives leads to salespeople (at most one a second per dealer, not one per lead; here a
   * single read, as no one at this dealer takes leads) is the dealer's, not the lead's: left out.
   */
  async function counted(body: Record<string, unknown>) {
    const log = logStatements(database());
    try {
      const called = await call(leadsFn, "/api/leads", { body, ip: `198.51.100.${n % 250}` });
      return { ...called, statements: log.statements.filter((s) => !isAssignmentSweep(s)) };
    } finally {
      log.restore();
    }
  }

  beforeAll(async () => {
    // The dealer's content overlay is read once per process; the counts are for every later lead.
    expect((await call(leadsFn, "/api/leads", { body: enquiry() })).status).toBe(201);
  });

  it(`a general enquiry to two destinations: 5 statements (at most ${MOST_STATEMENTS_PER_LEAD}), none of them a transaction or a claim`, async () => {
    const { status, json, statements } = await counted(enquiry());
    expect(status).toBe(201);
    expect(statements.filter(isTransaction).map(oneLine)).toEqual([]);
    expect(statements.filter(isClaim).map(oneLine)).toEqual([]);
    // The answer: the per-address limit counted, and the lead with all it queues.
    expect(oneLine(statements[0]!)).toMatch(
      /^with limit_own as \(insert into rate_limits .* new_contact as \(insert into "contacts"/,
    );
    // After it: each delivery marked, the acknowledgement counted against its recipient's cap and marked.
    const after = statements.slice(1).map(oneLine);
    expect(after.filter((s) => s.startsWith('update "lead_deliveries" set "status"'))).toHaveLength(2);
    expect(after.filter((s) => s.startsWith("insert into recipient_counts"))).toHaveLength(1);
    expect(after.filter((s) => s.startsWith('update "shopper_messages" set "status"'))).toHaveLength(1);
    expect(statements.map(oneLine)).toHaveLength(5);
    expect(statements.length).toBeLessThanOrEqual(MOST_STATEMENTS_PER_LEAD);

    // Everything the statement wrote is there and done: two deliveries, the acknowledgement, the event.
    const db = database().db;
    const deliveries = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id));
    expect(deliveries.map((d) => [d.destination, d.status, d.attempts]).sort()).toEqual([
      ["adf", "delivered", 1],
      ["crm", "delivered", 1],
    ]);
    const [message] = await db.select().from(shopperMessages).where(eq(shopperMessages.leadId, json.lead.id));
    expect(message).toMatchObject({ purpose: "acknowledgement", status: "delivered", attempts: 1 });
    const events = await db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.tenant, "two-yards"), eq(analyticsEvents.name, "lead_submitted")));
    expect(events.filter((e) => (e.payload as { lead_id?: string }).lead_id === json.lead.id)).toHaveLength(1);
  });

  it("a car's enquiry reads the car's live price too: 6 statements", async () => {
    const { status, statements } = await counted(
      enquiry({ kind: "vehicle", car_id: 501, category: undefined, location_id: undefined, dealership_id: undefined }),
    );
    expect(status).toBe(201);
    expect(statements.map(oneLine).filter((s) => s.startsWith('select "change"'))).toHaveLength(1);
    expect(statements).toHaveLength(6);
  });

  it("a repeated idempotency key answers 200 with the first lead in 1 statement and queues nothing", async () => {
    const body = enquiry();
    const first = await call(leadsFn, "/api/leads", { body });
    const { status, json, statements, background } = await counted(body);
    expect(status).toBe(200);
    expect(json.lead.id).toBe(first.json.lead.id);
    expect(statements).toHaveLength(1);
    expect(background).toHaveLength(0);
    const db = database().db;
    expect(await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id))).toHaveLength(2);
    expect(await db.select().from(shopperMessages).where(eq(shopperMessages.leadId, json.lead.id))).toHaveLength(1);
  });

  it("a held lead (honeypot) is stored alone: nothing queued, nothing attempted", async () => {
    const { status, json, statements, background } = await counted(enquiry({ website: "http://spam.example" }));
    expect(status).toBe(201);
    expect(statements).toHaveLength(1);
    expect(background).toHaveLength(0);
    const db = database().db;
    expect(await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id))).toEqual([]);
    expect(await db.select().from(shopperMessages).where(eq(shopperMessages.leadId, json.lead.id))).toEqual([]);
  });

  it("over the per-address limit: one statement, 429, and nothing of the lead stored (no contact, no lead)", async () => {
    const ip = "198.51.100.251";
    for (let i = 0; i < 20; i++) expect((await call(leadsFn, "/api/leads", { body: enquiry(), ip })).status).toBe(201);
    const body = enquiry({ phone: "0499 000 251" });
    const log = logStatements(database());
    const refused = await call(leadsFn, "/api/leads", { body, ip }).finally(() => log.restore());
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too_many_enquiries");
    expect(log.statements).toHaveLength(1);
    const db = database().db;
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, body.idempotency_key))).toEqual([]);
    expect(await db.select().from(contacts).where(eq(contacts.phone, "0499000251"))).toEqual([]);
  });

  it("deliveries and the acknowledgement queued held by a request that dies are taken by the outbox once the lease runs out", async () => {
    const db = database().db;
    const tenant = await loadPublishedTenant("two-yards");
    const now = new Date();
    const body = { ...enquiry(), phone: "0412345678" };
    const prepared = await prepareAcknowledgement(
      db,
      tenant,
      { kind: "general", formType: "General Enquiry", firstName: "Ada", email: body.email, phone: body.phone },
      now,
    );
    // Stored as the endpoint stores it, and then nothing: the request's attempt never runs.
    const submitted = await submitLead(db, tenant, body as never, body.idempotency_key, now, undefined, false, {
      leased: true,
      messages: (leadId) => acknowledgementMessages(tenant, leadId, prepared),
    });
    expect(submitted.deliveries).toHaveLength(2);
    expect(submitted.messages).toHaveLength(1);
    const mine = (rows: { leadId: string | null; status: string }[]) =>
      rows.filter((r) => r.leadId === submitted.lead.id).map((r) => r.status);

    // Held: the scheduled run does not take them while the lease lasts.
    await runOutbox(db, { slug: "two-yards", now: new Date(now.getTime() + 60_000) });
    await runMessages(db, { slug: "two-yards", now: new Date(now.getTime() + 60_000) });
    expect(mine(await db.select().from(leadDeliveries))).toEqual(["pending", "pending"]);
    expect(mine(await db.select().from(shopperMessages))).toEqual(["pending"]);

    // Once it has run out, they are due like any other.
    const later = new Date(now.getTime() + 121_000);
    await runOutbox(db, { slug: "two-yards", now: later });
    await runMessages(db, { slug: "two-yards", now: later });
    expect(mine(await db.select().from(leadDeliveries))).toEqual(["delivered", "delivered"]);
    expect(mine(await db.select().from(shopperMessages))).toEqual(["delivered"]);
    expect(crm.requests.filter((r) => String(r.headers["idempotency-key"]).startsWith(submitted.lead.id))).toHaveLength(
      2,
    );
    const [stored] = await db.select().from(leads).where(eq(leads.id, submitted.lead.id));
    expect(stored).toMatchObject({ firstName: "Ada", tenant: "two-yards" });
  });
});
