import { z } from "zod";
import { MESSAGES } from "./messages.ts";
import { phoneSchema } from "./phone.ts";

/** §7: POST /api/watchlist/save-car and /remove-car take phone_number and car_id. */
export const carIdSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, MESSAGES.required)
      .max(64)
      .regex(/^[\w.-]+$/, "must be a car id"),
  );

export const watchlistChangeSchema = z.object({ phone_number: phoneSchema, car_id: carIdSchema });
