import { and, eq, isNull } from "drizzle-orm";
import { addDays, zonedMoment } from "#lib/hours/zoned-time.ts";
import { carsTable } from "#lib/insights/cars-table.ts";
import { formatOpenMinutes } from "#lib/insights/format.ts";
import type { Period } from "#lib/insights/period.ts";
import type { WeeklySummaryFacts } from "#lib/messages/catalogue/staff-weekly-summary.ts";
import type { Db } from "../platform/db/client.ts";
import { staff, weeklySummaries } from "../platform/db/schema.ts";
import { sendStaffMessage } from "../platform/messages/staff.ts";
import type { Tenant } from "../platform/tenant.ts";
import { figuresFor } from "./insights.ts";
import { insightsSummary } from "./summary.ts";

/** Monday, 8 am in the dealer's zone: the summary of the seven days before goes out from then. */
const SEND_WEEKDAY = 1;
const SEND_MINUTES = 8 * 60;
const AGED_SHOWN = 5;

/** The week a summary sent at `now` covers (Monday to Sunday before it), or undefined before Monday 8 am. */
export function summaryWeek(now: Date, timeZone: string): Period | undefined {
  const today = zonedMoment(now, timeZone);
  const sinceMonday = (today.weekday - SEND_WEEKDAY + 7) % 7;
  if (sinceMonday === 0 && today.minutes < SEND_MINUTES) return undefined;
  const monday = addDays(today.date, -sinceMonday);
  return { from: addDays(monday, -7), to: addDays(monday, -1), days: 7 };
}

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Sends each owner who has not turned it off the last week's summary, once: the week is claimed
 * per owner before the email goes (a failed email gives the claim back, for the next hour's run).
 */
export async function sendWeeklySummaries(db: Db, site: Tenant, now = new Date()): Promise<{ sent: number }> {
  const { config } = site;
  const week = config.insights.weeklySummary ? summaryWeek(now, config.timeZone) : undefined;
  if (!week) return { sent: 0 };
  const owners = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(
      and(eq(staff.tenant, site.slug), eq(staff.role, "owner"), eq(staff.weeklySummary, true), isNull(staff.removedAt)),
    );
  let facts: WeeklySummaryFacts | undefined;
  let sent = 0;
  for (const owner of owners) {
    const claimed = await db
      .insert(weeklySummaries)
      .values({ tenant: site.slug, staffId: owner.id, week: week.from, sentAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) continue;
    try {
      facts ??= await weekFacts(db, site, week, now);
      await sendStaffMessage(site, "staff-weekly-summary", facts, owner.email);
      sent++;
    } catch (error) {
      console.error(`[insights] ${site.slug}: weekly summary to ${owner.email} failed: ${(error as Error).message}`);
      await db
        .delete(weeklySummaries)
        .where(
          and(
            eq(weeklySummaries.tenant, site.slug),
            eq(weeklySummaries.staffId, owner.id),
            eq(weeklySummaries.week, week.from),
          ),
        );
    }
  }
  return { sent };
}

async function weekFacts(db: Db, site: Tenant, week: Period, now: Date): Promise<WeeklySummaryFacts> {
  const { config } = site;
  const summary = await insightsSummary(db, site, week, undefined, now);
  const { cars } = await figuresFor(db, site, week, undefined, now);
  const aged = carsTable(cars, { list: "aged" }, config.insights.agedDays);
  const link = new URL(`/console/insights/?from=${week.from}&to=${week.to}`, config.siteUrl).href;
  return {
    dealer: config.name,
    week: `${shortDate(week.from)} – ${shortDate(week.to)}`,
    views: summary.totals.views,
    leads: summary.totals.leads,
    sources: summary.sources
      .filter((source) => source.leads > 0)
      .sort((a, b) => b.leads - a.leads)
      .map((source) => `${source.label}: ${source.leads}`),
    response: summary.response.map(
      (person) =>
        `${person.name}: ${person.assigned} leads` +
        (person.median_minutes === null ? "" : `, median ${formatOpenMinutes(person.median_minutes)}`) +
        (person.on_time_share === null ? "" : `, ${Math.round(person.on_time_share * 100)}% by the time promised`) +
        (person.won ? `, ${person.won} won` : ""),
    ),
    agedDays: config.insights.agedDays,
    agedCount: aged.length,
    aged: aged
      .slice(0, AGED_SHOWN)
      .map(
        (car) =>
          `${car.name}${car.stock_number ? ` (stock ${car.stock_number})` : ""}: ${car.days_in_stock} days, ${car.views} views, ${car.leads} leads`,
      ),
    link,
    settingsLink: new URL("/console/account/", config.siteUrl).href,
  };
}
