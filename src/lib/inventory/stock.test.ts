import { describe, expect, it } from "vitest";
import type { Car } from "../feed/car.ts";
import { latestInStock } from "./latest.ts";
import { isInStock } from "./stock.ts";

// Spec §4 "Stock": in_stock and coming_soon count as in stock; others not.
describe.each([
  ["in_stock", true],
  ["coming_soon", true],
  ["sold", false],
  ["on_hold", false],
])("stock status %s", (status, expected) => {
  it(`is ${expected ? "" : "not "}in stock`, () => expect(isInStock({ status })).toBe(expected));
});

describe("latestInStock", () => {
  const car = (id: string, status: string, created_at?: string, show_on_dealer_website = true) =>
    ({ id, status, created_at, show_on_dealer_website }) as Car;
  it("lists the newest in-stock, listed cars first", () => {
    const cars = [
      car("1", "in_stock", "2026-11-01"),
      car("2", "sold", "2026-11-20"),
      car("3", "coming_soon", "2026-11-10"),
      car("4", "in_stock", "2026-11-15", false),
      car("5", "in_stock"),
    ];
    expect(latestInStock(cars, 3).map((c) => c.id)).toEqual(["3", "1", "5"]);
  });
});
