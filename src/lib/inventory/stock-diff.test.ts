import { describe, expect, it } from "vitest";
import { describeStockChanges, diffStock, type StockEntry } from "./stock-diff.ts";

const car = (id: string, status = "in_stock", price?: number): StockEntry => ({ id, name: `Car ${id}`, status, price });

// What changed, per build: cars added, sold or removed, and price changes, by car id.
describe.each([
  ["nothing changed", [car("1", "in_stock", 100)], [car("1", "in_stock", 100)], "0 sold, 0 price changes, 0 new"],
  ["a new car", [car("1")], [car("1"), car("2")], "0 sold, 0 price changes, 1 new"],
  ["a car sold", [car("1"), car("2")], [car("1"), car("2", "sold")], "1 sold, 0 price changes, 0 new"],
  ["a sold car stays sold", [car("1", "sold")], [car("1", "sold")], "0 sold, 0 price changes, 0 new"],
  ["a car gone from the feed", [car("1"), car("2")], [car("1")], "0 sold, 0 price changes, 0 new, 1 removed"],
  ["a price drop", [car("1", "in_stock", 30_000)], [car("1", "in_stock", 28_990)], "0 sold, 1 price change, 0 new"],
  ["a price added", [car("1", "in_stock")], [car("1", "in_stock", 28_990)], "0 sold, 1 price change, 0 new"],
  [
    "sold and repriced counts as sold",
    [car("1", "in_stock", 10)],
    [car("1", "sold", 9)],
    "1 sold, 0 price changes, 0 new",
  ],
  ["first build: everything is new", [], [car("1"), car("2")], "0 sold, 0 price changes, 2 new"],
  [
    "a mix",
    [car("1", "in_stock", 1), car("2", "in_stock", 2), car("3", "in_stock", 3), car("4")],
    [car("1", "sold", 1), car("2", "in_stock", 5), car("3", "in_stock", 6), car("5")],
    "1 sold, 2 price changes, 1 new, 1 removed",
  ],
])("diffStock: %s", (_, previous, next, summary) => {
  it(`reads "${summary}"`, () => expect(describeStockChanges(diffStock(previous, next))).toBe(summary));
});

describe("diffStock", () => {
  it("names the cars and the prices before and after", () => {
    const changes = diffStock([car("1", "in_stock", 30_000), car("2")], [car("1", "in_stock", 28_990), car("3")]);
    expect(changes.priceChanges).toEqual([{ id: "1", name: "Car 1", from: 30_000, to: 28_990 }]);
    expect(changes.added.map((c) => c.id)).toEqual(["3"]);
    expect(changes.removed.map((c) => c.id)).toEqual(["2"]);
  });
});
