import { useEffect } from "react";
import { recordViewed } from "../../../stores/viewed-cars.ts";
import type { ViewedCarInput } from "../../../stores/viewed-cars.ts";

export type RecordViewedProps = ViewedCarInput;

/** Remembers this car in "recently viewed"; renders nothing. Hydrate with client:idle. */
export default function RecordViewed({ id, slug, name, price, image }: RecordViewedProps) {
  useEffect(() => {
    recordViewed({ id, slug, name, price, image });
  }, [id, slug, name, price, image]);
  return null;
}
