import { createHmac } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { stockPushes } from "../../functions/_shared/platform/db/schema.ts";
import { listStockPushes, replayDeadPushes, runStockPushes } from "../../functions/_shared/syndication/stock-pushes.ts";
import { pushBuildChanges } from "../../functions/_shared/rebuilds/build-pushes.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import hookFn from "../../functions/hooks-stock.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";
import { type Stub, type StubRequest, sendJson, startStub } from "./support/stub-server.ts";

/**
 * A signed stock change pushed to the dealer's webhook and Meta catalog through
 * the outbox: signed, idempotent, coalesced, retried, dead-lettered; Meta through its real client
 * against a local server speaking the Graph API, and through the local provider without a token.
 */
const { dataDir } = useFunctionEnv();
const TENANT = "feed-yard";
const PUSH_SECRET = "push-signing-secret-0123456789";

const tenants = mkdtempSync(join(tmpdir(), "forecourt-push-"));
cpSync(resolve(`tests/fixtures/function-tenants/${TENANT}`), join(tenants, TENANT), { recursive: true });
const configFile = join(tenants, TENANT, "tenant.json");
const config = JSON.parse(readFileSync(configFile, "utf8"));
config.syndication = {
  ...config.syndication,
  coalesceSeconds: 1,
  maxAttempts: 3,
  destinations: [
    { type: "webhook", name: "portal", urlEnv: "FEED_YARD_PUSH_URL", secretEnv: "FEED_YARD_PUSH_SECRET" },
    { type: "meta-catalog", catalogIdEnv: "FEED_YARD_META_CATALOG", accessTokenEnv: "FEED_YARD_META_TOKEN" },
  ],
};
writeFileSync(configFile, JSON.stringify(config));

let portal: Stub;
let graph: Stub;
let portalAnswer = 200;
let graphAnswer = 200;

beforeAll(async () => {
  process.env.TENANTS_DIR = tenants;
  clearTenantCache();
  process.env.FEED_YARD_STOCK_HOOK_SECRET = STOCK_HOOK_SECRET;
  process.env.FEED_YARD_PUSH_SECRET = PUSH_SECRET;
  process.env.FEED_YARD_META_CATALOG = "1234567890";
  portal = await startStub((_, res) => sendJson(res, portalAnswer, { ok: portalAnswer < 300 }));
  graph = await startStub((_, res) =>
    graphAnswer === 200
      ? sendJson(res, 200, { handles: [`handle-${graph.requests.length}`], validation_status: [] })
      : sendJson(res, graphAnswer, { error: { code: 80014, message: "There have been too many calls" } }),
  );
  process.env.FEED_YARD_PUSH_URL = `${portal.url}/forecourt/stock`;
  process.env.META_GRAPH_URL = graph.url;
  process.env.FEED_YARD_META_TOKEN = "meta-system-user-token";
});
afterAll(async () => {
  await portal?.close();
  await graph?.close();
  delete process.env.META_GRAPH_URL;
});

let nextEvent = 0;
const stockChange = (changes: unknown[]) =>
  call(hookFn, "/api/hooks/stock", {
    slug: TENANT,
    raw: JSON.stringify({ event_id: `push-${Date.now()}-${++nextEvent}`, changes }),
    signWith: STOCK_HOOK_SECRET,
  });

const portalBodies = (from: number) => portal.requests.slice(from).map((request) => JSON.parse(request.body));
const graphCalls = (from: number) =>
  graph.requests.slice(from).map((request) => {
    const form = new URLSearchParams(request.body);
    return { url: request.url, form, requests: JSON.parse(form.get("requests") ?? "[]") };
  });

forEachDatabase("stock pushes", () => {
  it("a signed sale reaches the webhook and Meta's catalog within the coalescing wait, signed and keyed", async () => {
    const [p, g] = [portal.requests.length, graph.requests.length];
    const answer = await stockChange([{ car_id: "701", status: "sold" }]);
    expect(answer.status).toBe(200);
    // The hook's follow-up (context.waitUntil) waited 1 s and sent.
    const [request] = portal.requests.slice(p) as [StubRequest];
    expect(request.url).toBe("/forecourt/stock");
    expect(request.headers["x-forecourt-signature"]).toBe(
      `sha256=${createHmac("sha256", PUSH_SECRET).update(request.body).digest("hex")}`,
    );
    expect(request.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}:portal$/);
    expect(JSON.parse(request.body)).toEqual({
      dealer: TENANT,
      site: "https://www.feedyard.example",
      cars: [],
      removed: ["701"],
    });
    const [batch] = graphCalls(g);
    expect(batch!.url).toBe("/v21.0/1234567890/items_batch");
    expect(batch!.form.get("item_type")).toBe("VEHICLE");
    expect(batch!.form.get("access_token")).toBe("meta-system-user-token");
    expect(batch!.requests).toEqual([{ method: "DELETE", data: { vehicle_id: "701" } }]);
    const pushes = await listStockPushes(await getDb(), { slug: TENANT, status: "delivered" });
    expect(pushes.length).toBeGreaterThanOrEqual(2);
  });

  it("a burst of changes is one push per destination, saying what is true when it is sent", async () => {
    const [p, g] = [portal.requests.length, graph.requests.length];
    await Promise.all([
      stockChange([{ car_id: "702", reserved: true }]),
      stockChange([{ car_id: "703", price: 33990 }]),
      stockChange([{ car_id: "704", reserved: true }]),
    ]);
    const bodies = portalBodies(p);
    expect(bodies).toHaveLength(1);
    expect(bodies[0].removed).toEqual([]);
    expect(bodies[0].cars.map((car: { id: string }) => car.id).sort()).toEqual(["702", "703", "704"]);
    expect(bodies[0].cars.find((car: { id: string }) => car.id === "703")).toMatchObject({
      price: 33990,
      status: "available",
    });
    expect(bodies[0].cars.find((car: { id: string }) => car.id === "702")).toMatchObject({ status: "reserved" });
    const calls = graphCalls(g);
    expect(calls).toHaveLength(1);
    const byId = new Map(calls[0]!.requests.map((r: { data: { vehicle_id: string } }) => [r.data.vehicle_id, r]));
    expect(byId.get("702")).toMatchObject({
      method: "UPDATE",
      data: {
        availability: "PENDING",
        mileage: { value: "5", unit: "KM" },
        image: [{ url: "https://www.feedyard.example/images/cars/702.jpg" }],
      },
    });
    expect(byId.get("703")).toMatchObject({ method: "UPDATE", data: { price: "33990 AUD" } });
    // 704 has no price, so Meta's feed leaves it out: the catalog is told to take it down.
    expect(byId.get("704")).toEqual({ method: "DELETE", data: { vehicle_id: "704" } });
  });

  it("a destination that fails is retried on the outbox's schedule, then a dead letter that can be replayed", async () => {
    portalAnswer = 503;
    graphAnswer = 500;
    try {
      await stockChange([{ car_id: "706", price: 20990 }]);
      const db = await getDb();
      const failing = (await listStockPushes(db, { slug: TENANT, status: "pending" }))
        .filter((push) => push.carIds.includes("706"))
        .sort((a, b) => a.destination.localeCompare(b.destination));
      expect(failing.map((push) => [push.destination, push.attempts])).toEqual([
        ["meta", 1],
        ["portal", 1],
      ]);
      expect(failing[0]!.lastError).toContain("too many calls");
      expect(failing[1]!.lastError).toContain("answered 503");
      // Two more attempts, each when due: then dead (maxAttempts 3).
      for (const hours of [1, 24])
        await runStockPushes(db, { slug: TENANT, now: new Date(Date.now() + hours * 3_600_000) });
      const dead = (await listStockPushes(db, { slug: TENANT, status: "dead" })).filter((push) =>
        push.carIds.includes("706"),
      );
      expect(dead.map((push) => push.attempts)).toEqual([3, 3]);

      portalAnswer = 200;
      graphAnswer = 200;
      expect(await replayDeadPushes(db, { slug: TENANT })).toBe(2);
      expect(await runStockPushes(db, { slug: TENANT })).toMatchObject({ delivered: 2, dead: 0 });
      const [row] = await db.select().from(stockPushes).where(eq(stockPushes.id, dead[0]!.id));
      expect(row!.status).toBe("delivered");
    } finally {
      portalAnswer = 200;
      graphAnswer = 200;
    }
  });

  it("after a build, the cars it changed go to every destination at once; a first build pushes nothing", async () => {
    const db = await getDb();
    const p = portal.requests.length;
    expect(await pushBuildChanges(db, TENANT, undefined)).toBeUndefined();
    const entry = (id: string) => ({ id, name: id, status: "in_stock" });
    const run = await pushBuildChanges(db, TENANT, {
      added: [entry("705")],
      sold: [],
      removed: [entry("799")],
      priceChanges: [{ id: "706", name: "706", from: 21990, to: 20990 }],
    });
    expect(run).toMatchObject({ delivered: 2, dead: 0 });
    const [body] = portalBodies(p);
    expect(body.cars.map((car: { id: string }) => car.id).sort()).toEqual(["705", "706"]);
    expect(body.removed).toEqual(["799"]);
  });

  it("without a Meta token outside production, the local provider writes the batch it would send", async () => {
    delete process.env.FEED_YARD_META_TOKEN;
    try {
      await stockChange([{ car_id: "707", status: "sold" }]);
      const dir = join(dataDir, "syndication", TENANT, "meta");
      const written = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));
      expect(written).toContainEqual({
        catalog: "1234567890",
        item_type: "VEHICLE",
        requests: [{ method: "DELETE", data: { vehicle_id: "707" } }],
      });
    } finally {
      process.env.FEED_YARD_META_TOKEN = "meta-system-user-token";
    }
  });
});

describe("no destinations, no pushes", () => {
  it("a dealer that pushes nowhere queues nothing", async () => {
    // two-yards has no syndication.destinations.
    const db = await getDb().catch(() => undefined);
    expect(db === undefined || (await listStockPushes(db, { slug: "two-yards" })).length === 0).toBe(true);
  });
});
