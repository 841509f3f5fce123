import { carSchema } from "#lib/feed/car.ts";
import type { Car, CarInput } from "#lib/feed/car.ts";

/**
 * A car for unit tests, built through the real feed schema so that tests see the same defaults
 * and coercions (booleans, dates as ISO strings, lowercased keywords) that pages do.
 */
export function testCar(patch: Partial<CarInput> = {}): Car {
  return carSchema.parse({
    id: "1",
    slug: "2021-toyota-corolla-ascent-sport",
    name: "2021 Toyota Corolla",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    status: "in_stock",
    car_type: "used",
    ...patch,
  });
}
