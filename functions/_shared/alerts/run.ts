import { ALERT_EMAIL_UTM } from "#lib/insights/visit-source.ts";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { ConsentRecord } from "#lib/alerts/consent.ts";
import { type AlertEvent, carAlertHears, carState, changeEvents, digestDue } from "#lib/alerts/events.ts";
import { searchMatcher } from "#lib/alerts/search-match.ts";
import { heldForUndo } from "#lib/inventory/price-check.ts";
import type { Car } from "#lib/feed/car.ts";
import { foldStockChanges, type LiveStock, type ReceivedChange } from "#lib/inventory/live-stock.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { fillWording } from "#lib/messages/content.ts";
import { alertMessageName } from "#lib/messages/catalogue/by-event.ts";
import type { AlertNews } from "#lib/messages/catalogue/parts/alert.ts";
import { searchDocuments } from "#lib/search/availability.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { backedWasPrice } from "#lib/pricing/price-history.ts";
import { dealerBackingHistories } from "../analytics/stock-ledger.ts";
import { hitRateLimit } from "../platform/auth/rate-limit.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { alertCursors, alertInputs, alertPending, alertSubscriptions, stockChanges } from "../platform/db/schema.ts";
import { type QueuedMessage, queueMessages } from "../platform/messages/outbox.ts";
import { composeMessage, outboxMessages } from "../platform/messages/queue.ts";
import { messageCar, messageSender } from "../platform/messages/sender.ts";
import type { Tenant } from "../platform/tenant.ts";
import { alertLinkToken, alertLinkUrl, oneClickUnsubscribeUrl } from "./links.ts";
import type { AlertRow } from "./store.ts";

/** Most journal rows (and build news rows) one run reads; the next run goes on from there. */
const BATCH = 5000;

export interface AlertRunReport {
  /** The first run of a dealer only marks where the journal is: nothing before it alerts anyone. */
  seeded: boolean;
  changesRead: number;
  buildNewsRead: number;
  events: number;
  /** Instant alerts queued. */
  queued: number;
  /** News kept for a digest. */
  kept: number;
  digests: number;
  /** Left out: the car was sold or reserved by the time of the run, or the day's cap was reached. */
  skipped: number;
}

/**
 * One dealer's alert run. Reads the stock journal and the build news past its cursor
 * (the cursor row is locked for the run, so two runs never read the same news), turns them into
 * events, and gives each active alert that hears of one a message now (instant, within the day's
 * cap) or keeps it for its digest; then sends the digests that are due. Every message's key names
 * its alert and its cause, so a change alerts one subscription at most once, whatever happens.
 */
export async function runAlerts(db: Db, tenant: Tenant, now = new Date()): Promise<AlertRunReport> {
  const report: AlertRunReport = {
    seeded: false,
    changesRead: 0,
    buildNewsRead: 0,
    events: 0,
    queued: 0,
    kept: 0,
    digests: 0,
    skipped: 0,
  };
  await db.transaction(async (tx) => {
    const cursor = await lockCursor(tx, tenant.slug);
    if (!cursor) {
      report.seeded = true;
      return;
    }
    const read = await tx
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.tenant, tenant.slug), gt(stockChanges.id, cursor.lastChangeId)))
      .orderBy(asc(stockChanges.id))
      .limit(BATCH);
    // A console change can be undone for a few minutes; the run reads up to it and no
    // further until then, so an undone $3,499 slip never reaches a shopper.
    const held = read.findIndex((row) => heldForUndo(row, now));
    const changes = held === -1 ? read : read.slice(0, held);
    const inputs = await tx
      .select()
      .from(alertInputs)
      .where(and(eq(alertInputs.tenant, tenant.slug), gt(alertInputs.id, cursor.lastInputId)))
      .orderBy(asc(alertInputs.id))
      .limit(BATCH);
    report.changesRead = changes.length;
    report.buildNewsRead = inputs.length;
    const lastChangeId = changes.at(-1)?.id ?? cursor.lastChangeId;
    const lastInputId = inputs.at(-1)?.id ?? cursor.lastInputId;

    const cars = new Map((await tenant.feed("cars")).map((car) => [String(car.id), car]));
    const live = await liveAsOf(tx, tenant, lastChangeId);
    const events = [
      ...(await journalEvents(tx, tenant, changes, cursor.lastChangeId, cars, live)),
      ...inputs.map(
        (input): AlertEvent => ({
          key: `build:${input.id}`,
          car_id: input.carId,
          what: input.what,
          ...(input.fromPrice !== null ? { from: input.fromPrice } : {}),
          ...(input.toPrice !== null ? { to: input.toPrice } : {}),
        }),
      ),
    ];
    await nameOnlyBackedEarlierPrices(tx as unknown as Db, tenant, events, now);
    report.events = events.length;
    // Never an alert about a car that is sold or reserved by now.
    const forSale = (carId: string) => {
      const car = cars.get(carId);
      return car !== undefined && carState(car, live.get(carId)).available;
    };
    const deliveries = new Map<string, { alert: AlertRow; events: AlertEvent[] }>();
    const hear = (alert: AlertRow, event: AlertEvent) => {
      const entry = deliveries.get(alert.id) ?? { alert, events: [] };
      entry.events.push(event);
      deliveries.set(alert.id, entry);
    };
    const carEvents = events.filter((event) => carAlertHears(event.what));
    if (carEvents.length) {
      const alerts = await activeAlerts(tx, tenant.slug, "car", [...new Set(carEvents.map((e) => e.car_id))]);
      for (const event of carEvents) for (const alert of alerts) if (alert.carId === event.car_id) hear(alert, event);
    }
    const arrivals = events.filter((event) => event.what === "arrived");
    if (arrivals.length) {
      const arrived = arrivals.map((event) => cars.get(event.car_id)).filter((car): car is Car => car !== undefined);
      const matcher = searchMatcher(
        searchDocuments(arrived, tenant.config, feedNow(tenant.config, now), {
          locations: await tenant.feed("locations"),
        }),
      );
      const byCar = new Map(arrivals.map((event) => [event.car_id, event]));
      for (const alert of await activeAlerts(tx, tenant.slug, "search"))
        for (const carId of matcher.matches(alert.search!)) hear(alert, byCar.get(carId)!);
    }

    const messages: QueuedMessage[] = [];
    for (const { alert, events: heard } of deliveries.values()) {
      const fresh = heard.filter((event) => forSale(event.car_id));
      report.skipped += heard.length - fresh.length;
      if (alert.frequency !== "instant") {
        if (fresh.length)
          await tx
            .insert(alertPending)
            .values(fresh.map((event) => ({ subscriptionId: alert.id, eventKey: event.key, event, createdAt: now })))
            .onConflictDoNothing();
        report.kept += fresh.length;
        continue;
      }
      for (const event of fresh) {
        const withinCap = await hitRateLimit(
          tx,
          tenant.slug,
          `alert-day:${alert.id}`,
          { max: tenant.config.messages.alertsPerDay, windowSeconds: 86_400 },
          now,
        );
        if (!withinCap.ok) {
          report.skipped++;
          continue;
        }
        messages.push(...alertMessages(tenant, alert, [event], cars, live, event.key));
      }
    }
    report.queued = messages.length;
    messages.push(...(await dueDigests(tx, tenant, cars, live, forSale, now, report)));
    await queueMessages(tx, messages, now);
    await tx
      .update(alertCursors)
      .set({ lastChangeId, lastInputId, updatedAt: now })
      .where(eq(alertCursors.tenant, tenant.slug));
  });
  return report;
}

/** Locks the dealer's cursor for this run; the first run writes it at the journal's end and answers null. */
async function lockCursor(tx: Tx, slug: string) {
  const seeded = await tx
    .insert(alertCursors)
    .values({
      tenant: slug,
      lastChangeId: sql`(select coalesce(max(${stockChanges.id}), 0) from ${stockChanges} where ${stockChanges.tenant} = ${slug})`,
      lastInputId: sql`(select coalesce(max(${alertInputs.id}), 0) from ${alertInputs} where ${alertInputs.tenant} = ${slug})`,
    })
    .onConflictDoNothing()
    .returning({ tenant: alertCursors.tenant });
  if (seeded.length) return null;
  const [cursor] = await tx.select().from(alertCursors).where(eq(alertCursors.tenant, slug)).for("update");
  return cursor!;
}

type JournalRow = typeof stockChanges.$inferSelect;
const received = (row: Pick<JournalRow, "carId" | "change" | "receivedAt">): ReceivedChange => ({
  car_id: row.carId,
  at: row.receivedAt.toISOString(),
  change: row.change as StockChangeFields,
});

/** Each car's state from the journal since the feed, up to a change id. */
async function liveAsOf(tx: Tx, tenant: Tenant, lastId: number, carIds?: string[]): Promise<Map<string, LiveStock>> {
  const conditions = [
    eq(stockChanges.tenant, tenant.slug),
    gt(stockChanges.receivedAt, await tenant.feedTime()),
    lte(stockChanges.id, lastId),
  ];
  if (carIds) conditions.push(inArray(stockChanges.carId, carIds));
  const rows = await tx
    .select()
    .from(stockChanges)
    .where(and(...conditions))
    .orderBy(asc(stockChanges.id));
  return new Map(foldStockChanges(rows.map(received)).map((entry) => [entry.car_id, entry]));
}

/** Price drops and returns: each car's state before the new changes, against after them (`is`, read once for the run). */
async function journalEvents(
  tx: Tx,
  tenant: Tenant,
  changes: JournalRow[],
  before: number,
  cars: Map<string, Car>,
  is: Map<string, LiveStock>,
): Promise<AlertEvent[]> {
  if (!changes.length) return [];
  const carIds = [...new Set(changes.map((row) => row.carId))];
  const was = await liveAsOf(tx, tenant, before, carIds);
  return carIds.flatMap((carId) => {
    const car = cars.get(carId);
    if (!car) return [];
    const lastChange = changes.filter((row) => row.carId === carId).at(-1)!;
    return changeEvents(`change:${lastChange.id}`, carId, carState(car, was.get(carId)), carState(car, is.get(carId)));
  });
}

/**
 * A price drop names the earlier price ("was $X, now $Y") only where the car's history shows it
 * at that price for the was-price period, the rule the site's was-prices follow; else it says the
 * new price alone.
 */
async function nameOnlyBackedEarlierPrices(db: Db, tenant: Tenant, events: AlertEvent[], now: Date): Promise<void> {
  const drops = events.filter((event) => event.what === "price_drop" && event.from !== undefined);
  if (!drops.length) return;
  const histories = await dealerBackingHistories(db, tenant, [...new Set(drops.map((e) => e.car_id))]);
  const at = feedNow(tenant.config, now);
  for (const drop of drops) {
    const points = histories.get(drop.car_id) ?? [];
    if (backedWasPrice(points, drop.to, drop.from, at, tenant.config.pricing.wasPriceMinDays) === undefined)
      delete drop.from;
  }
}

async function activeAlerts(tx: Tx, slug: string, kind: "car" | "search", carIds?: string[]): Promise<AlertRow[]> {
  const conditions = [
    eq(alertSubscriptions.tenant, slug),
    eq(alertSubscriptions.kind, kind),
    eq(alertSubscriptions.status, "active"),
  ];
  if (carIds) conditions.push(inArray(alertSubscriptions.carId, carIds));
  return tx
    .select()
    .from(alertSubscriptions)
    .where(and(...conditions));
}

/** The email (or SMS) of one alert's news, keyed by its alert and cause. */
function alertMessages(
  tenant: Tenant,
  alert: AlertRow,
  events: AlertEvent[],
  cars: Map<string, Car>,
  live: Map<string, LiveStock>,
  cause: string,
  digest?: "daily" | "weekly",
): QueuedMessage[] {
  const { config } = tenant;
  const sender = messageSender(tenant);
  const news: AlertNews[] = events.map((event) => {
    const car = cars.get(event.car_id)!;
    const price = live.get(event.car_id)?.price;
    const shown = messageCar(tenant, car, price);
    return {
      what: event.what,
      car: { ...shown, url: shown.url && alertLink(shown.url) },
      from: event.from,
      to: event.to,
    };
  });
  const unsubscribe = alertLinkToken("unsubscribe", tenant.slug, alert.id);
  const message = composeMessage(alertMessageName(news, digest), {
    news,
    digest: digest ?? "daily",
    kind: alert.kind,
    item: config.itemLabel,
    sender,
    signOff: fillWording(config.messages.signOff, { dealer: sender.name }),
    unsubscribeUrl: alertLinkUrl(config.siteUrl, "unsubscribe", unsubscribe),
    askedAt: new Date((alert.consent as ConsentRecord).at),
    timeZone: config.timeZone,
  });
  // Not capped (the catalogue says so): only active alerts hear news, at a confirmed address or the signed-in phone.
  return outboxMessages(tenant, message, {
    leadId: null,
    // One alert has one channel: its cause alone makes it once.
    key: () => `alert:${alert.id}:${cause}`,
    to: { [alert.channel]: alert.recipient },
    listUnsubscribe: oneClickUnsubscribeUrl(config.siteUrl, unsubscribe),
  });
}

/** Digests whose day or week is up: their kept news still for sale, in one message each. */
async function dueDigests(
  tx: Tx,
  tenant: Tenant,
  cars: Map<string, Car>,
  live: Map<string, LiveStock>,
  forSale: (carId: string) => boolean,
  now: Date,
  report: AlertRunReport,
): Promise<QueuedMessage[]> {
  const waiting = await tx
    .select({ alert: alertSubscriptions, pending: alertPending })
    .from(alertPending)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertPending.subscriptionId))
    .where(and(eq(alertSubscriptions.tenant, tenant.slug), eq(alertSubscriptions.status, "active")))
    .orderBy(asc(alertPending.createdAt));
  const byAlert = new Map<string, { alert: AlertRow; events: AlertEvent[] }>();
  for (const { alert, pending } of waiting) {
    const entry = byAlert.get(alert.id) ?? { alert, events: [] };
    entry.events.push(pending.event as AlertEvent);
    byAlert.set(alert.id, entry);
  }
  const messages: QueuedMessage[] = [];
  for (const { alert, events } of byAlert.values()) {
    // The first digest comes a day (or a week) after the alert was confirmed, not at once.
    const since = alert.lastAlertAt ?? alert.confirmedAt ?? alert.createdAt;
    if (alert.frequency === "instant" || !digestDue(alert.frequency, since, now)) continue;
    const fresh = events.filter((event) => forSale(event.car_id));
    report.skipped += events.length - fresh.length;
    await tx.delete(alertPending).where(eq(alertPending.subscriptionId, alert.id));
    if (!fresh.length) continue;
    const day = now.toISOString().slice(0, 10);
    messages.push(...alertMessages(tenant, alert, fresh, cars, live, `digest:${day}`, alert.frequency));
    await tx.update(alertSubscriptions).set({ lastAlertAt: now }).where(eq(alertSubscriptions.id, alert.id));
    report.digests++;
  }
  return messages;
}

/** A car's link in an alert, tagged so a visit it brings counts as an alert email's in Insights. */
function alertLink(url: string): string {
  const link = new URL(url);
  for (const [key, value] of Object.entries(ALERT_EMAIL_UTM)) link.searchParams.set(key, value);
  return link.href;
}
