import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import stockFn from "../../functions/console-stock.ts";
import updateFn from "../../functions/console-stock-update.ts";
import stockStatusFn from "../../functions/stock-status.ts";
import runAlertsFn from "../../functions/alerts-run.ts";
import subscribeFn from "../../functions/alerts.ts";
import confirmFn from "../../functions/alerts-confirm.ts";
import { auditLog } from "../../functions/_shared/platform/db/schema.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import { STOCK_UNDO_MINUTES } from "#lib/inventory/price-check.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

const find = (cookie: string, q: string, slug = "two-yards") =>
  call(stockFn, "/api/console/stock", { slug, cookie, query: { q } });
const change = (cookie: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(updateFn, "/api/console/stock/update", {
    body,
    cookie,
    ...options,
    headers: { origin: consoleOrigin(options.slug), ...options.headers },
  });
/** What every open page is told about a car now. */
const liveStock = async (carId: string) =>
  (await call(stockStatusFn, "/api/stock-status", { query: { since: "2020-01-01T00:00:00.000Z" } })).json.cars.find(
    (entry: { car_id: string }) => entry.car_id === carId,
  );

forEachDatabase("stock from the yard, in the console", (database) => {
  it("finds a car by stock number, VIN or the words of its name", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    expect((await find(cookie, "ty 501")).json.cars.map((car: { id: string }) => car.id)).toEqual(["501"]);
    expect((await find(cookie, "MR0FB8CD3P0123456")).json.cars[0]).toMatchObject({
      id: "501",
      name: "2023 Toyota HiLux SR5",
      stock_number: "TY501",
      status: "in_stock",
      reserved: false,
      price: 58990,
    });
    expect((await find(cookie, "mazda cx-5")).json.cars.map((car: { id: string }) => car.id)).toEqual(["502"]);
    expect((await find(cookie, "nothing like it")).json.cars).toEqual([]);
  });

  it("marking a car sold goes through the stock journal to every page at once, and is audited", async () => {
    const email = newStaffEmail("sales");
    const cookie = await signedInStaff(email, "sales");
    const sold = await change(cookie, { car_id: "504", state: "sold" });
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    expect(sold.json.car).toMatchObject({ id: "504", status: "sold", reserved: false });
    expect(sold.json.rebuild).toEqual(expect.any(String));
    expect(await liveStock("504")).toMatchObject({ status: "sold" });
    const [row] = await database().db.select().from(auditLog).where(eq(auditLog.subject, "504"));
    expect(row).toMatchObject({ actor: email.toLowerCase(), action: "stock.change" });
    expect(row!.before).toMatchObject({ status: "in_stock" });
    expect(row!.after).toMatchObject({ status: "sold" });

    const back = await change(cookie, { car_id: "504", state: "available" });
    expect(back.json.car).toMatchObject({ status: "in_stock", reserved: false });
    expect(await liveStock("504")).toMatchObject({ status: "in_stock", reserved: false });
  });

  it("a salesperson re-prices a car and sets its was-price", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    const repriced = await change(cookie, { car_id: "502", price: 42990, before_price: 44990 });
    expect(repriced.json.car).toMatchObject({ price: 42990, before_price: 44990 });
    expect(await liveStock("502")).toMatchObject({ price: 42990, before_price: 44990 });
    expect((await change(cookie, { car_id: "502", price: 42990.5 })).json.error.fields.price).toBe(
      "Whole dollars, please.",
    );
    expect((await change(cookie, { car_id: "502" })).status).toBe(400);
  });

  // The ACCC's reasonable period: a was-price the car never stood at is refused, not saved and hidden.
  it("a was-price the car's price history does not back is refused with the reason, and nothing changes", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    const before = await liveStock("501");
    const refused = await change(cookie, { car_id: "501", price: 56990, before_price: 61990, confirmed: true });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.before_price).toBe(
      "A was-price shows only when the car was at $61,990 or more for the 28 days before its current price (ACCC guidance), and its price history doesn't show that. Leave it empty.",
    );
    expect(await liveStock("501")).toEqual(before);
  });

  // The shopper's search rules, what tells the cars apart, an honest count, pages.
  it("finds by variant, shows variant, colour, km, stock number and yard, and counts every match", async () => {
    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    const sr5 = await find(cookie, "hilux sr5");
    expect(sr5.json).toMatchObject({ total: 1, page: 1, pages: 1, notice: null, may_price: true });
    expect(sr5.json.cars[0]).toMatchObject({ id: "501", variant: "SR5", stock_number: "TY501", year: 2023 });
    expect(sr5.json.cars[0].yard).toEqual(expect.any(String));
    expect((await find(cookie, "ranger xlt")).json.cars.map((car: { id: string }) => car.id)).toEqual(["504"]);
    const fell = await find(cookie, "hilux zzzzzz");
    expect(fell.json.notice).toBe("No car matches all of 'hilux zzzzzz'; showing cars that match 'hilux'.");
    const editor = await signedInStaff(newStaffEmail("editor"), "editor");
    expect((await find(editor, "hilux")).json.may_price).toBe(false);
  });

  // $34,990 saved as $3,499 — asked once more, and undone before any shopper hears of it.
  it("a price far from the current one is asked about once more, and an undo withdraws its alert", async () => {
    const runAlerts = async (at?: Date) =>
      (
        await call(runAlertsFn, "/.netlify/functions/alerts-run", {
          query: { tenant: "two-yards", ...(at ? { at: at.toISOString() } : {}) },
        })
      ).json.tenants["two-yards"];
    await runAlerts();
    const shopper = `follower-${Date.now().toString(36)}@example.com`;
    await call(subscribeFn, "/api/alerts", {
      body: {
        channel: "email",
        email: shopper,
        consent: true,
        consent_version: ALERT_CONSENT_VERSION,
        kind: "car",
        car_id: "502",
      },
      ip: "192.0.2.77",
    });
    const [confirmation] = await localEmailsTo("two-yards", shopper);
    const token = decodeURIComponent(/#token=([^"\s)]+)/.exec(confirmation!.text)![1]!);
    expect((await call(confirmFn, "/api/alerts/confirm", { body: { token } })).status).toBe(200);
    const alerts = async () => (await localEmailsTo("two-yards", shopper)).filter((mail) => mail.tag === "alert");

    const cookie = await signedInStaff(newStaffEmail("sales"), "sales");
    const price = (await find(cookie, "mazda cx-5")).json.cars[0].price as number;
    const slip = Math.round(price / 10);
    const asked = await change(cookie, { car_id: "502", price: slip });
    expect(asked.status).toBe(409);
    expect(asked.json.error.code).toBe("confirm_price");
    expect(asked.json.error.message).toMatch(
      /^Change the price of 2024 Mazda CX-5 Touring from \$[\d,]+ to \$[\d,]+ \(90% lower\)\?$/,
    );
    expect((await liveStock("502"))?.price).not.toBe(slip);

    const saved = await change(cookie, { car_id: "502", price: slip, confirmed: true });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.undo.change_id).toMatch(/^console-/);
    expect(await liveStock("502")).toMatchObject({ price: slip });
    // Inside the undo window the alert run does not read it yet.
    expect(await runAlerts()).toMatchObject({ changesRead: 0, queued: 0 });

    const undone = await change(cookie, { car_id: "502", undo: saved.json.undo.change_id });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect(undone.json).toMatchObject({ car: { price }, undo: null, withdrawn: { alerts: 0, pushes: 0 } });
    expect(await liveStock("502")).toMatchObject({ price });
    const [audited] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, "502"), eq(auditLog.action, "stock.undo")));
    expect(audited!.before).toMatchObject({ price: slip });
    expect(audited!.after).toMatchObject({ price });
    // Undone once: the undo is the car's latest change now.
    expect((await change(cookie, { car_id: "502", undo: saved.json.undo.change_id })).json.error.code).toBe(
      "undo_closed",
    );

    // A small cut needs no second look; once its window has passed, the follower hears of it alone.
    const cut = await change(cookie, { car_id: "502", price: price - 500 });
    expect(cut.status).toBe(200);
    const later = new Date(Date.now() + (STOCK_UNDO_MINUTES + 1) * 60_000);
    expect((await runAlerts(later)).queued).toBe(1);
    const heard = await alerts();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.text).not.toContain(`$${slip.toLocaleString("en-AU")}`);
    await change(cookie, { car_id: "502", price });
  });

  describe("refused, with nothing changed", () => {
    it("an editor may mark a car reserved but not change its price", async () => {
      const editor = await signedInStaff(newStaffEmail("editor"), "editor");
      expect((await change(editor, { car_id: "502", state: "reserved" })).json.car.reserved).toBe(true);
      const priced = await change(editor, { car_id: "502", price: 1 });
      expect(priced.status).toBe(403);
      expect(priced.json.error.message).toBe("Your role (editor) may change a car's status but not its price.");
      expect((await liveStock("502"))?.price).not.toBe(1);
      await change(editor, { car_id: "502", state: "available" });
    });

    it("another dealer's car, a forged Origin, nobody signed in", async () => {
      const ours = await signedInStaff(newStaffEmail("owner"), "owner", "booking-yard");
      expect((await change(ours, { car_id: "504", state: "sold" }, { slug: "booking-yard" })).status).toBe(404);
      const sales = await signedInStaff(newStaffEmail("sales"), "sales");
      const forged = await change(
        sales,
        { car_id: "504", state: "sold" },
        { headers: { origin: "https://evil.example" } },
      );
      expect(forged.status).toBe(403);
      expect((await call(stockFn, "/api/console/stock", { query: { q: "hilux" } })).status).toBe(401);
      expect((await liveStock("504"))?.status).not.toBe("sold");
    });
  });
});
