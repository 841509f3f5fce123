import { describe, expect, it } from "vitest";
import type { LiveStock } from "./live-stock.ts";
import { type InStockCar, savedCarViews } from "./saved-cars.ts";

const stock: InStockCar[] = [
  { id: "1", slug: "2021-toyota-corolla-1", name: "2021 Toyota Corolla", price: 24990, image: "https://img/1.jpg" },
  { id: "2", slug: "2020-mazda-cx-5-2", name: "2020 Mazda CX-5", price: 31990 },
];
const at = "2026-11-24T00:00:00Z";

describe("favourites and viewed cars against today's stock", () => {
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
    expect(gone).toEqual({ id: "9", slug: "old-car-9", name: "2019 Kia Carnival", available: false, reserved: false });
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

  // /favourites marked neither a reserved car nor, on its own, a sale; search cards and car pages do.
  describe("a car held by a deposit is marked reserved, as its card and page mark it", () => {
    const held: InStockCar[] = [{ ...stock[0]!, reserved: true }, stock[1]!];
    it.each([
      ["reserved in the build", held, new Map(), [true, false]],
      ["reserved since the build", stock, new Map([["2", { car_id: "2", at, reserved: true }]]), [false, true]],
      ["a hold released since the build", held, new Map([["1", { car_id: "1", at, reserved: false }]]), [false, false]],
      [
        "reserved, then sold: sold, not reserved",
        held,
        new Map([["1", { car_id: "1", at, status: "sold" }]]),
        [false, false],
      ],
    ] as const)("%s", (_what, inStock, live, expected) => {
      const views = savedCarViews([{ id: "1" }, { id: "2" }], inStock, live as Map<string, LiveStock>);
      expect(views.map((v) => v.reserved)).toEqual(expected);
    });

    it("keeps a reserved car's price: it is still for sale", () => {
      const [view] = savedCarViews([{ id: "1" }], held);
      expect(view).toMatchObject({ available: true, reserved: true, price: 24990 });
    });
  });
});
