import { formatDollars } from "#lib/format/money.ts";
import { isGone, isPendingCheckout, type LiveStock } from "#lib/inventory/live-stock.ts";
import { isMyCheckout } from "../../client/my-checkout.ts";
import { pendingCheckoutText } from "#lib/reservations/pending-checkout.ts";
import { $liveStock, followLiveStock } from "../../stores/live-stock.ts";

/**
 * Corrects a static page with the stock changes received since it was built, in place
 * and without moving anything: every element marked `data-live-car="<id>"` (car cards, the car
 * page) gets `data-live="sold"` or `data-live="reserved"` (or `"pending"` while someone else's
 * deposit checkout for it is open), and its `[data-live-price]` the new price. What that looks like is CSS (global.css `[data-live]`); the car page keeps its SOLD panel
 * in the same grid cell as the price, so showing it changes no layout.
 */
export function applyLiveStockToPage(
  changes: ReadonlyMap<string, LiveStock>,
  root: ParentNode = document,
  now = Date.now(),
): number {
  let marked = 0;
  for (const element of root.querySelectorAll<HTMLElement>("[data-live-car]")) {
    const carId = element.dataset.liveCar ?? "";
    const change = changes.get(carId);
    if (!change) {
      // Someone's checkout closed (the answer no longer names the car): it is for sale again.
      if (element.dataset.live === "pending") delete element.dataset.live;
      continue;
    }
    marked++;
    // A car back in stock (a sale entered by mistake, then corrected) or whose checkout closed loses its mark.
    const state = liveState(change, carId, now);
    if (state) element.dataset.live = state;
    else delete element.dataset.live;
    // A hold released since the build: what the page built as reserved is for sale again.
    element.toggleAttribute("data-live-released", change.reserved === false && state !== "sold");
    if (state === "pending")
      for (const until of element.querySelectorAll<HTMLElement>("[data-live-pending-until]"))
        until.textContent = pendingCheckoutText(change.pending_until!);
    if (state !== "sold" && typeof change.price === "number" && change.price > 10)
      for (const price of element.querySelectorAll<HTMLElement>("[data-live-price]"))
        price.textContent = formatDollars(change.price);
  }
  return marked;
}

/** Sold, reserved, or someone else paying a deposit on it right now; nothing when it is for sale. */
function liveState(change: LiveStock, carId: string, now: number): "sold" | "reserved" | "pending" | undefined {
  if (isGone(change)) return "sold";
  if (change.reserved) return "reserved";
  if (isPendingCheckout(change, now) && !isMyCheckout(carId)) return "pending";
  return undefined;
}

/**
 * Starts once the page is idle, only where something on it shows a car, and applies every newer
 * answer while the page stays open (cards an island drew since included).
 */
export function startLiveStock(): void {
  if (!document.querySelector("[data-live-car]")) return;
  const run = () => {
    followLiveStock();
    $liveStock.subscribe((changes) => {
      if (changes) applyLiveStockToPage(changes);
    });
  };
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}
