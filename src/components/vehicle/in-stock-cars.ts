import type { InStockCar } from "#lib/inventory/saved-cars.ts";

export type { InStockCar };

let loading: Promise<InStockCar[] | null> | undefined;

/** Today's cars in stock (/cars-in-stock.json), fetched once per page; null when the list cannot load. */
export function loadInStockCars(): Promise<InStockCar[] | null> {
  loading ??= fetch("/cars-in-stock.json")
    .then((response) => (response.ok ? (response.json() as Promise<InStockCar[]>) : null))
    .catch(() => null);
  return loading;
}

/** The car a page's `?car_id=` names, by id or by slug; undefined when it is not in stock (or the list cannot load). */
export async function findInStockCar(idOrSlug: string): Promise<InStockCar | undefined> {
  return ((await loadInStockCars()) ?? []).find((car) => car.id === idOrSlug || car.slug === idOrSlug);
}

/** The page's `?car_id=` (a car's id or slug), when it looks like one. */
export function carIdOfQuery(): string | undefined {
  const carId = new URLSearchParams(location.search).get("car_id")?.trim();
  return carId && /^[\w.-]{1,100}$/.test(carId) ? carId : undefined;
}
