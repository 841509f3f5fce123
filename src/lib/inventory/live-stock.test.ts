import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import {
  applyLiveStock,
  changesAfter,
  foldStockChanges,
  isGone,
  isPendingCheckout,
  isReservedNow,
  type LiveStock,
  type ReceivedChange,
  withOpenCheckouts,
} from "./live-stock.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();
const change = (car_id: string, minute: number, fields: ReceivedChange["change"]): ReceivedChange => ({
  car_id,
  at: at(minute),
  change: fields,
});

describe("stock changes between builds", () => {
  it("folds each car's changes in the order received, later fields winning", () => {
    const folded = foldStockChanges([
      change("1", 5, { status: "sold" }),
      change("1", 1, { price: 20000, reserved: true }),
      change("2", 3, { removed: true }),
      change("2", 4, { status: "in_stock" }),
    ]);
    expect(folded).toEqual([
      { car_id: "1", at: at(5), price: 20000, reserved: true, status: "sold" },
      { car_id: "2", at: at(4), status: "in_stock" },
    ]);
  });

  it.each<[Pick<LiveStock, "status" | "removed" | "price">, boolean]>([
    [{ status: "sold" }, true],
    [{ status: "in_stock" }, false],
    [{ status: "coming_soon" }, false],
    [{ status: "on_hold" }, true],
    [{ removed: true }, true],
    [{ price: 1000 }, false],
  ])("%j is gone: %s", (fields, gone) => {
    expect(isGone(fields)).toBe(gone);
  });

  it("applies changes to the feed: removed cars leave, a sale is dated when it arrived, prices replaced", () => {
    const cars = [
      testCar({ id: "1", status: "in_stock", price: 30000 }),
      testCar({ id: "2", status: "in_stock" }),
      testCar({ id: "3", status: "in_stock", price: 10000, before_price: 12000 }),
      testCar({ id: "4" }),
    ];
    const applied = applyLiveStock(
      cars,
      foldStockChanges([
        change("1", 2, { status: "sold" }),
        change("2", 2, { removed: true }),
        change("3", 2, { price: 9000, before_price: null, reserved: true }),
      ]),
    );
    expect(applied.map((car) => car.id)).toEqual(["1", "3", "4"]);
    expect(applied[0]).toMatchObject({ status: "sold", sold_at: at(2), price: 30000 });
    expect(applied[1]).toMatchObject({ price: 9000, before_price: undefined, reserved: true });
    expect(applied[2]).toBe(cars[3]);
  });

  it("keeps only changes newer than the feed (an older one is already in it)", () => {
    const changes = [change("1", 1, { status: "sold" }), change("2", 9, { status: "sold" })];
    expect(changesAfter(changes, new Date(at(5))).map((c) => c.car_id)).toEqual(["2"]);
  });
});

describe("a car someone is paying a deposit on", () => {
  const now = Date.parse(at(10));
  it("adds each open checkout to the car's changes, or as an entry of its own", () => {
    const live: LiveStock[] = [{ car_id: "1", at: at(1), price: 30_000 }];
    const merged = withOpenCheckouts(live, [
      { car_id: "1", at: at(5), until: at(36) },
      { car_id: "2", at: at(6), until: at(37) },
    ]);
    expect(merged).toEqual([
      { car_id: "1", at: at(1), price: 30_000, pending_until: at(36) },
      { car_id: "2", at: at(6), pending_until: at(37) },
    ]);
    expect(live[0]).not.toHaveProperty("pending_until");
  });

  it("is pending only while the checkout is open and the car is neither sold nor reserved", () => {
    const open: LiveStock = { car_id: "1", at: at(5), pending_until: at(36) };
    expect(isPendingCheckout(open, now)).toBe(true);
    expect(isPendingCheckout(open, Date.parse(at(36)))).toBe(false);
    expect(isPendingCheckout({ ...open, reserved: true }, now)).toBe(false);
    expect(isPendingCheckout({ ...open, status: "sold" }, now)).toBe(false);
    expect(isPendingCheckout({ car_id: "1", at: at(5) }, now)).toBe(false);
  });
});

describe("reserved now: the latest change, else the build", () => {
  it.each([
    [undefined, true, true],
    [undefined, false, false],
    [{ reserved: false }, true, false],
    [{ reserved: true }, false, true],
    [{}, true, true],
  ])("change %j, reserved at build %s → %s", (live, atBuild, expected) =>
    expect(isReservedNow(live, atBuild)).toBe(expected),
  );
});
