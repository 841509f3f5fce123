import { atom } from "nanostores";
import { callApi } from "../client/call-api.ts";
import { ROUTES } from "#lib/api/routes.ts";
import type { LiveStock } from "#lib/inventory/live-stock.ts";

/**
 * Stock changes since this page's build, by car id; null until the first answer came
 * (or failed: then the page stays as built). Shared by the page script and every island (search,
 * cards); a new value replaces the old one only when the answer changed.
 */
export const $liveStock = atom<ReadonlyMap<string, LiveStock> | null>(null);

/**
 * How often an open, visible page asks again. The CDN may answer up to 15 s stale (s-maxage) and
 * once more while it revalidates, so 15 s here keeps a sold car on screen under a minute.
 */
export const LIVE_STOCK_POLL_MS = 15_000;

let loading: Promise<ReadonlyMap<string, LiveStock>> | undefined;
let lastAnswer: string | undefined;
let following = false;

/** The page's stock time, written by the build on <html data-stock-time>. */
export function pageStockTime(): string | undefined {
  return document.documentElement.dataset.stockTime || undefined;
}

/** Asks the stock-status endpoint; a failed call keeps what the page already had. */
async function refreshLiveStock(): Promise<ReadonlyMap<string, LiveStock>> {
  const since = pageStockTime();
  const result = since ? await callApi(ROUTES.stockStatus, { since }) : undefined;
  const current = $liveStock.get();
  if (!result?.ok) return current ?? setLiveStock([], "");
  const answer = JSON.stringify(result.data.cars);
  if (current && answer === lastAnswer) return current;
  return setLiveStock(result.data.cars, answer);
}

function setLiveStock(cars: readonly LiveStock[], answer: string): ReadonlyMap<string, LiveStock> {
  const changes: ReadonlyMap<string, LiveStock> = new Map(cars.map((car) => [car.car_id, car] as const));
  lastAnswer = answer;
  $liveStock.set(changes);
  return changes;
}

/** The first answer, asked once per page; resolves with the changes (empty when there are none or the call failed). */
export function loadLiveStock(): Promise<ReadonlyMap<string, LiveStock>> {
  loading ??= refreshLiveStock();
  return loading;
}

/**
 * Keeps `$liveStock` current while the page stays open: asks every LIVE_STOCK_POLL_MS while the
 * tab is visible and at once when it becomes visible again. Starting twice is starting once.
 */
export function followLiveStock(): void {
  if (following) return;
  following = true;
  void loadLiveStock();
  const askIfVisible = () => {
    if (document.visibilityState === "visible") void loadLiveStock().then(refreshLiveStock);
  };
  setInterval(askIfVisible, LIVE_STOCK_POLL_MS);
  document.addEventListener("visibilitychange", askIfVisible);
}

/** At most this long a search waits for the first answer before showing results without it. */
export const LIVE_STOCK_WAIT_MS = 2000;

/**
 * The changes, or an empty map when the first answer takes longer than `ms` (search must not
 * stall on them); a later answer still reaches `$liveStock`, which the search client follows.
 */
export function liveStockWithin(ms = LIVE_STOCK_WAIT_MS): Promise<ReadonlyMap<string, LiveStock>> {
  return Promise.race([
    loadLiveStock(),
    new Promise<ReadonlyMap<string, LiveStock>>((resolve) => setTimeout(() => resolve(new Map()), ms)),
  ]);
}
