import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import stockFn from "../../functions/console-stock.ts";
import updateFn from "../../functions/console-stock-update.ts";
import stockStatusFn from "../../functions/stock-status.ts";
import { auditLog } from "../../functions/_shared/db/schema.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

const find = (cookie: string, q: string, tenant = "two-yards") =>
  call(stockFn, "/api/console/stock", { tenant, cookie, query: { q } });
const change = (cookie: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(updateFn, "/api/console/stock/update", {
    body,
    cookie,
    ...options,
    headers: { origin: consoleOrigin(options.tenant), ...options.headers },
  });
/** What every open page is told about a car now. */
const liveStock = async (carId: string) =>
  (await call(stockStatusFn, "/api/stock-status", { query: { since: "2020-01-01T00:00:00.000Z" } })).json.cars.find(
    (entry: { car_id: string }) => entry.car_id === carId,
  );

forEachDatabase("stock from the yard, in the console (issue 38)", (database) => {
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
      expect((await change(ours, { car_id: "504", state: "sold" }, { tenant: "booking-yard" })).status).toBe(404);
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
