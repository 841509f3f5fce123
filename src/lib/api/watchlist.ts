import { z } from "zod";
import { phoneSchema } from "../forms/phone.ts";
import { watchlistChangeSchema } from "../forms/watchlist.ts";
import { defineContract } from "./contract.ts";

const SHOPPER_ERRORS = {
  forbidden: { status: 403, message: "You can only change your own watchlist." },
} as const;

/** GET /api/watchlist[?phone_number]: the signed-in shopper's saved cars, each with a summary (null once it left the feed). */
export const watchlist = defineContract({
  path: "/api/watchlist",
  methods: ["GET"],
  // An empty ?phone_number= means "the signed-in shopper", like no parameter.
  request: z.object({
    phone_number: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(phoneSchema.optional()),
  }),
  response: z.object({
    phone_number: z.string(),
    cars: z.array(
      z.object({
        car_id: z.string(),
        saved_at: z.string(),
        car: z
          .object({
            name: z.string(),
            slug: z.string(),
            price: z.number().nullable(),
            status: z.string().nullable(),
            image: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
  }),
  errors: SHOPPER_ERRORS,
  singleFieldMessage: true,
});
export type SavedCar = z.output<typeof watchlist.response>["cars"][number];

const changed = z.object({ ok: z.literal(true), car_id: z.string(), message: z.string() });

/** §7 POST /api/watchlist/save-car { phone_number, car_id }; saving twice is harmless. */
export const watchlistSaveCar = defineContract({
  path: "/api/watchlist/save-car",
  methods: ["POST"],
  request: watchlistChangeSchema,
  response: changed,
  errors: { ...SHOPPER_ERRORS, not_found: { status: 404, message: "That car is no longer listed." } },
});

/** §7 POST /api/watchlist/remove-car; a sold car that left the feed can still be removed. */
export const watchlistRemoveCar = defineContract({
  path: "/api/watchlist/remove-car",
  methods: ["POST"],
  request: watchlistChangeSchema,
  response: changed,
  errors: SHOPPER_ERRORS,
});
