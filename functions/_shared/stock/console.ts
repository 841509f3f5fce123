import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, gte, isNull, like, lt, sql } from "drizzle-orm";
import type { consoleStock, StockCar } from "#lib/api/console-stock.ts";
import type { ResponseData } from "#lib/api/contract.ts";
import type { Car } from "#lib/feed/car.ts";
import { fewerWordsSaid, findCars } from "#lib/inventory/find-car.ts";
import { applyLiveStock, foldStockChanges } from "#lib/inventory/live-stock.ts";
import {
  CONSOLE_EVENT_PREFIX,
  mayUndo,
  priceChangeNeedsConfirm,
  priceChangeQuestion,
  revertFields,
  undoUntil,
} from "#lib/inventory/price-check.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { can } from "#lib/staff/roles.ts";
import type { Db } from "../platform/db/client.ts";
import { alertPending, shopperMessages, stockChanges, stockPushes } from "../platform/db/schema.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import { forbidden, HttpError } from "../platform/http/errors.ts";
import { liveStockSince } from "./live.ts";
import { refuseUnbackedWasPrice } from "./was-price.ts";
import { audit } from "../staff/audit.ts";
import type { StaffSession } from "../staff/session.ts";
import { receiveStockEvent } from "./receive.ts";
import type { Tenant } from "../platform/tenant.ts";

/** The dealer's cars as every page shows them now: the feed with the stock journal's changes. */
export async function liveCars(db: Db, site: Tenant): Promise<Car[]> {
  return applyLiveStock(await site.feed("cars"), await liveStockSince(db, site, new Date(0)));
}

/** The yard a car stands in: its own location name, else its location's. */
export async function yardNames(site: Tenant): Promise<Map<string, string>> {
  return new Map((await site.feed("locations")).map((location) => [String(location.id), location.name]));
}

const view = (car: Car, yards: Map<string, string> = new Map()): StockCar => ({
  id: String(car.id),
  name: car.name,
  stock_number: car.stocknum ?? null,
  rego: car.regplate ?? null,
  vin: car.vin ?? null,
  status: car.status,
  reserved: car.reserved === true,
  price: car.price ?? null,
  before_price: car.before_price ?? null,
  year: car.year ?? null,
  variant: [car.badge, car.series].filter(Boolean).join(" ") || null,
  colour: car.colour ?? null,
  km: car.km ?? null,
  yard: car.location ?? (car.location_id ? (yards.get(String(car.location_id)) ?? null) : null),
});

/** The shopper's search rules over every car, an honest count, a page at a time. */
export async function findStock(
  db: Db,
  site: Tenant,
  query: string,
  page: number,
  mayPrice: boolean,
): Promise<ResponseData<typeof consoleStock>> {
  const found = findCars(await liveCars(db, site), query, { page });
  const yards = await yardNames(site);
  return {
    cars: found.cars.map((car) => view(car, yards)),
    total: found.total,
    page: found.page,
    pages: found.pages,
    notice: found.fellBackTo ? fewerWordsSaid(query, found.fellBackTo) : null,
    may_price: mayPrice,
  };
}

/** The journal change a yard state means: available and reserved are in stock; sold is not. */
const YARD_CHANGES = {
  available: { status: "in_stock", reserved: false },
  reserved: { status: "in_stock", reserved: true },
  sold: { status: "sold", reserved: false },
} as const satisfies Record<string, StockChangeFields>;

type StockAnswer = {
  car: StockCar;
  rebuild: string;
  undo: { change_id: string; until: string } | null;
  withdrawn: null;
};

/**
 * A change from the console, through the same journal, search update, channel pushes and rebuild
 * as a signed stock hook call (stock/receive.ts), then written to the audit log with the car's
 * state before and after. A price far from the current one needs `confirmed`.
 */
export async function changeStock(
  db: Db,
  site: Tenant,
  signedIn: StaffSession,
  input: {
    car_id: string;
    state?: keyof typeof YARD_CHANGES;
    price?: number | null;
    before_price?: number | null;
    confirmed?: boolean;
  },
  context: FunctionContext,
  ip: string | null,
): Promise<StockAnswer> {
  const before = (await liveCars(db, site)).find((car) => String(car.id) === input.car_id);
  if (!before) throw new HttpError(404, "not_found", "No car with that id at this dealer.");
  const current = before.price ?? null;
  if (
    input.price !== undefined &&
    input.confirmed !== true &&
    priceChangeNeedsConfirm(current, input.price, site.config.stock.priceChangeConfirmPercent)
  )
    throw new HttpError(
      409,
      "confirm_price",
      priceChangeQuestion(before.name, current!, input.price!, site.config.pricing.currency),
    );
  await refuseUnbackedWasPrice(db, site, before, input);
  const change: StockChangeFields = {
    ...(input.state ? YARD_CHANGES[input.state] : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.before_price !== undefined ? { before_price: input.before_price } : {}),
  };
  const eventId = `${CONSOLE_EVENT_PREFIX}${randomUUID()}`;
  const answer = await receiveStockEvent(
    db,
    site,
    { event_id: eventId, changes: [{ car_id: input.car_id, ...change }] },
    context,
  );
  const after = await auditChange(db, site, signedIn, "stock.change", before, ip);
  return {
    car: view(after, await yardNames(site)),
    rebuild: answer.rebuild,
    undo: { change_id: eventId, until: undoUntil(new Date(answer.received_at)).toISOString() },
    withdrawn: null,
  };
}

/** Writes the car's state before and after to the audit log; answers the car after. */
async function auditChange(
  db: Db,
  site: Tenant,
  signedIn: StaffSession,
  action: string,
  before: Car,
  ip: string | null,
): Promise<Car> {
  const after = (await liveCars(db, site)).find((car) => car.id === before.id) ?? before;
  const { id: _beforeId, name: _beforeName, ...was } = view(before);
  const { id: _afterId, name: _afterName, ...now } = view(after);
  await audit(db, {
    slug: site.slug,
    actor: signedIn.staff.email,
    action,
    subject: String(before.id),
    before: was,
    after: now,
    ip,
  });
  return after;
}

const undoClosed = (message = "This change can no longer be undone: change the car again instead.") =>
  new HttpError(409, "undo_closed", message);

/**
 * Undoes a console change within STOCK_UNDO_MINUTES, if it is still the car's
 * latest: puts back what it changed (as the car was before it), withdraws the price-drop alerts
 * and digest news it queued that have not gone out, and takes the car out of channel pushes it
 * opened that have not been taken yet (then the undo itself pushes nothing: the channels never heard).
 */
export async function undoStockChange(
  db: Db,
  site: Tenant,
  signedIn: StaffSession,
  input: { car_id: string; undo: string },
  context: FunctionContext,
  ip: string | null,
  now = new Date(),
): Promise<{ car: StockCar; rebuild: string; undo: null; withdrawn: { alerts: number; pushes: number } }> {
  const [row] = await db
    .select()
    .from(stockChanges)
    .where(
      and(
        eq(stockChanges.tenant, site.slug),
        eq(stockChanges.eventId, input.undo),
        eq(stockChanges.carId, input.car_id),
      ),
    );
  if (!row || !input.undo.startsWith(CONSOLE_EVENT_PREFIX))
    throw new HttpError(404, "not_found", "No car with that id at this dealer.");
  if (!mayUndo(row.receivedAt, now)) throw undoClosed();
  const change = row.change as StockChangeFields;
  if ((change.price !== undefined || change.before_price !== undefined) && !can(signedIn.role, "stock.price"))
    throw forbidden(`Your role (${signedIn.role}) may change a car's status but not its price.`);
  const [later] = await db
    .select({ id: stockChanges.id })
    .from(stockChanges)
    .where(and(eq(stockChanges.tenant, site.slug), eq(stockChanges.carId, row.carId), gt(stockChanges.id, row.id)))
    .limit(1);
  if (later) throw undoClosed("This car has changed again since: change it by hand instead.");

  const feedCar = (await site.feed("cars")).find((car) => String(car.id) === row.carId);
  if (!feedCar) throw new HttpError(404, "not_found", "No car with that id at this dealer.");
  const earlier = await db
    .select({ carId: stockChanges.carId, change: stockChanges.change, receivedAt: stockChanges.receivedAt })
    .from(stockChanges)
    .where(
      and(
        eq(stockChanges.tenant, site.slug),
        eq(stockChanges.carId, row.carId),
        lt(stockChanges.id, row.id),
        gt(stockChanges.receivedAt, await site.feedTime()),
      ),
    )
    .orderBy(asc(stockChanges.receivedAt), asc(stockChanges.id));
  const [was] = applyLiveStock(
    [feedCar],
    foldStockChanges(
      earlier.map((entry) => ({
        car_id: entry.carId,
        at: entry.receivedAt.toISOString(),
        change: entry.change as StockChangeFields,
      })),
    ),
  );
  const before = (await liveCars(db, site)).find((car) => String(car.id) === row.carId)!;

  const withdrawn = await db.transaction(async (tx) => {
    const alerts = await tx
      .update(shopperMessages)
      .set({ status: "skipped", lastError: "withdrawn: the stock change was undone in the console", updatedAt: now })
      .where(
        and(
          eq(shopperMessages.tenant, site.slug),
          eq(shopperMessages.purpose, "alert"),
          eq(shopperMessages.status, "pending"),
          like(shopperMessages.idempotencyKey, `alert:%:change:${row.id}`),
        ),
      )
      .returning({ id: shopperMessages.id });
    const kept = await tx
      .delete(alertPending)
      .where(eq(alertPending.eventKey, `change:${row.id}`))
      .returning({ key: alertPending.eventKey });
    // Pushes opened by this change (or joined later) that no worker has taken: the car leaves them.
    const open = await tx
      .select({ id: stockPushes.id, carIds: stockPushes.carIds })
      .from(stockPushes)
      .where(
        and(
          eq(stockPushes.tenant, site.slug),
          eq(stockPushes.status, "pending"),
          isNull(stockPushes.claimedAt),
          gte(stockPushes.createdAt, row.receivedAt),
          sql`${stockPushes.carIds} @> ${JSON.stringify([row.carId])}::jsonb`,
        ),
      );
    for (const push of open) {
      const rest = push.carIds.filter((id) => id !== row.carId);
      if (rest.length === 0) await tx.delete(stockPushes).where(eq(stockPushes.id, push.id));
      else await tx.update(stockPushes).set({ carIds: rest, updatedAt: now }).where(eq(stockPushes.id, push.id));
    }
    return { alerts: alerts.length + kept.length, pushes: open.length };
  });

  const pushedBefore = site.config.syndication.destinations.length > 0 && withdrawn.pushes === 0;
  const answer = await receiveStockEvent(
    db,
    site,
    {
      event_id: `${CONSOLE_EVENT_PREFIX}undo-${randomUUID()}`,
      changes: [{ car_id: row.carId, ...revertFields(change, was!) }],
    },
    context,
    { push: pushedBefore },
  );
  const after = await auditChange(db, site, signedIn, "stock.undo", before, ip);
  return { car: view(after, await yardNames(site)), rebuild: answer.rebuild, undo: null, withdrawn };
}
