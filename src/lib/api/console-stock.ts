import { z } from "zod";
import { defineContract } from "./contract.ts";

/**
 * Stock from the yard. Find a car; mark it sold, reserved or available; change its price
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
  /** What tells one Ranger from the next on the yard. */
  year: z.number().nullable(),
  variant: z.string().nullable(),
  colour: z.string().nullable(),
  km: z.number().nullable(),
  yard: z.string().nullable(),
});
export type StockCar = z.output<typeof stockCarSchema>;

export const consoleStock = defineContract({
  path: "/api/console/stock",
  methods: ["GET"],
  request: z.object({
    q: z.string().trim().min(1, "Type a stock number, rego, VIN or name.").max(80),
    /** Pages of STOCK_PAGE_SIZE past the first. */
    page: z.coerce.number().int().min(1).max(10_000).optional(),
  }),
  response: z.object({
    cars: z.array(stockCarSchema),
    /** Every car that matches, on all pages. */
    total: z.number(),
    page: z.number(),
    pages: z.number(),
    /** Said when no car matched every word and fewer were searched, as the shopper's search does. */
    notice: z.string().nullable(),
    /** Whether the signed-in role may change prices (an editor sees no price fields). */
    may_price: z.boolean(),
  }),
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
      /** Yes to "Change the price … (90% lower)?", asked when the price moves past stock.priceChangeConfirmPercent. */
      confirmed: z.boolean().optional(),
      /** Undo this earlier change (its `undo.change_id`), within STOCK_UNDO_MINUTES. */
      undo: z.string().trim().min(1).max(100).optional(),
    })
    .refine(
      (input) =>
        input.state !== undefined || input.price !== undefined || input.before_price !== undefined || input.undo,
      "Choose a new state or price.",
    ),
  response: z.object({
    car: stockCarSchema,
    /** When every page shows it: at once through live stock, and in the static pages after this rebuild. */
    rebuild: z.string(),
    /** How to undo this change, and until when; null for an undo. */
    undo: z.object({ change_id: z.string(), until: z.string() }).nullable(),
    /** An undo: the price-drop alerts and channel pushes it withdrew before they went out. */
    withdrawn: z.object({ alerts: z.number(), pushes: z.number() }).nullable(),
  }),
  errors: {
    not_found: { status: 404, message: "No car with that id at this dealer." },
    confirm_price: { status: 409, message: "This price is far from the current one. Check it and confirm." },
    undo_closed: {
      status: 409,
      message: "This change can no longer be undone: change the car again instead.",
    },
  },
});
