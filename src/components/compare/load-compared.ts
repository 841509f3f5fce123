import { type CarData, carDataPath } from "#lib/inventory/car-data-file.ts";
import type { CompareCar } from "#lib/inventory/compare.ts";
import type { CompareEntry } from "#lib/inventory/compare-list.ts";
import { loadInStockCars } from "../vehicle/in-stock-cars.ts";

/** A car asked for by id: its compare details, or what is remembered of it when it has no page any more. */
export type ComparedCar = { id: string; car: CompareCar } | { id: string; gone: { name: string; slug?: string } };

/** A car's compare details (from `/cars/{slug}/car.json`, written with its page); undefined when it has none or cannot load. */
export async function compareDetails(slug: string): Promise<CompareCar | undefined> {
  try {
    const response = await fetch(carDataPath(slug));
    return response.ok ? ((await response.json()) as CarData).compare : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cars a compare link names, in its order. A car's page slug comes from today's stock list,
 * else from the compare list (a car sold within the window still has a page); a car with neither
 * is shown as no longer listed rather than dropped from the shopper's comparison.
 */
export async function loadComparedCars(
  ids: readonly string[],
  remembered: readonly CompareEntry[],
): Promise<ComparedCar[]> {
  const inStock = (await loadInStockCars()) ?? [];
  return Promise.all(
    ids.map(async (id): Promise<ComparedCar> => {
      const entry = remembered.find((car) => car.id === id);
      const slug = inStock.find((car) => car.id === id)?.slug ?? entry?.slug;
      const car = slug ? await compareDetails(slug) : undefined;
      return car ? { id, car } : { id, gone: { name: entry?.name ?? "A car no longer listed", slug } };
    }),
  );
}
