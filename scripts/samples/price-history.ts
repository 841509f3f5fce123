import { daysBefore, isoUtc } from "./dates.ts";

/**
 * feed/prices.json of a sample: each car with a was-price was listed at it and cut a quarter of its
 * time in stock ago, so the was-price stood three quarters of it. Cars listed in the last five weeks
 * or so therefore have a was-price their history does not back, which the site must not show.
 */
export function buildPriceHistories(cars: readonly Record<string, unknown>[], ref: Date) {
  return cars.flatMap((car) => {
    const { price, before_price: was, created_at: created } = car;
    if (typeof price !== "number" || typeof was !== "number" || was <= price || typeof created !== "string") return [];
    const listedDays = (ref.getTime() - Date.parse(created)) / 86_400_000;
    return [
      {
        id: String(car.id),
        prices: [
          { price: was, from: created },
          { price, from: isoUtc(daysBefore(ref, listedDays / 4)) },
        ],
      },
    ];
  });
}
