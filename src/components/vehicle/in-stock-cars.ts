/** A car in stock as /cars-in-stock.json lists it (src/pages/cars-in-stock.json.ts). */
export type InStockCar = { id: string; slug: string; name: string; price?: number; weekly?: number; image?: string };

let loading: Promise<InStockCar[]> | null = null;

/** The car a page's `?car_id=` names, by id or by slug; undefined when it is not in stock (or the list cannot load). */
export function findInStockCar(idOrSlug: string): Promise<InStockCar | undefined> {
  loading ??= fetch("/cars-in-stock.json")
    .then((response) => (response.ok ? (response.json() as Promise<InStockCar[]>) : []))
    .catch(() => []);
  return loading.then((cars) => cars.find((car) => car.id === idOrSlug || car.slug === idOrSlug));
}
