import { describe, expect, it } from "vitest";
import { ANALYTICS_EVENT_IDS, ANALYTICS_EVENTS, analyticsEventSchema } from "./events.ts";

describe("§7 analytics event ids", () => {
  it("are exactly the spec's", () =>
    expect(ANALYTICS_EVENT_IDS).toEqual([4, 9, 14, 15, 17, 18, 22, 25, 26, 36, 37, 39, 48, 49, 51, 60, 61]));
  it("have unique names", () =>
    expect(new Set(Object.values(ANALYTICS_EVENTS).map((e) => e.name)).size).toBe(ANALYTICS_EVENT_IDS.length));
});

describe.each([
  [{ id: 14, payload: { location_id: "201", car_id: 5 } }, true, "phone_revealed"],
  [{ id: "22", payload: { car_id: "abc" } }, true, "watchlist_car_saved"],
  [{ id: 48, payload: { postcode: "3000", distance_km: 12.5, cost: 0 } }, true, "delivery_quote_requested"],
  [{ id: 61 }, true, "sign_in_verified"],
  // The finance quote, the trade-in valuation and the journey's start carry the car they are for.
  [
    { id: 37, payload: { car_id: "c1", purchase_price: 30_000, credit_score: "GREAT" } },
    true,
    "finance_quote_requested",
  ],
  [{ id: 37, payload: { purchase_price: 30_000 } }, true, "finance_quote_requested"],
  [{ id: 39, payload: { car_id: "c1" } }, true, "trade_in_started"],
  [{ id: 39, payload: {} }, true, "trade_in_started"],
  [{ id: 51, payload: { car_id: "c1" } }, true, "checkout_started"],
  [{ id: 51, payload: {} }, false, "checkout without its car"],
  [{ id: 5, payload: {} }, false, "unknown id"],
  [{ id: 22, payload: {} }, false, "missing car_id"],
  [{ id: 22, payload: { car_id: "1", extra: true } }, false, "unknown payload field"],
  [{ id: 18, payload: { car_id: "1", method: "pigeon" } }, false, "bad share method"],
])("event %j", (event, ok, what) => {
  it(`${ok ? "accepted" : "rejected"} (${what})`, () => {
    const result = analyticsEventSchema.safeParse(event);
    expect(result.success).toBe(ok);
    if (ok) expect(result.data?.name).toBe(what);
  });
});
