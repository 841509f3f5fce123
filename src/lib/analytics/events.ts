import { z } from "zod";
import { visitSchema } from "../insights/visit-source.ts";

/**
 * §7 analytics event ids. The spec lists only the ids; the names and payloads are ours, chosen
 * from where the product fires them (docs/analytics.md has the table). Payloads are strict:
 * an unknown field is a client bug worth seeing, not data to keep.
 */

const carId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(64));
const text = (max = 200) => z.string().max(max);
const money = z.number().min(0).max(10_000_000);

const car = { car_id: carId };
const optionalCar = { car_id: carId.optional() };

export const ANALYTICS_EVENTS = {
  4: {
    name: "lead_submitted",
    payload: z.strictObject({ form_type: text(60), lead_id: text(64).optional(), ...optionalCar }),
  },
  9: {
    name: "vehicle_viewed",
    payload: z.strictObject({ ...car, price: money.optional(), visit: visitSchema.optional() }),
  },
  14: {
    name: "phone_revealed",
    payload: z.strictObject({ location_id: text(64).optional(), department: text(20).optional(), ...optionalCar }),
  },
  15: {
    name: "phone_call_clicked",
    payload: z.strictObject({ location_id: text(64).optional(), phone: text(40).optional(), ...optionalCar }),
  },
  17: { name: "directions_clicked", payload: z.strictObject({ location_id: text(64) }) },
  18: {
    name: "car_shared",
    payload: z.strictObject({ ...car, method: z.enum(["copy-link", "native", "email", "facebook", "print"]) }),
  },
  22: { name: "watchlist_car_saved", payload: z.strictObject(car) },
  25: { name: "watchlist_car_removed", payload: z.strictObject(car) },
  26: {
    name: "search_performed",
    payload: z.strictObject({
      query: text(200).optional(),
      filters: z.number().int().min(0).max(100).optional(),
      results: z.number().int().min(0).optional(),
    }),
  },
  36: {
    name: "finance_calculator_used",
    payload: z.strictObject({
      ...optionalCar,
      price: money,
      term_years: z.number().min(0.5).max(30),
      weekly: money.optional(),
    }),
  },
  37: {
    name: "finance_quote_requested",
    payload: z.strictObject({
      ...optionalCar,
      purchase_price: money,
      credit_score: z.enum(["GREAT", "DECENT", "POOR"]).optional(),
    }),
  },
  39: { name: "trade_in_started", payload: z.strictObject(optionalCar) },
  48: {
    name: "delivery_quote_requested",
    payload: z.strictObject({
      ...optionalCar,
      postcode: z.string().regex(/^\d{4}$/),
      distance_km: z.number().min(0).optional(),
      cost: money.nullable().optional(),
    }),
  },
  49: { name: "reserve_started", payload: z.strictObject({ ...car, deposit: money.optional() }) },
  51: { name: "checkout_started", payload: z.strictObject(car) },
  60: { name: "sign_in_code_sent", payload: z.strictObject({ type: text(40).optional() }) },
  61: { name: "sign_in_verified", payload: z.strictObject({ type: text(40).optional() }) },
} as const;

export type AnalyticsEventId = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_IDS = Object.keys(ANALYTICS_EVENTS).map(Number) as AnalyticsEventId[];

function isAnalyticsEventId(id: unknown): id is AnalyticsEventId {
  return typeof id === "number" && Object.hasOwn(ANALYTICS_EVENTS, id);
}

/** The event body of POST /api/events (and of navigator.sendBeacon, which posts it as text/plain). */
export const analyticsEventSchema = z
  .object({
    id: z.coerce.number().int(),
    payload: z.record(z.string(), z.unknown()).default({}),
    page_url: z.string().max(2000).optional(),
  })
  // One transform both checks and returns the payload, so a bad payload never reaches the output.
  .transform((event, ctx) => {
    if (!isAnalyticsEventId(event.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["id"],
        message: `unknown event id; known ids: ${ANALYTICS_EVENT_IDS.join(", ")}`,
      });
      return z.NEVER;
    }
    const result = ANALYTICS_EVENTS[event.id].payload.safeParse(event.payload);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", path: ["payload", ...issue.path], message: issue.message });
      return z.NEVER;
    }
    return {
      id: event.id,
      name: ANALYTICS_EVENTS[event.id].name,
      payload: result.data as Record<string, unknown>,
      page_url: event.page_url,
    };
  });

/** A beacon may batch events: one object or an array of up to this many. */
export const MAX_EVENTS_PER_REQUEST = 20;

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
