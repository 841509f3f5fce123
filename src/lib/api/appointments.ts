import { z } from "zod";
import { APPOINTMENT_KINDS } from "../appointments/settings.ts";
import { MANAGE_MESSAGES } from "../appointments/manage.ts";
import { BOOKING_MESSAGES } from "../appointments/slots.ts";
import { TEST_DRIVE_CAR_MESSAGES } from "../appointments/test-drive-car.ts";
import { contactDetailsShape } from "../forms/contact-details.ts";
import { idempotencyKeySchema } from "../forms/enquiry.ts";
import { optionalInput } from "../forms/inputs.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import { defineContract } from "./contract.ts";

/** A bookable time, in the yard's own calendar and clock, and the instant it starts. */
const slotSchema = z.object({ date: z.string(), time: z.string(), starts_at: z.string(), free: z.number() });

const kind = z.enum(APPOINTMENT_KINDS, { error: OWN_MESSAGES.choose });

/** A booking as the shopper sees it: the instants, and the date and time on the yard's clock. */
const appointmentSchema = z.object({
  id: z.string(),
  kind,
  location_id: z.string(),
  car_id: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
});

/**
 * GET /api/appointments/slots?kind=testDrive&car_id=…[&location_id=1]: the free times at a yard
 * (a test drive's is its car's unless named),
 * full ones left out. A car that cannot be test driven there has none, and says why.
 */
export const appointmentSlots = defineContract({
  path: "/api/appointments/slots",
  methods: ["GET"],
  request: z.object({
    kind,
    location_id: z.string().min(1, MESSAGES.required).max(100).optional(),
    car_id: z.string().max(100).optional(),
  }),
  response: z.object({
    location_id: z.string(),
    time_zone: z.string(),
    slot_minutes: z.number(),
    slots: z.array(slotSchema),
    unavailable: z.object({ reason: z.enum(["sold", "reserved", "elsewhere"]), message: z.string() }).optional(),
  }),
  errors: {
    not_bookable: { status: 404, message: "Bookings are not taken online here. Please send an enquiry instead." },
  },
});

/**
 * POST /api/appointments: books a free time. The place is taken by the database, so of two
 * shoppers racing for the last one exactly one gets it; the other is answered 409 with the
 * nearest free times. The dealer gets the booking as a lead (CRM, email, ADF) as any enquiry.
 */
export const bookAppointment = defineContract({
  path: "/api/appointments",
  methods: ["POST"],
  request: z.object({
    kind,
    /** The yard; a test drive's is its car's unless named. */
    location_id: z.string().min(1, MESSAGES.required).max(100).optional(),
    starts_at: z.iso.datetime({ offset: true, error: "must be a date and time" }),
    car_id: z.string().max(100).optional(),
    ...contactDetailsShape,
    comments: optionalInput(5000),
    /** Test drives: the shopper holds a current driver's licence and brings it. */
    licence_confirmed: z.boolean().optional(),
    rego: optionalInput(20),
    odometer: z.coerce.number().int().min(0).max(2_000_000).optional(),
    service_type: optionalInput(100),
    terms_accepted: z.boolean().optional(),
    opt_in: z.boolean().optional(),
    /** Text the reminders and any change too (where the dealer offers it; ignored otherwise). */
    sms_reminders: z.boolean().optional(),
    idempotency_key: idempotencyKeySchema.optional(),
  }),
  response: z.object({
    appointment: appointmentSchema,
    /** For the shopper's move-or-cancel link; shown once, stored only as a hash. */
    manage_token: z.string(),
  }),
  errors: {
    not_bookable: { status: 404, message: "Bookings are not taken online here. Please send an enquiry instead." },
    time_refused: { status: 422, message: BOOKING_MESSAGES.notBookable },
    slot_full: { status: 409, message: BOOKING_MESSAGES.full },
    car_unavailable: { status: 409, message: TEST_DRIVE_CAR_MESSAGES.sold },
    too_many_bookings: {
      status: 429,
      message: "You have made several bookings already. Please call us to book another.",
    },
  },
});

/** The move-or-cancel link's token (base64url, 32 characters); only its hash is stored. */
const manageTokenSchema = z.string().min(1, MESSAGES.required).max(100);

const managedAppointment = z.object({
  appointment: appointmentSchema.extend({ status: z.enum(["booked", "cancelled"]) }),
});

/** Any token that is not a booking's, or a booking that has passed: one answer, which says nothing more. */
const bookingNotFound = { status: 404, message: MANAGE_MESSAGES.notFound } as const;

/** GET /api/appointments/manage?token=: the booking the shopper's link is for, to move or cancel it. */
export const manageAppointment = defineContract({
  path: "/api/appointments/manage",
  methods: ["GET"],
  request: z.object({ token: manageTokenSchema }),
  response: managedAppointment,
  errors: { not_found: bookingNotFound },
});

/** POST /api/appointments/cancel: cancels the link's booking; its place is free again at once. */
export const cancelAppointment = defineContract({
  path: "/api/appointments/cancel",
  methods: ["POST"],
  request: z.object({ token: manageTokenSchema }),
  response: managedAppointment,
  errors: { not_found: bookingNotFound },
});

/** Why a booking cannot be moved (by its link, or by staff in the console). */
export const appointmentChangeErrors = {
  not_found: bookingNotFound,
  cancelled: { status: 409, message: MANAGE_MESSAGES.cancelled },
  time_refused: { status: 422, message: BOOKING_MESSAGES.notBookable },
  slot_full: { status: 409, message: BOOKING_MESSAGES.full },
  car_unavailable: { status: 409, message: TEST_DRIVE_CAR_MESSAGES.sold },
} as const;

/**
 * POST /api/appointments/move: moves the link's booking to another free time, in one statement
 * (the new place is taken as the old one is given up; the database decides a race for it).
 */
export const moveAppointment = defineContract({
  path: "/api/appointments/move",
  methods: ["POST"],
  request: z.object({
    token: manageTokenSchema,
    starts_at: z.iso.datetime({ offset: true, error: "must be a date and time" }),
  }),
  response: managedAppointment,
  errors: appointmentChangeErrors,
});
