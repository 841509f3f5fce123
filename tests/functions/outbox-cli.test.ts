import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import leadsFn from "../../functions/leads.ts";
import { openPglite, useDatabase } from "../../functions/_shared/platform/db/client.ts";
import { leadDeliveries, shopperMessages } from "../../functions/_shared/platform/db/schema.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

const run = promisify(execFile);
const { dataDir } = useFunctionEnv();

describe("npm run outbox (scripts/outbox.ts)", () => {
  it("lists a dead letter and replays it into a delivery", async () => {
    const pgliteDir = join(dataDir, "pglite");
    const database = await openPglite(pgliteDir);
    useDatabase(database);
    const { json } = await call(leadsFn, "/api/leads", {
      slug: "one-yard",
      body: {
        kind: "general",
        category: "Sales",
        first_name: "Dee",
        last_name: "Ad",
        email: "d@example.com",
        phone: "0400000009",
        comments: "hello",
      },
    });
    // Pretend every attempt failed: a dead letter (and the shopper's acknowledgement too).
    await database.db.update(leadDeliveries).set({ status: "dead", attempts: 8, lastError: "crm down" });
    await database.db.update(shopperMessages).set({ status: "dead", attempts: 8, lastError: "Postmark down" });
    useDatabase(null);
    await database.close();

    const env = { ...process.env, PGLITE_DIR: pgliteDir, DATA_DIR: dataDir };
    const cli = (...args: string[]) => run(process.execPath, ["scripts/outbox.ts", ...args], { env });
    const listed = await cli("list");
    expect(listed.stdout).toContain(`lead ${json.lead.id}`);
    expect(listed.stdout).toContain("last error: crm down");
    expect(listed.stdout).toContain("acknowledgement email to d@example.com (shopper message)  dead  attempts 8");
    expect(listed.stdout).toContain("last error: Postmark down");
    const replayed = await cli("replay", "--all");
    expect(replayed.stdout).toContain("Requeued 2 dead deliveries");
    expect(replayed.stdout).toContain("1 delivered");
    expect(replayed.stdout).toContain("Messages to shoppers: attempted 1: 1 sent");
    const after = (await cli("list")).stdout;
    expect(after).toContain("No dead deliveries.");
    expect(after).toContain("No dead messages to shoppers.");
    await expect(cli("nonsense")).rejects.toMatchObject({ code: 2 });
  }, 300_000); // each CLI run starts PGlite afresh: slow on a busy machine

  it("lists a lead held back by the honeypot and releases it to the dealer", async () => {
    const pgliteDir = join(dataDir, "pglite-held");
    const database = await openPglite(pgliteDir);
    useDatabase(database);
    const { json } = await call(leadsFn, "/api/leads", {
      slug: "one-yard",
      body: {
        kind: "general",
        category: "Sales",
        first_name: "Hugh",
        last_name: "Held",
        email: "h@example.com",
        phone: "0400000010",
        comments: "real person",
        website: "autofilled.example",
      },
    });
    useDatabase(null);
    await database.close();

    const env = { ...process.env, PGLITE_DIR: pgliteDir, DATA_DIR: dataDir };
    const cli = (...args: string[]) => run(process.execPath, ["scripts/outbox.ts", ...args], { env });
    const held = await cli("held", "--tenant", "one-yard");
    expect(held.stdout).toContain(`${json.lead.id}  one-yard  General Enquiry`);
    expect(held.stdout).toContain("held: honeypot");
    const released = await cli("release", "--id", json.lead.id);
    expect(released.stdout).toContain("Queued 1 delivery.");
    expect(released.stdout).toContain("1 delivered");
    expect((await cli("held")).stdout).toContain("No held leads.");
  }, 300_000); // each CLI run starts PGlite afresh: slow on a busy machine
});
