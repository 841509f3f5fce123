import { z } from "zod";
import { MESSAGES } from "../forms/messages.ts";
import { postcodeSchema } from "../forms/postcode.ts";
import { carIdSchema } from "../forms/watchlist.ts";
import { defineContract } from "./contract.ts";

/** POST /api/delivery-quote { postcode, car_id?, location_id? }: the car page's delivery estimate. */
export const deliveryQuote = defineContract({
  path: "/api/delivery-quote",
  methods: ["POST"],
  request: z.object({ postcode: postcodeSchema, car_id: carIdSchema.optional(), location_id: carIdSchema.optional() }),
  response: z.object({
    postcode: z.string(),
    place: z.string(),
    state: z.string(),
    distance_km: z.number().optional(),
    cost: z.number(),
    location: z.object({ id: z.string(), name: z.string(), suburb: z.string().nullable() }),
  }),
  errors: {
    no_estimate: { status: 422, message: MESSAGES.deliveryUnavailable },
    not_available: { status: 404, message: "The delivery calculator is not available on this site." },
  },
  singleFieldMessage: true,
});
