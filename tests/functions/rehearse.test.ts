import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import { contacts, leadDeliveries, leads, rateLimits } from "../../functions/_shared/platform/db/schema.ts";
import { REHEARSED_LEADS, rehearseBeforeListening } from "../../scripts/server/rehearse.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { TWO_YARDS_ENQUIRY } from "./support/enquiry.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { startStub, type Stub } from "./support/stub-server.ts";

/** The local server rehearses the lead path before it listens: it must leave no trace. */
useFunctionEnv();
let crm: Stub;
let received = 0;
beforeAll(async () => {
  crm = await startStub((_req, res) => {
    received++;
    res.writeHead(200).end("ok");
  });
  process.env.TWO_YARDS_WEBHOOK_URL = `${crm.url}/leads`;
  process.env.TWO_YARDS_WEBHOOK_SECRET = "whsec-test";
});
afterAll(() => crm.close());

forEachDatabase("rehearsing the lead path", (database) => {
  it("stores nothing, sends nothing and spends no shopper's limit; a tenant it cannot load is reported", async () => {
    received = 0;
    const lines: string[] = [];
    const rehearsed = await rehearseBeforeListening(["two-yards", "one-yard", "no-such-dealer"], (line) =>
      lines.push(line),
    );
    expect(lines[0]).toMatch(/^Rehearsing the lead path: 200 leads in rolled-back transactions, shared among 3 dealer/);
    expect(lines[1]).toMatch(/^no-such-dealer: lead path not rehearsed/);
    // Exactly the 200 docs/operators.md gives (3 dealers printed 201): the dealer that failed leaves its share to the others.
    expect(rehearsed).toBe(REHEARSED_LEADS);
    expect(lines[2]).toMatch(/^Lead path rehearsed: 200 leads in rolled-back transactions in \d+\.\d s$/);

    const { db } = database();
    for (const table of [leads, contacts, leadDeliveries, rateLimits]) {
      const [row] = await db.select({ rows: count() }).from(table);
      expect(row!.rows).toBe(0);
    }
    expect(received).toBe(0);

    const { status } = await call(leadsFn, "/api/leads", { body: TWO_YARDS_ENQUIRY });
    expect(status).toBe(201);
    const [stored] = await db.select({ rows: count() }).from(leads).where(eq(leads.tenant, "two-yards"));
    expect(stored!.rows).toBe(1);
  }, 120_000);
});
