import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { type InStockCar, type RememberedCar, type SavedCarView, savedCarViews } from "#lib/inventory/saved-cars.ts";
import { $liveStock, followLiveStock } from "../../stores/live-stock.ts";
import { loadInStockCars } from "../vehicle/in-stock-cars.ts";

/** The remembered cars as they stand today (stock list plus live stock); null until the list has loaded. */
export function useSavedCars(remembered: readonly RememberedCar[]): SavedCarView[] | null {
  const [inStock, setInStock] = useState<InStockCar[] | null | undefined>(undefined);
  const live = useStore($liveStock);
  const any = remembered.length > 0;
  useEffect(() => {
    // Nothing remembered, nothing to fetch (a first visit to the home page asks for nothing).
    if (!any) return;
    followLiveStock();
    let current = true;
    void loadInStockCars().then((cars) => current && setInStock(cars));
    return () => void (current = false);
  }, [any]);
  return useMemo(() => {
    if (!any) return [];
    return inStock === undefined ? null : savedCarViews(remembered, inStock, live ?? undefined);
  }, [any, remembered, inStock, live]);
}
