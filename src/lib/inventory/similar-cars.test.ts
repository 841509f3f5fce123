import { describe, expect, it } from "vitest";
import { createSimilarCarsIndex, priceWindow, similarCars } from "./similar-cars.ts";
import type { SimilarCandidate } from "./similar-cars.ts";

const car = (id: string, price: number | undefined, patch: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  price,
  make: "Toyota",
  model: "Corolla",
  status: "in_stock",
  show_on_dealer_website: true,
  ...patch,
});

// Spec §9: window plus or minus 10000 under 50000, else 25000.
describe.each([
  [20_000, undefined, 10_000],
  [49_999, undefined, 10_000],
  [50_000, undefined, 25_000],
  [80_000, undefined, 25_000],
  [30_000, { priceThreshold: 20_000, wideWindow: 15_000 }, 15_000],
  [30_000, { narrowWindow: 5_000 }, 5_000],
])("price window of %d (options %o)", (price, options, expected) => {
  it(`is ±${expected}`, () => expect(priceWindow(price, options)).toBe(expected));
});

const ids = (cars: SimilarCandidate[]) => cars.map((c) => c.id);

// Spec §9 "Similar cars": up to 6, in stock only, within the window, not the car itself.
describe.each([
  ["not the car itself", car("a", 30_000), [car("a", 30_000), car("b", 31_000)], undefined, ["b"]],
  [
    "in stock only (coming soon counts)",
    car("a", 30_000),
    [car("b", 31_000, { status: "sold" }), car("c", 32_000, { status: "coming_soon" })],
    undefined,
    ["c"],
  ],
  ["not hidden cars", car("a", 30_000), [car("b", 31_000, { show_on_dealer_website: false })], undefined, []],
  ["not unpriced cars", car("a", 30_000), [car("b", undefined), car("c", 10)], undefined, []],
  [
    "window edges are inclusive under 50,000",
    car("a", 30_000),
    [car("b", 20_000), car("c", 40_000), car("d", 19_999), car("e", 40_001)],
    undefined,
    ["b", "c"],
  ],
  [
    "the wide window from 50,000",
    car("a", 60_000),
    [car("b", 35_000), car("c", 85_000), car("d", 34_999)],
    undefined,
    ["b", "c"],
  ],
  ["a car without a price has none", car("a", undefined), [car("b", 30_000)], undefined, []],
  [
    "same make and model first, then same make, then closest price",
    car("a", 30_000),
    [
      car("b", 30_100, { make: "Mazda", model: "3" }),
      car("c", 33_000, { model: "Camry" }),
      car("d", 36_000),
      car("e", 29_000),
    ],
    undefined,
    ["e", "d", "c", "b"],
  ],
  ["equal distance: the cheaper first", car("a", 30_000), [car("b", 31_000), car("c", 29_000)], undefined, ["c", "b"]],
  [
    "make and model compare case-insensitively",
    car("a", 30_000, { make: "TOYOTA", model: "corolla" }),
    [car("b", 39_000), car("c", 30_500, { model: "Yaris" })],
    undefined,
    ["b", "c"],
  ],
  [
    "at most 6",
    car("a", 30_000),
    Array.from({ length: 10 }, (_, i) => car(`c${i}`, 30_000 + i * 100)),
    undefined,
    ["c0", "c1", "c2", "c3", "c4", "c5"],
  ],
  [
    "a tenant max",
    car("a", 30_000),
    Array.from({ length: 10 }, (_, i) => car(`c${i}`, 30_000 + i * 100)),
    { max: 2 },
    ["c0", "c1"],
  ],
  ["max 0 turns them off", car("a", 30_000), [car("b", 30_000)], { max: 0 }, []],
])("similar cars: %s", (_name, target, all, options, expected) => {
  it("matches in the naive definition", () => expect(ids(similarCars(target, all, options))).toEqual(expected));
  it("matches in the index", () =>
    expect(ids(createSimilarCarsIndex(all, options).similarTo(target))).toEqual(expected));
});

/** Deterministic pseudo-random numbers so a failure can be reproduced. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe("createSimilarCarsIndex", () => {
  it("answers exactly like similarCars on random feeds (with price ties, hidden, sold and unpriced cars)", () => {
    const next = random(42);
    const makes = [
      ["Toyota", "Corolla"],
      ["Toyota", "Camry"],
      ["Mazda", "CX-5"],
      ["Kia", "Sportage"],
    ] as const;
    const statuses = ["in_stock", "in_stock", "in_stock", "coming_soon", "sold"];
    for (let round = 0; round < 20; round++) {
      const cars = Array.from({ length: 300 }, (_, i) => {
        const [make, model] = makes[Math.floor(next() * makes.length)]!;
        const price = next() < 0.05 ? undefined : Math.round((next() * 120_000) / 500) * 500;
        return car(String(i), price, {
          make,
          model,
          status: statuses[Math.floor(next() * statuses.length)]!,
          show_on_dealer_website: next() > 0.05,
        });
      });
      const options = round % 2 ? { max: 1 + Math.floor(next() * 10) } : {};
      const index = createSimilarCarsIndex(cars, options);
      for (const target of cars) expect(ids(index.similarTo(target))).toEqual(ids(similarCars(target, cars, options)));
    }
  });
});
