import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { viewedCars } from "../../stores/viewed-cars.ts";
import { SavedCarList } from "./SavedCarList.tsx";
import { useSavedCars } from "./use-saved-cars.ts";

const SHOWN = 4;
const NONE: readonly never[] = [];

/**
 * 'Recently viewed' (spec §3 viewed-car record) on the home page and under a car page, newest
 * first, leaving out the car being viewed; nothing at all until the shopper has viewed a car.
 */
export default function RecentlyViewed({ exceptId }: { exceptId?: string }) {
  const viewed = useStore(viewedCars, { ssr: () => NONE });
  const remembered = useMemo(() => viewed.filter((car) => car.id !== exceptId).slice(0, SHOWN), [viewed, exceptId]);
  const cars = useSavedCars(remembered);
  if (!cars || cars.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading">Recently viewed</h2>
      <SavedCarList cars={cars} label="Recently viewed" headingLevel="h3" />
    </section>
  );
}
