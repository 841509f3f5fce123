import { z } from "zod";
import { APPOINTMENT_KINDS } from "../appointments/settings.ts";
import { appointmentChangeErrors } from "./appointments.ts";
import { defineContract } from "./contract.ts";

/** An appointment as staff see it in the console — when (on its yard's clock), what, who. */
export const consoleAppointmentSchema = z.object({
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
export type ConsoleAppointment = z.output<typeof consoleAppointmentSchema>;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-12-05");

/**
 * GET /api/console/appointments?date=2026-12-05: the day's appointments at every yard (the dealer's
 * own calendar day; today by default), and every upcoming one whose day has closed since.
 */
export const consoleAppointments = defineContract({
  path: "/api/console/appointments",
  methods: ["GET"],
  request: z.object({ date: calendarDate.optional() }),
  response: z.object({
    date: z.string(),
    time_zone: z.string(),
    bookings: z.array(consoleAppointmentSchema),
    needs_new_time: z.array(consoleAppointmentSchema),
  }),
  errors: {},
});

/** POST /api/console/appointments/update: staff move an appointment to a free time, or cancel it; the shopper is told. */
export const consoleAppointmentUpdate = defineContract({
  path: "/api/console/appointments/update",
  methods: ["POST"],
  request: z.discriminatedUnion("action", [
    z.strictObject({ id: z.string().trim().min(1).max(100), action: z.literal("cancel") }),
    z.strictObject({
      id: z.string().trim().min(1).max(100),
      action: z.literal("move"),
      starts_at: z.iso.datetime({ offset: true, error: "must be a date and time" }),
    }),
  ]),
  response: z.object({ booking: consoleAppointmentSchema }),
  errors: appointmentChangeErrors,
});
