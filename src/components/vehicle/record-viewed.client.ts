import { trackEvent } from "../../client/analytics/track.ts";
import { currentVisit } from "../../client/visit.ts";
import { recordViewed, type ViewedCarInput } from "../../stores/viewed-cars.ts";

/** The car of a `[data-viewed-car]` (RecordViewed.astro): remembered as viewed and reported once. */
export function recordViewedCar(root: ParentNode): void {
  const data = root.querySelector<HTMLElement>("[data-viewed-car]")?.dataset.viewedCar;
  if (!data) return;
  const car = JSON.parse(data) as ViewedCarInput;
  recordViewed(car);
  // Counted for the dealer's Insights with where the visit came from; nothing about the shopper.
  trackEvent(9, { car_id: car.id, ...(car.price ? { price: car.price } : {}), visit: currentVisit() });
}

// Off the page's first work, as the island it replaced (client:idle).
const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
if (document.querySelector("[data-viewed-car]")) idle(() => recordViewedCar(document));
