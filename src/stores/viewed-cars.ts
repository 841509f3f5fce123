import { persistentAtom } from "@nanostores/persistent";
import { decodeList, prependUnique } from "./persistent-list.ts";

export const VIEWED_KEY = "forecourt:viewed";
/** How many recently viewed cars are remembered. */
export const VIEWED_LIMIT = 20;

export interface ViewedCar {
  id: string;
  slug: string;
  name: string;
  /** Whole dollars. */
  price?: number;
  /** URL of a small image. */
  image?: string;
  /** Epoch milliseconds. */
  viewedAt: number;
}

export type ViewedCarInput = Omit<ViewedCar, "viewedAt">;

const NONE: readonly ViewedCar[] = Object.freeze([]);

function isViewedCar(value: unknown): value is ViewedCar {
  if (typeof value !== "object" || value === null) return false;
  const car = value as Record<string, unknown>;
  return (
    typeof car.id === "string" &&
    typeof car.slug === "string" &&
    typeof car.name === "string" &&
    typeof car.viewedAt === "number" &&
    (car.price === undefined || typeof car.price === "number") &&
    (car.image === undefined || typeof car.image === "string")
  );
}

/** Damaged or foreign entries are dropped one by one, so a single bad record does not lose the rest. */
export function decodeViewed(encoded: string): readonly ViewedCar[] {
  return decodeList(encoded, isViewedCar, NONE);
}

/** Newest first, one entry per car, at most `limit` entries. */
export function addViewed(list: readonly ViewedCar[], car: ViewedCar, limit = VIEWED_LIMIT): ViewedCar[] {
  return prependUnique(list, car, (entry) => entry.id, limit);
}

export const viewedCars = persistentAtom<readonly ViewedCar[]>(VIEWED_KEY, NONE, {
  encode: (list) => JSON.stringify(list),
  decode: decodeViewed,
});

export function recordViewed(car: ViewedCarInput, now: number = Date.now(), limit = VIEWED_LIMIT): void {
  const entry: ViewedCar = { id: car.id, slug: car.slug, name: car.name, viewedAt: now };
  if (car.price !== undefined) entry.price = car.price;
  if (car.image !== undefined) entry.image = car.image;
  viewedCars.set(addViewed(viewedCars.get(), entry, limit));
}
