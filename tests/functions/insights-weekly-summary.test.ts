import { expect, it } from "vitest";
import weeklyFn from "../../functions/insights-weekly-summary.ts";
import weeklySummaryFn from "../../functions/staff-weekly-summary.ts";
import staffMeFn from "../../functions/staff-me.ts";
import { summaryWeek } from "../../functions/_shared/analytics/weekly-summary.ts";
import { localEmailsTo } from "../../functions/_shared/platform/providers/email/local.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

const run = async (at: string) =>
  (await call(weeklyFn, "/.netlify/functions/insights-weekly-summary", { slug: "two-yards", query: { at } })).json
    .summaries["two-yards"];
const summariesTo = async (email: string) =>
  (await localEmailsTo("two-yards", email)).filter((mail) => mail.tag === "weekly-summary");

it("covers Monday to Sunday of the week before, from Monday 8 am in the dealer's zone", () => {
  expect(summaryWeek(new Date("2026-11-29T20:59:00Z"), "Australia/Sydney")).toBeUndefined(); // Mon 7:59 am
  expect(summaryWeek(new Date("2026-11-29T21:00:00Z"), "Australia/Sydney")).toEqual({
    from: "2026-11-23",
    to: "2026-11-29",
    days: 7,
  });
  expect(summaryWeek(new Date("2026-12-02T03:00:00Z"), "Australia/Sydney")?.from).toBe("2026-11-23"); // Wednesday
});

forEachDatabase("the owners' weekly summary", () => {
  const week = "2026-11-29T21:05:00Z"; // Monday 30 November, 8:05 am in Sydney
  it("reaches each owner once, Monday from 8 am, with the week's figures and a link to Insights; an owner may turn it off", async () => {
    const owner = newStaffEmail("owner");
    const quiet = newStaffEmail("owner");
    await signedInStaff(owner, "owner");
    const quietCookie = await signedInStaff(quiet, "owner");
    const sales = newStaffEmail("sales");
    const salesCookie = await signedInStaff(sales, "sales");

    expect((await call(staffMeFn, "/api/staff/me", { cookie: quietCookie })).json.weekly_summary).toBe(true);
    const off = await call(weeklySummaryFn, "/api/staff/weekly-summary", {
      body: { on: false },
      cookie: quietCookie,
      headers: { origin: consoleOrigin() },
    });
    expect(off.json).toEqual({ on: false });
    expect(
      (
        await call(weeklySummaryFn, "/api/staff/weekly-summary", {
          body: { on: true },
          cookie: salesCookie,
          headers: { origin: consoleOrigin() },
        })
      ).status,
    ).toBe(403);

    await run(new Date(Date.parse(week) - 10 * 60_000).toISOString()); // 7:55 am: not yet
    expect(await summariesTo(owner)).toHaveLength(0);
    expect((await run(week)).sent).toBeGreaterThanOrEqual(1);
    await run(new Date(Date.parse(week) + 3_600_000).toISOString()); // the next hour: not again
    const mails = await summariesTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Two Yards Motors.*: \d+ views and \d+ leads, /);
    expect(mails[0]!.text).toContain("Where leads came from:");
    expect(mails[0]!.text).toContain("Aged stock (over 60 days)");
    expect(mails[0]!.text).toMatch(
      /See it all in Insights: https:\/\/[^\s]+\/console\/insights\/\?from=\d{4}-\d{2}-\d{2}&to=/,
    );
    expect(await summariesTo(quiet)).toHaveLength(0);
    expect(await summariesTo(sales)).toHaveLength(0);
  });
});
