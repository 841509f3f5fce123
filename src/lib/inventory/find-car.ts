import type { Car } from "../feed/car.ts";

/**
 * Issue 38: a salesperson on the yard finds a car by what is in front of them — the stock number
 * on the windscreen card, the rego plate, the VIN on the compliance plate, or its name. An exact
 * stock number, rego or VIN comes first; then every car whose name holds every word typed.
 */
const squash = (text: string | undefined) => (text ?? "").toLowerCase().replace(/[\s-]+/g, "");

export function findCars<C extends Pick<Car, "id" | "name" | "stocknum" | "regplate" | "vin">>(
  cars: readonly C[],
  query: string,
  limit = 20,
): C[] {
  const wanted = squash(query);
  if (!wanted) return [];
  const exact = cars.filter(
    (car) =>
      squash(car.stocknum) === wanted ||
      squash(car.regplate) === wanted ||
      squash(car.vin) === wanted ||
      String(car.id) === query.trim(),
  );
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const named = cars.filter(
    (car) => !exact.includes(car) && words.every((word) => car.name.toLowerCase().includes(word)),
  );
  return [...exact, ...named].slice(0, limit);
}
