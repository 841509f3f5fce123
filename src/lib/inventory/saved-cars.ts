import { isGone, isReservedNow, type LiveStock } from "./live-stock.ts";

/** A car in stock as /cars-in-stock.json lists it (src/pages/cars-in-stock.json.ts); `reserved` only when it is. */
export type InStockCar = {
  id: string;
  slug: string;
  name: string;
  price?: number;
  weekly?: number;
  image?: string;
  reserved?: true;
};

/** What the shopper remembered of a car: its id, and for a viewed car what its page showed then. */
export type RememberedCar = { id: string; slug?: string; name?: string; price?: number; image?: string };

/**
 * A saved or viewed car as a list shows it today: from the current stock when the car is still
 * for sale (today's price and photo), else what was remembered of it, marked no longer available.
 */
export type SavedCarView = {
  id: string;
  slug?: string;
  name: string;
  price?: number;
  image?: string;
  available: boolean;
  /** Still for sale but held by someone's deposit: marked RESERVED as search cards and car pages mark it. */
  reserved: boolean;
};

/**
 * Spec §1/§3 favourites and viewed cars against today's stock: in the shopper's order,
 * a car sold since the build (live stock) or missing from the stock list is kept, marked
 * unavailable, so the shopper sees what happened to it rather than losing it silently. With no
 * stock list (it could not load) only live stock can mark a car gone. A car held by a deposit
 * (reserved in the build, or since by live stock; a released hold clears it) is marked reserved,
 * as every other list of cars marks it.
 */
export function savedCarViews(
  remembered: readonly RememberedCar[],
  inStock: readonly InStockCar[] | null,
  live: ReadonlyMap<string, LiveStock> = new Map(),
): SavedCarView[] {
  const byId = new Map((inStock ?? []).map((car) => [car.id, car]));
  return remembered.map((entry) => {
    const car = byId.get(entry.id);
    const change = live.get(entry.id);
    const listed = inStock === null || car !== undefined;
    const available = listed && !(change && isGone(change));
    const price = typeof change?.price === "number" ? change.price : (car?.price ?? entry.price);
    const reserved = available && isReservedNow(change, car?.reserved === true);
    return {
      id: entry.id,
      slug: car?.slug ?? entry.slug,
      name: car?.name ?? entry.name ?? "A car no longer listed",
      price: available ? price : undefined,
      image: car?.image ?? entry.image,
      available,
      reserved,
    };
  });
}
