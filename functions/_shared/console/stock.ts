import { randomUUID } from "node:crypto";
import type { StockCar } from "../../../src/lib/api/console-stock.ts";
import type { Car } from "../../../src/lib/feed/car.ts";
import { findCars } from "../../../src/lib/inventory/find-car.ts";
import { applyLiveStock } from "../../../src/lib/inventory/live-stock.ts";
import type { StockChangeFields } from "../../../src/lib/inventory/stock-change.ts";
import type { Db } from "../db/client.ts";
import type { FunctionContext } from "../http/define-function.ts";
import { HttpError } from "../http/errors.ts";
import { liveStockSince } from "../live-stock.ts";
import { audit } from "../staff/audit.ts";
import type { StaffSession } from "../staff/session.ts";
import { receiveStockEvent } from "../stock/receive.ts";
import type { Tenant } from "../tenant.ts";

/** The dealer's cars as every page shows them now: the feed with the stock journal's changes. */
async function liveCars(db: Db, site: Tenant): Promise<Car[]> {
  return applyLiveStock(await site.feed("cars"), await liveStockSince(db, site, new Date(0)));
}

const view = (car: Car): StockCar => ({
  id: String(car.id),
  name: car.name,
  stock_number: car.stocknum ?? null,
  rego: car.regplate ?? null,
  vin: car.vin ?? null,
  status: car.status,
  reserved: car.reserved === true,
  price: car.price ?? null,
  before_price: car.before_price ?? null,
});

export async function findStock(db: Db, site: Tenant, query: string): Promise<StockCar[]> {
  return findCars(await liveCars(db, site), query).map(view);
}

/** The journal change a yard state means: available and reserved are in stock; sold is not. */
const YARD_CHANGES = {
  available: { status: "in_stock", reserved: false },
  reserved: { status: "in_stock", reserved: true },
  sold: { status: "sold", reserved: false },
} as const satisfies Record<string, StockChangeFields>;

/**
 * A change from the console, through the same journal, search update, channel pushes and rebuild
 * as a signed stock hook call (stock/receive.ts), then written to the audit log with the car's
 * state before and after.
 */
export async function changeStock(
  db: Db,
  site: Tenant,
  signedIn: StaffSession,
  input: { car_id: string; state?: keyof typeof YARD_CHANGES; price?: number | null; before_price?: number | null },
  context: FunctionContext,
  ip: string | null,
): Promise<{ car: StockCar; rebuild: string }> {
  const before = (await liveCars(db, site)).find((car) => String(car.id) === input.car_id);
  if (!before) throw new HttpError(404, "not_found", "No car with that id at this dealer.");
  const change: StockChangeFields = {
    ...(input.state ? YARD_CHANGES[input.state] : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.before_price !== undefined ? { before_price: input.before_price } : {}),
  };
  const answer = await receiveStockEvent(
    db,
    site,
    { event_id: `console-${randomUUID()}`, changes: [{ car_id: input.car_id, ...change }] },
    context,
  );
  const after = (await liveCars(db, site)).find((car) => String(car.id) === input.car_id) ?? before;
  const { id: _beforeId, name: _beforeName, ...was } = view(before);
  const { id: _afterId, name: _afterName, ...now } = view(after);
  await audit(db, {
    tenant: site.slug,
    actor: signedIn.staff.email,
    action: "stock.change",
    subject: input.car_id,
    before: was,
    after: now,
    ip,
  });
  return { car: view(after), rebuild: answer.rebuild };
}
