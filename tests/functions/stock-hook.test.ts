import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { signedCallNonces, stockChanges, stockEvents } from "../../functions/_shared/platform/db/schema.ts";
import { claimNonce } from "../../functions/_shared/platform/http/signed-call.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import hookFn from "../../functions/hooks-stock.ts";
import statusFn from "../../functions/stock-status.ts";
import { indexCollection } from "../../scripts/search/index-collection.ts";
import { createTypesenseApi } from "../../functions/_shared/platform/providers/typesense/admin-api.ts";
import { STOCK_STATUS_CACHE_HEADERS } from "#lib/api/stock-status.ts";
import type { SearchDocument } from "#lib/search/document.ts";
import { signedHeaders } from "#lib/security/signed-call.ts";
import { startTypesenseStub, type TypesenseStub } from "../support/typesense-stub.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, OPS_SECRET, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

let nextEvent = 0;
const eventId = () => `evt-${Date.now()}-${++nextEvent}`;

/** A signed stock hook call, as the dealer's stock system sends it. */
const hook = (body: unknown, options: CallOptions = {}) =>
  call(hookFn, "/api/hooks/stock", { raw: JSON.stringify(body), signWith: STOCK_HOOK_SECRET, ...options });
const status = (since: string, options: CallOptions = {}) =>
  call(statusFn, "/api/stock-status", { query: { since }, ...options });

const rows = async (slug = "two-yards") => {
  const db = await getDb();
  const [events] = await db.select({ n: count() }).from(stockEvents).where(eq(stockEvents.tenant, slug));
  const [changes] = await db.select({ n: count() }).from(stockChanges).where(eq(stockChanges.tenant, slug));
  return { events: events!.n, changes: changes!.n };
};

forEachDatabase("POST /api/hooks/stock", () => {
  describe("refuses a call it cannot trust (401), storing nothing", () => {
    const body = () => ({ event_id: eventId(), changes: [{ car_id: "501", status: "sold" }] });

    it("without a signature", async () => {
      const before = await rows();
      const got = await call(hookFn, "/api/hooks/stock", { body: body() });
      expect(got.status).toBe(401);
      expect(got.json.error.message).toBe("The request signature is missing, wrong or expired.");
      expect(await rows()).toEqual(before);
    });

    it("signed with the wrong secret, or over a different body", async () => {
      const before = await rows();
      expect((await hook(body(), { signWith: "another-secret-another-secret" })).status).toBe(401);
      const sent = JSON.stringify(body());
      const forged = await call(hookFn, "/api/hooks/stock", {
        raw: sent.replace("sold", "in_stock"),
        headers: {
          "content-type": "application/json",
          ...signedHeaders(STOCK_HOOK_SECRET, { method: "POST", path: "/api/hooks/stock", body: sent }),
        },
      });
      expect(forged.status).toBe(401);
      expect(await rows()).toEqual(before);
    });

    it("signed more than five minutes ago (a replayed capture)", async () => {
      const sent = JSON.stringify(body());
      const got = await call(hookFn, "/api/hooks/stock", {
        raw: sent,
        headers: {
          "content-type": "application/json",
          ...signedHeaders(
            STOCK_HOOK_SECRET,
            { method: "POST", path: "/api/hooks/stock", body: sent },
            { now: Date.now() - 6 * 60_000 },
          ),
        },
      });
      expect(got.status).toBe(401);
    });

    // Method and path inside the signature, and a nonce.
    it("signed for another endpoint or method, with the ops secret, or without a nonce (the old format)", async () => {
      const before = await rows();
      const sent = JSON.stringify(body());
      const signedFor = (request: { method: string; path: string }, secret = STOCK_HOOK_SECRET) =>
        call(hookFn, "/api/hooks/stock", {
          raw: sent,
          headers: { "content-type": "application/json", ...signedHeaders(secret, { ...request, body: sent }) },
        });
      const answers = [
        await signedFor({ method: "POST", path: "/api/ops/reservations" }),
        await signedFor({ method: "PUT", path: "/api/hooks/stock" }),
        await signedFor({ method: "POST", path: "/api/hooks/stock" }, OPS_SECRET),
      ];
      const timestamp = Math.floor(Date.now() / 1000);
      answers.push(
        await call(hookFn, "/api/hooks/stock", {
          raw: sent,
          headers: {
            "content-type": "application/json",
            "x-forecourt-timestamp": String(timestamp),
            "x-forecourt-signature": `sha256=${createHmac("sha256", STOCK_HOOK_SECRET).update(`${timestamp}.${sent}`).digest("hex")}`,
          },
        }),
      );
      for (const got of answers) {
        expect(got.status).toBe(401);
        expect(got.json.error.code).toBe("bad_signature");
      }
      expect(await rows()).toEqual(before);
    });

    it("the same signed call sent again within its five minutes (a replay): refused, nothing stored", async () => {
      const sent = JSON.stringify(body());
      const headers = {
        "content-type": "application/json",
        ...signedHeaders(STOCK_HOOK_SECRET, { method: "POST", path: "/api/hooks/stock", body: sent }),
      };
      const first = await call(hookFn, "/api/hooks/stock", { raw: sent, headers });
      expect(first.status).toBe(200);
      const before = await rows();
      const replayed = await call(hookFn, "/api/hooks/stock", { raw: sent, headers });
      expect(replayed.status).toBe(401);
      expect(replayed.json.error).toEqual({
        code: "replayed",
        message: "This signed call was already received. Sign each call anew, with a new X-Forecourt-Nonce.",
      });
      expect(await rows()).toEqual(before);
      // Signed anew (a new nonce), the same event is the idempotent duplicate it always was.
      const again = await call(hookFn, "/api/hooks/stock", { raw: sent, signWith: STOCK_HOOK_SECRET });
      expect(again.status).toBe(200);
      expect(again.json.duplicate).toBe(true);
    });

    it("a nonce taken once is kept for the signature's window, then pruned", async () => {
      const db = await getDb();
      const now = new Date();
      const keepUntil = new Date(now.getTime() + 5 * 60_000);
      const nonce = `prune-test-${Date.now()}`;
      expect(await claimNonce(db, "two-yards", nonce, keepUntil, now)).toBe(true);
      expect(await claimNonce(db, "two-yards", nonce, keepUntil, new Date(now.getTime() + 4 * 60_000))).toBe(false);
      // Another dealer's nonces are its own.
      expect(await claimNonce(db, "one-yard", nonce, keepUntil, now)).toBe(true);
      const kept = () => db.select().from(signedCallNonces).where(eq(signedCallNonces.nonce, nonce));
      expect(await kept()).toHaveLength(2);
      // Any call after the window prunes it (its timestamp alone refuses it by then).
      await claimNonce(
        db,
        "two-yards",
        `${nonce}-later`,
        new Date(keepUntil.getTime() + 5 * 60_000),
        new Date(keepUntil.getTime() + 1000),
      );
      expect(await kept()).toHaveLength(0);
    });

    it("when the site has no secret configured (503, not a crash)", async () => {
      const saved = process.env.TWO_YARDS_STOCK_HOOK_SECRET;
      delete process.env.TWO_YARDS_STOCK_HOOK_SECRET;
      try {
        const got = await hook(body());
        expect(got.status).toBe(503);
        expect(got.json.error.code).toBe("hook_not_configured");
      } finally {
        process.env.TWO_YARDS_STOCK_HOOK_SECRET = saved;
      }
    });
  });

  it("stores a signed change once: a repeated event id answers the same and stores nothing", async () => {
    const before = await rows();
    const body = { event_id: eventId(), changes: [{ car_id: "502", price: 18990, before_price: 21990 }] };
    const first = await hook(body);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ duplicate: false, applied: [{ car_id: "502" }], unknown: [], rebuild: "off" });
    expect(await rows()).toEqual({ events: before.events + 1, changes: before.changes + 1 });

    const again = await hook(body);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      duplicate: true,
      applied: [{ car_id: "502" }],
      received_at: first.json.received_at,
    });
    expect(await rows()).toEqual({ events: before.events + 1, changes: before.changes + 1 });
  });

  it("a was-price sent that the car's history does not back is stored as none, so no page shows it", async () => {
    const storedChange = async (body: unknown) => {
      const answer = await hook(body);
      expect(answer.status).toBe(200);
      const [row] = await (await getDb())
        .select({ change: stockChanges.change })
        .from(stockChanges)
        .where(eq(stockChanges.eventId, answer.json.event_id));
      return row!.change;
    };
    // $58,990 has stood since January (feed/prices.json): a cut from it may say so.
    expect(
      await storedChange({ event_id: eventId(), changes: [{ car_id: "501", price: 57990, before_price: 58990 }] }),
    ).toEqual({ price: 57990, before_price: 58990 });
    // The car never stood at $64,990.
    expect(
      await storedChange({ event_id: eventId(), changes: [{ car_id: "501", price: 56990, before_price: 64990 }] }),
    ).toEqual({ price: 56990, before_price: null });
  });

  it("answers bad bodies with 400 and the path of each problem, storing nothing", async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      [{ changes: [{ car_id: "501", status: "sold" }] }, "event_id"],
      [{ event_id: eventId(), changes: [] }, "changes"],
      [{ event_id: eventId(), changes: [{ car_id: "501" }] }, "changes.0.status"],
      [
        { event_id: eventId(), changes: [{ car_id: "501", stock_number: "TY501", status: "sold" }] },
        "changes.0.car_id",
      ],
      [{ event_id: eventId(), changes: [{ car_id: "501", price: -5 }] }, "changes.0.price"],
      [{ event_id: eventId(), changes: [{ car_id: "501", reserved: "yes" }] }, "changes.0.reserved"],
      [{ event_id: eventId(), feedChanged: false }, "feedChanged"],
      [{ event_id: eventId() }, "changes"],
    ];
    for (const [body, path] of cases) {
      const got = await hook(body);
      expect(got.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(got.json.error.fields ?? {}).join(","), JSON.stringify(got.json)).toContain(path);
    }
    expect(await rows()).toEqual(before);
  });

  it("reports cars it does not know instead of failing, and finds cars by stock number", async () => {
    const got = await hook({
      event_id: eventId(),
      changes: [
        { car_id: "999", status: "sold" },
        { stock_number: "ty501", reserved: true },
        { stock_number: "NOPE-1", status: "sold" },
      ],
    });
    expect(got.status).toBe(200);
    expect(got.json.applied).toEqual([{ car_id: "501" }]);
    expect(got.json.unknown).toEqual([
      { index: 0, car_id: "999" },
      { index: 2, stock_number: "NOPE-1" },
    ]);
  });

  it("accepts { feedChanged: true } as a request to rebuild from the feed", async () => {
    const got = await hook({ event_id: eventId(), feedChanged: true });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ applied: [], unknown: [], duplicate: false });
  });

  describe("GET /api/stock-status", () => {
    it("gives each car's latest state since a page's stock time, cacheable by the CDN with an ETag", async () => {
      const pageBuilt = new Date(Date.now() - 1000).toISOString();
      await hook({ event_id: eventId(), changes: [{ car_id: "501", reserved: true }] });
      await hook({ event_id: eventId(), changes: [{ car_id: "501", status: "sold" }] });
      const got = await status(pageBuilt);
      expect(got.status).toBe(200);
      // The CDN keeps it for 15 s; a browser asks again each time, so a reload never shows older stock.
      expect(got.response.headers.get("netlify-cdn-cache-control")).toBe(
        "public, s-maxage=15, stale-while-revalidate=30",
      );
      expect(got.response.headers.get("cache-control")).toBe(STOCK_STATUS_CACHE_HEADERS["Cache-Control"]);
      expect(got.response.headers.get("cache-control")).not.toContain("stale-while-revalidate");
      const car = got.json.cars.find((c: { car_id: string }) => c.car_id === "501");
      expect(car).toMatchObject({ car_id: "501", status: "sold", reserved: true });

      const etag = got.response.headers.get("etag")!;
      expect(etag).toMatch(/^".+"$/);
      const revalidated = await status(pageBuilt, { headers: { "if-none-match": etag } });
      expect(revalidated.status).toBe(304);
    });

    it("has nothing for a page built after the last change", async () => {
      const got = await status(new Date(Date.now() + 60_000).toISOString());
      expect(got.json.cars).toEqual([]);
    });

    it("answers a since that is not a date with 400", async () => {
      const got = await status("yesterday");
      expect(got.status).toBe(400);
      expect(got.json.error.fields.since).toBe("must be an ISO date and time");
    });
  });
});

forEachDatabase("stock hook on a Typesense dealer", () => {
  let stub: TypesenseStub;
  beforeAll(async () => {
    stub = await startTypesenseStub("admin-key");
    process.env.TYPESENSE_URL = stub.url;
    process.env.TYPESENSE_API_KEY = "admin-key";
    clearTenantCache();
    const documents: SearchDocument[] = [
      {
        id: "701",
        slug: "2022-kia-sportage-701",
        name: "2022 Kia Sportage SX",
        year: 2022,
        make: "Kia",
        model: "Sportage",
        "make_model.lvl0": "Kia",
        "make_model.lvl1": "Kia > Sportage",
        status: "in_stock",
        car_type: "used",
        item_type: "car",
        certified: false,
        categories: [],
        filtered_features: [],
        tag: [],
        price_display: { kind: "price", amount: 34990 },
        price: 34990,
      } as unknown as SearchDocument,
    ];
    await indexCollection(createTypesenseApi({ url: stub.url, apiKey: "admin-key" }), {
      alias: "one-yard-cars",
      documents,
    });
  });
  afterAll(async () => {
    delete process.env.TYPESENSE_URL;
    delete process.env.TYPESENSE_API_KEY;
    await stub.close();
  });
  const liveDoc = () => {
    const collection = stub.collections.get(stub.aliases.get("one-yard-cars")!)!;
    return collection.documents.get("701");
  };

  it("updates the live collection before answering: a new price at once, a sold car deleted", async () => {
    const repriced = await hook(
      { event_id: eventId(), changes: [{ car_id: "701", price: 32990 }] },
      { slug: "one-yard" },
    );
    expect(repriced.json.search).toEqual({ updated: ["701"], deleted: [], failed: [] });
    expect(liveDoc()).toMatchObject({ price: 32990, price_range: "$30,000 - $40,000" });
    expect(liveDoc()!.default_rank).toBe(0);

    const sold = await hook(
      { event_id: eventId(), changes: [{ car_id: "701", status: "sold" }] },
      { slug: "one-yard" },
    );
    expect(sold.json.search).toEqual({ updated: [], deleted: ["701"], failed: [] });
    expect(liveDoc()).toBeUndefined();
  });

  it("reports a cluster it cannot reach in the answer, keeping the change", async () => {
    stub.failNext(503, "Not Ready or Lagging");
    const got = await hook(
      { event_id: eventId(), changes: [{ car_id: "701", status: "in_stock" }] },
      { slug: "one-yard" },
    );
    expect(got.status).toBe(200);
    expect(got.json.applied).toEqual([{ car_id: "701" }]);
    expect(got.json.search.failed).toEqual([{ car_id: "701", error: expect.stringContaining("503") }]);
  });
});
