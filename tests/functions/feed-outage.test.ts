import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import deliveryFn from "../../functions/delivery-quote.ts";
import leadsFn from "../../functions/leads.ts";
import { type Database, useDatabase } from "../../functions/_shared/platform/db/client.ts";
import { openTestPglite } from "./support/databases.ts";
import { leads } from "../../functions/_shared/platform/db/schema.ts";
import { clearTenantCache, FEED_TTL_MS } from "../../functions/_shared/platform/tenant.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

/**
 * A dealer whose feed is served from `feed.url` keeps taking leads and delivery
 * quotes while that host is down, past the functions' five-minute feed cache.
 */
const FIXTURE = resolve("tests/fixtures/function-tenants/two-yards");
let feedUp = true;
let feedHost: Server;
let tenantsDir: string;
let database: Database;

beforeAll(async () => {
  feedHost = createServer((req, res) => {
    if (!feedUp) return res.writeHead(503).end("down for maintenance");
    const entity = /^\/feed\/(\w+)\.json$/.exec(req.url ?? "")?.[1];
    try {
      const body = readFileSync(join(FIXTURE, "feed", `${entity}.json`));
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => feedHost.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}/feed`;

  tenantsDir = mkdtempSync(join(tmpdir(), "forecourt-feed-outage-"));
  const tenantDir = join(tenantsDir, "two-yards");
  cpSync(FIXTURE, tenantDir, { recursive: true });
  const config = JSON.parse(readFileSync(join(tenantDir, "tenant.json"), "utf8"));
  config.feed = { ...config.feed, url, timeoutMs: 1000, retries: 0 };
  writeFileSync(join(tenantDir, "tenant.json"), JSON.stringify(config));
  process.env.TENANTS_DIR = tenantsDir;
  clearTenantCache();
  database = await openTestPglite();
  useDatabase(database);
});

afterEach(() => {
  vi.useRealTimers();
  feedUp = true;
});

afterAll(async () => {
  useDatabase(null);
  await database.close();
  await new Promise((done) => feedHost.close(done));
  rmSync(tenantsDir, { recursive: true, force: true });
  clearTenantCache();
});

let n = 0;
const enquiry = () => ({
  kind: "general",
  idempotency_key: `outage-${Date.now()}-${n++}`,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412 345 678",
  comments: "Is the ute still there?",
  category: "Sales",
  location_id: "11",
  car_id: "502",
  terms_accepted: true,
});

async function storedLead(id: string) {
  const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** Moves the clock past the feed cache, as the next request after five quiet minutes sees it. */
function afterCacheExpires(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + FEED_TTL_MS + 60_000 });
}

describe("a dealer's feed host goes down", () => {
  it("keeps storing leads and quoting delivery from the last good fetch once the cache expires", async () => {
    const before = await call(leadsFn, "/api/leads", { body: enquiry() });
    expect(before.status).toBe(201);

    feedUp = false;
    afterCacheExpires();
    const lead = await call(leadsFn, "/api/leads", { body: enquiry() });
    expect(lead.status).toBe(201);
    expect(await storedLead(lead.json.lead.id)).toBeDefined();
    const quote = await call(deliveryFn, "/api/delivery-quote", { body: { postcode: "2150", car_id: "502" } });
    expect(quote.status).toBe(200);
    expect(quote.json.location.id).toBe("12");
  });

  it("after a cold start with the host down, uses the feed copy shipped with the functions", async () => {
    feedUp = false;
    clearTenantCache();
    const lead = await call(leadsFn, "/api/leads", { body: enquiry() });
    expect(lead.status).toBe(201);
    expect(await storedLead(lead.json.lead.id)).toBeDefined();
  });

  it("with no copy anywhere (a cold start, host down), answers 503 to try again, never a bare 500", async () => {
    feedUp = false;
    clearTenantCache();
    rmSync(join(tenantsDir, "two-yards", "feed"), { recursive: true, force: true });
    const lead = await call(leadsFn, "/api/leads", { body: enquiry() });
    expect(lead.status).toBe(503);
    expect(lead.json.error.code).toBe("unavailable");
  });
});
