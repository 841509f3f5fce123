import { z } from "zod";
import { RESERVATION_STATUSES } from "../reservations/lifecycle.ts";
import { defineContract } from "./contract.ts";
import { closeOutcomeSchema, dealerCloseErrors, dealerReservationSchema } from "./reservations.ts";

/**
 * Issue 38: deposits in the console — the same list, capture and release as the ops endpoint
 * (`npm run reservations`), for staff with `reservations.manage` (owner, sales), audited.
 */
export const consoleReservations = defineContract({
  path: "/api/console/reservations",
  methods: ["GET"],
  request: z.object({ status: z.enum(RESERVATION_STATUSES).optional() }),
  response: z.object({ reservations: z.array(dealerReservationSchema) }),
  errors: {},
});

export const consoleReservationUpdate = defineContract({
  path: "/api/console/reservations/update",
  methods: ["POST"],
  request: z.strictObject({
    id: z.string().trim().min(1).max(100),
    action: z.enum(["capture", "release"]),
  }),
  response: z.object({ reservation: dealerReservationSchema, outcome: closeOutcomeSchema }),
  errors: dealerCloseErrors,
});
