import { useEffect } from "react";
import { trackEvent } from "../../../client/analytics/track.ts";
import { currentVisit } from "../../../client/visit.ts";
import { recordViewed } from "../../../stores/viewed-cars.ts";
import type { ViewedCarInput } from "../../../stores/viewed-cars.ts";

export type RecordViewedProps = ViewedCarInput;

/** Remembers this car in "recently viewed" and reports the view (§7 9); renders nothing. Hydrate with client:idle. */
export default function RecordViewed({ id, slug, name, price, image }: RecordViewedProps) {
  useEffect(() => {
    recordViewed({ id, slug, name, price, image });
    // Counted for the dealer's Insights with where the visit came from; nothing about the shopper.
    trackEvent(9, { car_id: id, ...(price ? { price } : {}), visit: currentVisit() });
  }, [id, slug, name, price, image]);
  return null;
}
