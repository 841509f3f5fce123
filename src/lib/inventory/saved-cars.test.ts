import { describe, expect, it } from "vitest";
import { type InStockCar, savedCarViews } from "./saved-cars.ts";

const stock: InStockCar[] = [
  { id: "1", slug: "2021-toyota-corolla-1", name: "2021 Toyota Corolla", price: 24990, image: "https://img/1.jpg" },
  { id: "2", slug: "2020-mazda-cx-5-2", name: "2020 Mazda CX-5", price: 31990 },
];
const at = "2026-11-24T00:00:00Z";

describe("issue 15: favourites and viewed cars against today's stock", () => {
  it("keeps the shopper's order and shows today's name, price and photo", () => {
    const views = savedCarViews([{ id: "2" }, { id: "1", price: 26990, name: "old name" }], stock);
    expect(views.map((v) => [v.id, v.name, v.price, v.available])).toEqual([
      ["2", "2020 Mazda CX-5", 31990, true],
      ["1", "2021 Toyota Corolla", 24990, true],
    ]);
    expect(views[1]!.image).toBe("https://img/1.jpg");
  });

  it("marks a car no longer in stock unavailable, with what was remembered of it and no price", () => {
    const [gone] = savedCarViews([{ id: "9", slug: "old-car-9", name: "2019 Kia Carnival", price: 40000 }], stock);
    expect(gone).toEqual({ id: "9", slug: "old-car-9", name: "2019 Kia Carnival", available: false });
    expect(savedCarViews([{ id: "8" }], stock)[0]!.name).toBe("A car no longer listed");
  });

  it("applies stock changes since the build: a sale marks it, a new price shows", () => {
    const live = new Map([
      ["1", { car_id: "1", at, status: "sold" }],
      ["2", { car_id: "2", at, price: 29990 }],
    ]);
    const views = savedCarViews([{ id: "1" }, { id: "2" }], stock, live);
    expect(views.map((v) => [v.available, v.price])).toEqual([
      [false, undefined],
      [true, 29990],
    ]);
  });

  it("without a stock list, trusts what was remembered unless live stock says sold", () => {
    const live = new Map([["5", { car_id: "5", at, removed: true as const }]]);
    const views = savedCarViews(
      [
        { id: "4", name: "A", price: 100 },
        { id: "5", name: "B" },
      ],
      null,
      live,
    );
    expect(views.map((v) => v.available)).toEqual([true, false]);
  });
});
