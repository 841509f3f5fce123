import { atom } from "nanostores";
import { callApi } from "../components/api/call-api.ts";
import { stockStatus } from "../lib/api/stock-status.ts";
import type { LiveStock } from "../lib/inventory/live-stock.ts";

/**
 * Stock changes since this page's build (issue 14), by car id; null until the answer came (or
 * failed: then the page stays as built). One request per page, shared by the page script and
 * every island (search, cards), and the CDN answers most of them.
 */
export const $liveStock = atom<ReadonlyMap<string, LiveStock> | null>(null);

let loading: Promise<ReadonlyMap<string, LiveStock>> | undefined;

/** The page's stock time, written by the build on <html data-stock-time>. */
export function pageStockTime(): string | undefined {
  return document.documentElement.dataset.stockTime || undefined;
}

/** Asks once; resolves with the changes (empty when the page has no stock time or the call fails). */
export function loadLiveStock(): Promise<ReadonlyMap<string, LiveStock>> {
  loading ??= (async () => {
    const since = pageStockTime();
    const result = since ? await callApi(stockStatus, { since }) : undefined;
    const changes: ReadonlyMap<string, LiveStock> = new Map(
      result?.ok ? result.data.cars.map((car) => [car.car_id, car] as const) : [],
    );
    $liveStock.set(changes);
    return changes;
  })();
  return loading;
}

/** At most this long a search waits for the changes before showing results without them. */
export const LIVE_STOCK_WAIT_MS = 2000;

/** The changes, or an empty map when they take longer than `ms` (search must not stall on them). */
export function liveStockWithin(ms = LIVE_STOCK_WAIT_MS): Promise<ReadonlyMap<string, LiveStock>> {
  return Promise.race([
    loadLiveStock(),
    new Promise<ReadonlyMap<string, LiveStock>>((resolve) => setTimeout(() => resolve(new Map()), ms)),
  ]);
}
