import { beforeAll, expect, it } from "vitest";
import confirmFn from "../../functions/alerts-confirm.ts";
import runFn from "../../functions/alerts-run.ts";
import subscribeFn from "../../functions/alerts.ts";
import unsubscribeFn from "../../functions/alerts-unsubscribe.ts";
import hookFn from "../../functions/hooks-stock.ts";
import { pushBuildChanges } from "../../functions/_shared/rebuilds/build-pushes.ts";
import { alertLinkToken } from "../../functions/_shared/alerts/links.ts";
import { getDb } from "../../functions/_shared/platform/db/client.ts";
import { priceHistories } from "../../functions/_shared/analytics/stock-ledger.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { ALERT_CONSENT_VERSION } from "#lib/alerts/consent.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

let event = 0;
const stockChange = async (change: Record<string, unknown>) => {
  const body = JSON.stringify({ event_id: `alerts-run-${Date.now()}-${event++}`, changes: [change] });
  expect((await call(hookFn, "/api/hooks/stock", { raw: body, signWith: STOCK_HOOK_SECRET })).status).toBe(200);
};
const runAlerts = async (at?: Date) =>
  (
    await call(runFn, "/.netlify/functions/alerts-run", {
      query: { tenant: "two-yards", ...(at ? { at: at.toISOString() } : {}) },
    })
  ).json;

forEachDatabase("alerts from the stock journal and builds", () => {
  const run = Math.random().toString(36).slice(2, 8);
  const address = (who: string) => `${who}-${run}@example.com`;
  const ids = new Map<string, string>();
  const alerts = (who: string) =>
    localEmailsTo("two-yards", address(who)).then((mail) => mail.filter((m) => m.tag === "alert"));

  /** Asks for an alert by email and confirms it from its email, as a shopper does. */
  async function follow(who: string, body: Record<string, unknown>) {
    await call(subscribeFn, "/api/alerts", {
      body: { channel: "email", email: address(who), consent: true, consent_version: ALERT_CONSENT_VERSION, ...body },
      ip: `192.0.2.${ids.size + 10}`,
    });
    const [mail] = await localEmailsTo("two-yards", address(who));
    const token = decodeURIComponent(/#token=([^"\s)]+)/.exec(mail!.text)![1]!);
    const confirmed = await call(confirmFn, "/api/alerts/confirm", { body: { token } });
    ids.set(who, confirmed.json.alert.id);
  }

  beforeAll(async () => {
    // The first run marks where the journal is: older news alerts nobody.
    expect((await runAlerts()).tenants["two-yards"].seeded).toBe(true);
    await follow("hilux", { kind: "car", car_id: "501" });
    await follow("toyotas", { kind: "search", search: "?make=Toyota" });
    await follow("fords", { kind: "search", search: "?make=Ford" });
    await follow("digest", { kind: "car", car_id: "502", frequency: "daily" });
  });

  it("a price drop alerts the car's followers once, with the new price and a one-click unsubscribe", async () => {
    await stockChange({ car_id: "501", price: 55990 });
    const report = (await runAlerts()).tenants["two-yards"];
    expect(report).toMatchObject({ seeded: false, changesRead: 1, events: 1, queued: 1 });
    const [alert, ...more] = await alerts("hilux");
    expect(more).toEqual([]);
    expect(alert!.subject).toMatch(/^Price drop: 2023 Toyota HiLux SR5 now \$55,990 – Two Yards Motors/);
    expect(alert!.text).toContain("was $58,990, now $55,990");
    expect(alert!.text).toMatch(/Stop these alerts: https?:\/\/\S+\/alerts\/unsubscribe\/#token=/);
    expect(alert!.from).toMatch(/<alerts@/);
    expect(alert!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alert!.headers?.["List-Unsubscribe"]).toMatch(/^<https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+>$/);
    // Read again: the same change never alerts twice.
    expect((await runAlerts()).tenants["two-yards"]).toMatchObject({ changesRead: 0, events: 0 });
    expect(await alerts("hilux")).toHaveLength(1);
    // Nobody else follows that car.
    expect(await alerts("toyotas")).toEqual([]);
  });

  it("a car back in stock after a released hold alerts; a car sold before the run does not", async () => {
    await stockChange({ car_id: "501", reserved: true });
    await runAlerts();
    await stockChange({ car_id: "501", reserved: false });
    await runAlerts();
    const back = (await alerts("hilux")).at(-1)!;
    expect(back.subject).toMatch(/^2023 Toyota HiLux SR5 is available again/);

    await stockChange({ car_id: "501", price: 54990 });
    await stockChange({ car_id: "501", status: "sold" });
    const report = (await runAlerts()).tenants["two-yards"];
    expect(report.queued).toBe(0);
    expect(await alerts("hilux")).toHaveLength(2);
    await stockChange({ car_id: "501", status: "in_stock" }); // the sale fell through
    await runAlerts();
    expect((await alerts("hilux")).at(-1)!.subject).toMatch(/is available again/);
  });

  it("a car a build adds alerts the saved searches it matches, and only those", async () => {
    // What runs after every build (local rebuilds and the nightly): the build's stock comparison.
    await pushBuildChanges(await getDb(), "two-yards", {
      added: [{ id: "504", name: "2022 Ford Ranger XLT", status: "in_stock" }],
      sold: [],
      removed: [],
      priceChanges: [],
    });
    await runAlerts();
    const [match] = await alerts("fords");
    expect(match!.subject).toMatch(/^New match for your search: 2022 Ford Ranger XLT/);
    expect(await alerts("toyotas")).toEqual([]);
    // The build's prices went into the price history as live: the hook's cut of 501 is not undone by its feed price.
    const history = await priceHistories(await getDb(), "two-yards", ["501", "504"]);
    expect(history.get("501")!.at(-1)).toMatchObject({ source: "hook" });
    expect(history.get("501")!.at(-1)!.price).toBeLessThan(58990);
    expect(history.get("504")).toEqual([expect.objectContaining({ price: null, source: "feed" })]);
  });

  it("a daily digest keeps the day's news and sends it in one message a day later", async () => {
    await stockChange({ car_id: "502", price: 43990 });
    await stockChange({ car_id: "502", price: 42990 });
    expect((await runAlerts()).tenants["two-yards"]).toMatchObject({ kept: 1, digests: 0 });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await runAlerts(tomorrow)).tenants["two-yards"]).toMatchObject({ digests: 1 });
    const [digest, ...more] = await alerts("digest");
    expect(more).toEqual([]);
    expect(digest!.subject).toMatch(/^1 update on cars you're following/);
    expect(digest!.text).toContain("now $42,990");
  });

  it("after an unsubscribe, the next change alerts nobody", async () => {
    const token = alertLinkToken("unsubscribe", "two-yards", ids.get("hilux")!);
    await call(unsubscribeFn, "/api/alerts/unsubscribe", { body: { token } });
    const before = (await alerts("hilux")).length;
    await stockChange({ car_id: "501", price: 50990 });
    await runAlerts();
    expect(await alerts("hilux")).toHaveLength(before);
  });

  it("one alert sends at most messages.alertsPerDay (3) instant alerts a day", async () => {
    await follow("capped", { kind: "car", car_id: "502" });
    for (const price of [41990, 40990, 39990, 38990]) {
      await stockChange({ car_id: "502", price });
      await runAlerts();
    }
    expect(await alerts("capped")).toHaveLength(3);
  });
});
