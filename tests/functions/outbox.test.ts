import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import { leadDeliveries } from "../../functions/_shared/platform/db/schema.ts";
import { retryDelaySeconds, RETRY_DELAYS_SECONDS, isDead } from "../../functions/_shared/platform/outbox/backoff.ts";
import { attemptDeliveries, runOutbox } from "../../functions/_shared/platform/outbox/deliver.ts";
import { claimDue, listDeliveries, replayDead } from "../../functions/_shared/platform/outbox/store.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { startStub, type Stub } from "./support/stub-server.ts";

useFunctionEnv();

/** The CRM stub: fails while `down` is true, then accepts; counts what it accepted per idempotency key. */
let down = true;
const accepted = new Map<string, number>();
let crm: Stub;

beforeAll(async () => {
  crm = await startStub((req, res) => {
    if (down) return res.writeHead(503).end("maintenance");
    const key = String(req.headers["idempotency-key"]);
    accepted.set(key, (accepted.get(key) ?? 0) + 1);
    res.writeHead(200).end("ok");
  });
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
  process.env.TWO_YARDS_ADF_URL = `${crm.url}/adf`;
});
afterAll(() => crm.close());

describe.each([
  [0, 0],
  [1, 60],
  [2, 300],
  [3, 900],
  [4, 3600],
  [7, 43_200],
  [20, 43_200],
])("retry backoff after %i failures", (attempts, seconds) => {
  it(`waits ${seconds}s`, () => expect(retryDelaySeconds(attempts)).toBe(seconds));
});

describe("dead letters", () => {
  it.each([
    [7, 8, false],
    [8, 8, true],
    [4, 4, true],
  ])("%i attempts of %i is dead: %s", (attempts, max, dead) => expect(isDead(attempts, max)).toBe(dead));
  it("the schedule spans most of a day", () =>
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0) / 3600).toBeGreaterThan(20));
});

const lead = (i: number) => ({
  kind: "general",
  idempotency_key: `outbox-${Date.now()}-${i}`,
  first_name: `Shopper${i}`,
  last_name: "Test",
  email: `s${i}@example.com`,
  phone: "0412000000",
  comments: "hi",
  category: "Sales",
  location_id: "11",
  dealership_id: "ty-sydney",
  terms_accepted: true,
});

forEachDatabase("outbox", (database) => {
  it("loses and duplicates nothing while the CRM is down for a while and then recovers", async () => {
    down = true;
    accepted.clear();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const body = lead(i);
      const { status, json } = await call(leadsFn, "/api/leads", { body });
      expect(status).toBe(201); // the shopper is told "sent" although the CRM is down
      ids.push(json.lead.id);
      // A double click on a few of them.
      if (i % 4 === 0) expect((await call(leadsFn, "/api/leads", { body })).json.lead.id).toBe(json.lead.id);
    }
    const db = database().db;
    const pending = (await listDeliveries(db, { slug: "two-yards", status: "pending" })).filter((d) =>
      ids.includes(d.leadId),
    );
    expect(pending).toHaveLength(24);
    expect(await listDeliveries(db, { slug: "two-yards" })).toHaveLength(24);
    expect(pending.every((d) => d.attempts === 1 && d.lastError?.includes("503"))).toBe(true);

    // Scheduled runs through the backoff: still down for two retries, then up.
    let clock = Date.now();
    for (let run = 0; run < 6; run++) {
      clock += 61 * 60 * 1000; // past every delay up to an hour
      if (run === 2) down = false;
      // Two workers at once (the scheduled run and a straggling request) must not double-send.
      await Promise.all([runOutbox(db, { now: new Date(clock) }), runOutbox(db, { now: new Date(clock) })]);
    }
    const mine = (await listDeliveries(db, { slug: "two-yards" })).filter((d) => ids.includes(d.leadId));
    expect(mine).toHaveLength(24);
    expect(mine.every((d) => d.status === "delivered")).toBe(true);
    for (const id of ids) {
      expect(accepted.get(`${id}:crm`)).toBe(1);
      expect(accepted.get(`${id}:adf`)).toBe(1);
    }
    expect(mine.every((d) => d.attempts === 4)).toBe(true); // 1 immediate + 2 failed retries + 1 success
  });

  it("dead-letters after leads.maxAttempts, lists it, and a replay delivers it once", async () => {
    down = true;
    accepted.clear();
    const { json } = await call(leadsFn, "/api/leads", { body: lead(99) });
    const db = database().db;
    let clock = Date.now();
    for (let run = 0; run < 5; run++) {
      clock += 13 * 60 * 60 * 1000;
      await runOutbox(db, { now: new Date(clock) });
    }
    const dead = (await listDeliveries(db, { status: "dead" })).filter((d) => d.leadId === json.lead.id);
    expect(dead.map((d) => d.attempts)).toEqual([4, 4]); // two-yards sets maxAttempts 4
    expect(dead[0]!.lastError).toContain("503");
    // Nothing more happens to a dead letter until someone replays it.
    await runOutbox(db, { now: new Date(clock + 48 * 3600 * 1000) });
    expect(accepted.size).toBe(0);

    down = false;
    expect(await replayDead(db, { ids: dead.map((d) => d.id), now: new Date(clock) })).toBe(2);
    await runOutbox(db, { now: new Date(clock + 1000) });
    const after = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, json.lead.id));
    expect(after.map((d) => d.status)).toEqual(["delivered", "delivered"]);
    expect([...accepted.values()]).toEqual([1, 1]);
  });

  it("delivers email destinations through Postmark when EMAIL_PROVIDER=postmark", async () => {
    const postmark = await startStub((req, res) => {
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ErrorCode: 0, MessageID: `pm-${JSON.parse(req.body).Subject.length}` }));
    });
    Object.assign(process.env, {
      EMAIL_PROVIDER: "postmark",
      POSTMARK_API_URL: postmark.url,
      POSTMARK_SERVER_TOKEN: "pm-token",
    });
    try {
      const { json } = await call(leadsFn, "/api/leads", {
        slug: "one-yard",
        body: {
          kind: "general",
          category: "Sales",
          first_name: "Pat",
          last_name: "Mark",
          email: "p@example.com",
          phone: "0400000077",
          comments: "hi",
        },
      });
      const [delivery] = await database()
        .db.select()
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, json.lead.id));
      expect(delivery).toMatchObject({ kind: "email", status: "delivered", attempts: 1 });
      // The dealer's lead email (the shopper's acknowledgement goes through Postmark too).
      const toDealer = postmark.requests.map((r) => JSON.parse(r.body)).filter((b) => b.To === "sales@oneyard.example");
      expect(toDealer).toHaveLength(1);
      expect(toDealer[0]).toMatchObject({
        To: "sales@oneyard.example",
        Subject: "General Enquiry: Pat Mark",
      });
    } finally {
      for (const k of ["EMAIL_PROVIDER", "POSTMARK_API_URL", "POSTMARK_SERVER_TOKEN"]) delete process.env[k];
      await postmark.close();
    }
  });

  it("a claimed delivery is leased: a second worker cannot take it", async () => {
    down = false;
    const { json } = await call(leadsFn, "/api/leads", { body: lead(200) });
    const db = database().db;
    await replayDead(db); // no dead letters: harmless
    const now = new Date(Date.now() + 10 * 86400 * 1000);
    // Re-open the delivered rows as pending to exercise claiming.
    await db
      .update(leadDeliveries)
      .set({ status: "pending", nextAttemptAt: new Date(0) })
      .where(eq(leadDeliveries.leadId, json.lead.id));
    const first = await claimDue(db, { now, ids: undefined, slug: "two-yards" });
    const second = await claimDue(db, { now, slug: "two-yards" });
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(second.filter((d) => first.some((f) => f.id === d.id))).toEqual([]);
    await attemptDeliveries(db, first, { now });
  });
});
