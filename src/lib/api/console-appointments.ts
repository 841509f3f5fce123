import { z } from "zod";
import { APPOINTMENT_KINDS } from "../appointments/settings.ts";
import { bookingChangeErrors } from "./appointments.ts";
import { defineContract } from "./contract.ts";

/** A booking as staff see it in the console — when (on its yard's clock), what, who. */
export const consoleBookingSchema = z.object({
  id: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  status: z.enum(["booked", "cancelled"]),
  location_id: z.string(),
  location_name: z.string(),
  car_id: z.string().nullable(),
  car_name: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The yard's calendar date and clock. */
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  name: z.string(),
  /** What staff call the shopper in their own words ("email Ada?"): the first name they gave. */
  first_name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The yard closed the booking's day after it was made: someone should move it (and call). */
  needs_new_time: z.boolean(),
});
export type ConsoleBooking = z.output<typeof consoleBookingSchema>;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-12-05");

/**
 * GET /api/console/bookings?date=2026-12-05: the day's bookings at every yard (the dealer's own
 * calendar day; today by default), and every upcoming booking whose day has closed since.
 */
export const consoleBookings = defineContract({
  path: "/api/console/bookings",
  methods: ["GET"],
  request: z.object({ date: calendarDate.optional() }),
  response: z.object({
    date: z.string(),
    time_zone: z.string(),
    bookings: z.array(consoleBookingSchema),
    needs_new_time: z.array(consoleBookingSchema),
  }),
  errors: {},
});

/** POST /api/console/bookings/update: staff move a booking to a free time, or cancel it; the shopper is told. */
export const consoleBookingUpdate = defineContract({
  path: "/api/console/bookings/update",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ id: z.string().trim().min(1).max(100), action: z.literal("cancel") }),
    z.strictObject({
      id: z.string().trim().min(1).max(100),
      action: z.literal("move"),
      starts_at: z.iso.datetime({ offset: true, error: "must be a date and time" }),
    }),
  ]),
  response: z.object({ booking: consoleBookingSchema }),
  errors: bookingChangeErrors,
});
