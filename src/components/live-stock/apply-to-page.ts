import { formatDollars } from "../../lib/format/money.ts";
import { isGone, type LiveStock } from "../../lib/inventory/live-stock.ts";
import { $liveStock, followLiveStock } from "../../stores/live-stock.ts";

/**
 * Corrects a static page with the stock changes received since it was built (issue 14), in place
 * and without moving anything: every element marked `data-live-car="<id>"` (car cards, the car
 * page) gets `data-live="sold"` or `data-live="reserved"`, and its `[data-live-price]` the new
 * price. What that looks like is CSS (global.css `[data-live]`); the car page keeps its SOLD panel
 * in the same grid cell as the price, so showing it changes no layout.
 */
export function applyLiveStockToPage(changes: ReadonlyMap<string, LiveStock>, root: ParentNode = document): number {
  let marked = 0;
  for (const element of root.querySelectorAll<HTMLElement>("[data-live-car]")) {
    const change = changes.get(element.dataset.liveCar ?? "");
    if (!change) continue;
    marked++;
    if (isGone(change)) {
      element.dataset.live = "sold";
      continue;
    }
    // Back in stock (a sale entered by mistake, then corrected while the page was open).
    if (element.dataset.live === "sold") delete element.dataset.live;
    if (change.reserved !== undefined) {
      if (change.reserved) element.dataset.live = "reserved";
      else delete element.dataset.live;
    }
    if (typeof change.price === "number" && change.price > 10)
      for (const price of element.querySelectorAll<HTMLElement>("[data-live-price]"))
        price.textContent = formatDollars(change.price);
  }
  return marked;
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
      if (changes && changes.size > 0) applyLiveStockToPage(changes);
    });
  };
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}
