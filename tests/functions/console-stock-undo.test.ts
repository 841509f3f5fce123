import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { changeStock, undoStockChange } from "../../functions/_shared/stock/console.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import type { FunctionContext } from "../../functions/_shared/platform/http/define-function.ts";
import { listStockPushes, runStockPushes } from "../../functions/_shared/syndication/stock-pushes.ts";
import type { StaffSession } from "../../functions/_shared/staff/session.ts";
import { loadPublishedTenant } from "../../functions/_shared/content/overlay.ts";
import { clearTenantCache } from "../../functions/_shared/platform/tenant.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { useFunctionEnv } from "./support/harness.ts";
import { type Stub, sendJson, startStub } from "./support/stub-server.ts";

/**
 * Undoing a console change withdraws the channel push it opened while no worker
 * has taken it (the channels never hear of the slip), and pushes the car again when it had gone.
 */
useFunctionEnv();
const TENANT = "feed-yard";
const tenants = mkdtempSync(join(tmpdir(), "forecourt-undo-"));
cpSync(resolve(`tests/fixtures/function-tenants/${TENANT}`), join(tenants, TENANT), { recursive: true });
const configFile = join(tenants, TENANT, "tenant.json");
const config = JSON.parse(readFileSync(configFile, "utf8"));
config.syndication = {
  ...config.syndication,
  coalesceSeconds: 60,
  maxAttempts: 3,
  destinations: [{ type: "webhook", name: "portal", urlEnv: "FEED_YARD_PUSH_URL", secretEnv: "FEED_YARD_PUSH_SECRET" }],
};
writeFileSync(configFile, JSON.stringify(config));

let portal: Stub;
beforeAll(async () => {
  process.env.TENANTS_DIR = tenants;
  clearTenantCache();
  process.env.FEED_YARD_PUSH_SECRET = "push-signing-secret-0123456789";
  portal = await startStub((_, res) => sendJson(res, 200, { ok: true }));
  process.env.FEED_YARD_PUSH_URL = `${portal.url}/forecourt/stock`;
  return () => portal.close();
});

// The console's caller, as requireStaff hands it on; the work the function would leave for later is not run here.
const owner = { sessionId: "undo-test", staff: { email: "owner@feedyard.example" }, role: "owner" } as StaffSession;
const later: FunctionContext = { waitUntil: () => undefined };
const pendingWith = async (carId: string) =>
  (await listStockPushes(await getDb(), { slug: TENANT, status: "pending" })).filter((push) =>
    push.carIds.includes(carId),
  );

forEachDatabase("undoing a console stock change", () => {
  it("withdraws the push it opened before it went out, and pushes nothing itself", async () => {
    const db = await getDb();
    const site = await loadPublishedTenant(TENANT);
    const sold = await changeStock(db, site, owner, { car_id: "702", state: "sold" }, later, null);
    expect(await pendingWith("702")).toHaveLength(1);
    const undone = await undoStockChange(db, site, owner, { car_id: "702", undo: sold.undo!.change_id }, later, null);
    expect(undone.withdrawn).toEqual({ alerts: 0, pushes: 1 });
    expect(undone.car).toMatchObject({ status: "in_stock", reserved: false });
    expect(await pendingWith("702")).toEqual([]);
  });

  it("pushes the car again when its push had already gone", async () => {
    const db = await getDb();
    const site = await loadPublishedTenant(TENANT);
    const requests = portal.requests.length;
    const cut = await changeStock(db, site, owner, { car_id: "703", price: 35_990 }, later, null);
    await runStockPushes(db, { slug: TENANT, now: new Date(Date.now() + 120_000) });
    expect(portal.requests.length).toBeGreaterThan(requests);
    const undone = await undoStockChange(db, site, owner, { car_id: "703", undo: cut.undo!.change_id }, later, null);
    expect(undone.withdrawn).toEqual({ alerts: 0, pushes: 0 });
    expect(undone.car.price).toBe(36_490);
    expect(await pendingWith("703")).toHaveLength(1);
  });
});
