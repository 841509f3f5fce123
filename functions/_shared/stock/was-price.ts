import type { Car } from "#lib/feed/car.ts";
import { applyLiveStock } from "#lib/inventory/live-stock.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { backedWasPrice, type PricePoint, unbackedWasPriceMessage } from "#lib/pricing/price-history.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { dealerBackingHistories } from "../analytics/stock-ledger.ts";
import type { Db } from "../platform/db/client.ts";
import { commonError } from "../platform/http/errors.ts";
import type { Tenant } from "../platform/tenant.ts";
import { liveStockSince } from "./live.ts";

type Judge = (car: Car, price: number | undefined, claimed: number | undefined) => number | undefined;

/** The rule with the named cars' histories read once: the was-price a car may show beside a price. */
async function wasPriceJudge(db: Db, site: Tenant, carIds: readonly string[]): Promise<Judge> {
  const histories: Map<string, PricePoint[]> = await dealerBackingHistories(db, site, carIds);
  const now = feedNow(site.config);
  return (car, price, claimed) =>
    backedWasPrice(histories.get(String(car.id)) ?? [], price, claimed, now, site.config.pricing.wasPriceMinDays);
}

/** The cars as they are now: the feed with the stock changes received since. */
async function liveCarsOf(db: Db, site: Tenant, cars: ReadonlyMap<string, Car>, carIds: readonly string[]) {
  const live = (await liveStockSince(db, site, new Date(0))).filter((entry) => carIds.includes(entry.car_id));
  const known = carIds.flatMap((id) => (cars.has(id) ? [cars.get(id)!] : []));
  return new Map(applyLiveStock(known, live).map((car) => [String(car.id), car]));
}

/**
 * A was-price typed in the console that the car's history does not back is refused, saying why,
 * rather than saved and never shown.
 */
export async function refuseUnbackedWasPrice(
  db: Db,
  site: Tenant,
  car: Car,
  input: { price?: number | null; before_price?: number | null },
): Promise<void> {
  if (input.before_price === undefined || input.before_price === null) return;
  const price = input.price !== undefined ? (input.price ?? undefined) : car.price;
  if (price === undefined || input.before_price <= price) return;
  const judge = await wasPriceJudge(db, site, [String(car.id)]);
  if (judge(car, price, input.before_price) !== undefined) return;
  const message = unbackedWasPriceMessage(input.before_price, site.config.pricing.wasPriceMinDays);
  throw commonError("validation", message, { fields: { before_price: message } });
}

/**
 * Each change that moves a price or a was-price says which was-price its car shows after it: the
 * one claimed (or the one shown before) where the history backs it beside the new price, else
 * none. So live pages, search, channel feeds and the next build show only backed was-prices.
 */
export async function backChangedWasPrices(
  db: Db,
  site: Tenant,
  cars: ReadonlyMap<string, Car>,
  changes: { car_id: string; change: StockChangeFields }[],
): Promise<void> {
  const pricing = changes.filter(({ change }) => change.price !== undefined || change.before_price !== undefined);
  if (!pricing.length) return;
  const carIds = [...new Set(pricing.map((entry) => entry.car_id))];
  const [judge, now] = await Promise.all([wasPriceJudge(db, site, carIds), liveCarsOf(db, site, cars, carIds)]);
  for (const entry of pricing) {
    const car = now.get(entry.car_id);
    if (!car) continue;
    const { change } = entry;
    const price = change.price !== undefined ? (change.price ?? undefined) : car.price;
    const claimed = change.before_price !== undefined ? (change.before_price ?? undefined) : car.before_price;
    const shown = judge(car, price, claimed);
    if (shown !== claimed) change.before_price = shown ?? null;
  }
}
