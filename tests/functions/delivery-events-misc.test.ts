import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import deliveryFn from "../../functions/delivery-quote.ts";
import eventsFn from "../../functions/events.ts";
import miscFn from "../../functions/miscellaneous.ts";
import { analyticsEvents, valuationResponses } from "../../functions/_shared/platform/db/schema.ts";
import { SERVER_ONLY_COLUMN_MESSAGE } from "#lib/api/miscellaneous.ts";
import { MESSAGES } from "#lib/forms/messages.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

forEachDatabase("POST /api/delivery-quote", () => {
  // two-yards: Parramatta (11) and Richmond VIC (12); bands ≤50 km $0, ≤400 km $390, ≤1000 km $990.
  describe.each([
    [{ postcode: "2150" }, 200, { cost: 0, location: "11" }],
    [{ postcode: 2150 }, 200, { cost: 0, location: "11" }],
    [{ postcode: "3121" }, 200, { cost: 0, location: "12" }],
    [{ postcode: "2500" }, 200, { cost: 390, location: "11" }],
    [{ postcode: "3121", location_id: "11" }, 200, { cost: 990, location: "11" }],
    [{ postcode: "2150", car_id: "502" }, 200, { cost: 990, location: "12" }],
    [{ postcode: "6000" }, 422, MESSAGES.deliveryUnavailable],
    [{ postcode: "0800" }, 422, MESSAGES.deliveryUnavailable],
    [{ postcode: "0000" }, 422, MESSAGES.deliveryUnavailable],
    [{ postcode: "" }, 400, MESSAGES.postcodeRequired],
    [{}, 400, MESSAGES.postcodeRequired],
    [{ postcode: "215" }, 400, MESSAGES.postcodeInvalid],
    [{ postcode: "21500" }, 400, MESSAGES.postcodeInvalid],
    [{ postcode: "2l50" }, 400, MESSAGES.postcodeInvalid],
  ])("%j", (body, status, expected) => {
    it(`answers ${status}`, async () => {
      const { status: got, json } = await call(deliveryFn, "/api/delivery-quote", { body });
      expect(got).toBe(status);
      if (typeof expected === "string") expect(json.error.message).toBe(expected);
      else expect({ cost: json.cost, location: json.location.id }).toEqual(expected);
    });
  });

  it("reports place, state and rounded distance, and records lead-tracking event 48", async () => {
    const { json, background } = await call(deliveryFn, "/api/delivery-quote", {
      body: { postcode: "2500", car_id: "501" },
    });
    expect(json).toMatchObject({
      postcode: "2500",
      state: "NSW",
      cost: 390,
      location: { id: "11", name: "Two Yards Parramatta" },
    });
    expect(json.distance_km).toBeGreaterThan(50);
    expect(json.distance_km).toBeLessThan(120);
    expect(background).toHaveLength(1);
  });

  it("is 404 where the tenant has no delivery calculator", async () => {
    const { status } = await call(deliveryFn, "/api/delivery-quote", {
      slug: "one-yard",
      body: { postcode: "3220" },
    });
    expect(status).toBe(404);
  });
});

forEachDatabase("POST /api/events", (database) => {
  it("takes a navigator.sendBeacon body (text/plain) and answers 204", async () => {
    const raw = JSON.stringify({
      id: 14,
      payload: { location_id: "11", car_id: 501 },
      page_url: "https://www.twoyards.example/cars/x",
    });
    const { status } = await call(eventsFn, "/api/events", {
      raw,
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    expect(status).toBe(204);
    const rows = await database().db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, 14));
    expect(rows.at(-1)).toMatchObject({
      tenant: "two-yards",
      name: "phone_revealed",
      payload: { location_id: "11", car_id: "501" },
    });
  });

  it("takes a batch", async () => {
    const body = [
      { id: 22, payload: { car_id: "1" } },
      { id: 25, payload: { car_id: "1" } },
      { id: 9, payload: { car_id: "2", price: 100 } },
    ];
    expect((await call(eventsFn, "/api/events", { body })).status).toBe(204);
  });

  it.each([
    [{ id: 5 }, "id"],
    [{ id: 22, payload: {} }, "payload.car_id"],
    [{ id: 18, payload: { car_id: "1", method: "pigeon" } }, "payload.method"],
    [[], "(body)"],
    [Array.from({ length: 21 }, () => ({ id: 61 })), "(body)"],
  ])("rejects %j naming %s", async (body, field) => {
    const { status, json } = await call(eventsFn, "/api/events", { body });
    expect(status).toBe(400);
    expect(Object.keys(json.error.fields).some((k) => k.endsWith(field) || k === field)).toBe(true);
  });

  it("refuses bodies over 8 KB", async () => {
    expect(
      (await call(eventsFn, "/api/events", { body: { id: 26, payload: { query: "q".repeat(9000) } } })).status,
    ).toBe(413);
  });
});

forEachDatabase("POST /api/miscellaneous", (database) => {
  it("stores a valuation response against its column name, verbatim", async () => {
    const response = { valuation: { low: 12000, high: 14500 }, note: "<b>'; drop table x;--" };
    const { status, json } = await call(miscFn, "/api/miscellaneous", {
      body: { column_name: "autograb_response", response },
    });
    expect(status).toBe(201);
    const [row] = await database().db.select().from(valuationResponses).where(eq(valuationResponses.id, json.id));
    expect(row).toMatchObject({ tenant: "two-yards", columnName: "autograb_response", response });
  });

  it("accepts the older valuation_response field", async () => {
    expect(
      (await call(miscFn, "/api/miscellaneous", { body: { column_name: "autograb", valuation_response: [1, 2] } }))
        .status,
    ).toBe(201);
  });

  it.each([
    [{ response: {} }, "column_name", MESSAGES.required],
    [{ column_name: "a b; drop", response: {} }, "column_name", "must be letters, digits and underscores"],
    [{ column_name: "ok" }, "response", MESSAGES.required],
    // Trade-in valuations are the server's own.
    [{ column_name: "trade_in_valuation", response: {} }, "column_name", SERVER_ONLY_COLUMN_MESSAGE],
  ])("rejects %j", async (body, field, message) => {
    const { status, json } = await call(miscFn, "/api/miscellaneous", { body });
    expect(status).toBe(400);
    expect(json.error.fields[field]).toBe(message);
  });
});
