import { describe, expect, it } from "vitest";
import type { Car } from "../feed/car.ts";
import { carState, changeEvents, digestDue } from "./events.ts";

const car = { id: 7, status: "in_stock", price: 30000 } as unknown as Car;
const live = (fields: Record<string, unknown>) => ({ car_id: "7", at: "2026-11-28T00:00:00Z", ...fields });

describe("alert events", () => {
  it("a lower price on a car for sale is a price drop; a higher one, or a placeholder price, is nothing", () => {
    const before = carState(car, undefined);
    expect(changeEvents("change:1", "7", before, carState(car, live({ price: 28000 })))).toEqual([
      { key: "change:1", car_id: "7", what: "price_drop", from: 30000, to: 28000 },
    ]);
    expect(changeEvents("change:2", "7", before, carState(car, live({ price: 31000 })))).toEqual([]);
    expect(changeEvents("change:3", "7", before, carState(car, live({ price: 1 })))).toEqual([]);
  });

  it("a car that comes back (a released hold, a sale undone) is back; one that goes is nothing", () => {
    const held = carState(car, live({ reserved: true }));
    expect(held.available).toBe(false);
    expect(changeEvents("change:4", "7", held, carState(car, live({ reserved: false })))).toEqual([
      { key: "change:4", car_id: "7", what: "back" },
    ]);
    const sold = carState(car, live({ status: "sold" }));
    expect(changeEvents("change:5", "7", sold, carState(car, live({ status: "in_stock" })))).toMatchObject([
      { what: "back" },
    ]);
    expect(changeEvents("change:6", "7", carState(car, undefined), sold)).toEqual([]);
    expect(changeEvents("change:7", "7", held, carState(car, live({ removed: true })))).toEqual([]);
  });

  it("a price drop on a reserved car is nothing until it is for sale again", () => {
    const held = carState(car, live({ reserved: true }));
    expect(changeEvents("change:8", "7", held, carState(car, live({ reserved: true, price: 20000 })))).toEqual([]);
  });

  it("digests go out a day or a week after the last (five minutes' grace for the schedule)", () => {
    const now = new Date("2026-11-28T08:00:00Z");
    expect(digestDue("daily", null, now)).toBe(true);
    expect(digestDue("daily", new Date("2026-11-27T08:02:00Z"), now)).toBe(true);
    expect(digestDue("daily", new Date("2026-11-27T12:00:00Z"), now)).toBe(false);
    expect(digestDue("weekly", new Date("2026-11-25T08:00:00Z"), now)).toBe(false);
    expect(digestDue("weekly", new Date("2026-11-21T08:00:00Z"), now)).toBe(true);
  });
});
