import { z } from "zod";
import { defineContract } from "./contract.ts";

/**
 * Issue 38: stock from the yard. Find a car; mark it sold, reserved or available; change its price
 * and was-price. Each change goes through the stock journal as the signed stock hook's do, so every
 * page and channel feed shows it within seconds and a rebuild follows. Status needs
 * `stock.status` (owner, sales, editor); price needs `stock.price` (owner, sales).
 */
export const stockCarSchema = z.object({
  id: z.string(),
  name: z.string(),
  stock_number: z.string().nullable(),
  rego: z.string().nullable(),
  vin: z.string().nullable(),
  status: z.string(),
  reserved: z.boolean(),
  price: z.number().nullable(),
  before_price: z.number().nullable(),
});
export type StockCar = z.output<typeof stockCarSchema>;

export const consoleStock = defineContract({
  path: "/api/console/stock",
  methods: ["GET"],
  request: z.object({ q: z.string().trim().min(1, "Type a stock number, rego, VIN or name.").max(80) }),
  response: z.object({ cars: z.array(stockCarSchema) }),
  errors: {},
  singleFieldMessage: true,
});

const dollars = z.number().int("Whole dollars, please.").min(0, "A price cannot be negative.").max(100_000_000);

/** What the yard says happened to the car: the three states a salesperson sets. */
export const YARD_STATES = ["available", "reserved", "sold"] as const;

export const consoleStockUpdate = defineContract({
  path: "/api/console/stock/update",
  methods: ["POST"],
  request: z
    .strictObject({
      car_id: z.string().trim().min(1).max(100),
      state: z.enum(YARD_STATES).optional(),
      price: dollars.nullable().optional(),
      before_price: dollars.nullable().optional(),
    })
    .refine(
      (input) => input.state !== undefined || input.price !== undefined || input.before_price !== undefined,
      "Choose a new state or price.",
    ),
  response: z.object({
    car: stockCarSchema,
    /** When every page shows it: at once through live stock, and in the static pages after this rebuild. */
    rebuild: z.string(),
  }),
  errors: { not_found: { status: 404, message: "No car with that id at this dealer." } },
});
