import { z } from "zod";

/**
 * When shoppers may book a test drive or a service, per department and yard. A dealer
 * without these settings keeps today's enquiry forms. Times are the yard's own (its time zone),
 * and every bookable time also lies within the department's opening hours that day: special and
 * holiday hours close or shorten it as they do the yard.
 */

export const APPOINTMENT_KINDS = ["testDrive", "service"] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 08:30");
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-12-25");

const bookableTimesSchema = z
  .strictObject({
    weekday: z.int().min(0).max(6).describe("0 (Sunday) to 6 (Saturday)."),
    from: clock.describe("First bookable start, the yard's time."),
    to: clock.describe("Every booking ends by then, the yard's time."),
  })
  .refine((times) => times.to > times.from, { message: "must end after it starts", path: ["to"] });

/** What may differ from one yard to the next. */
const yardAvailabilityShape = {
  bookableTimes: z
    .array(bookableTimesSchema)
    .optional()
    .describe(
      "Bookable times per weekday; without it, the department's opening hours. A weekday not listed is not bookable.",
    ),
  capacity: z
    .int()
    .min(1)
    .max(50)
    .optional()
    .describe("Bookings per slot: 1 for test drives (one car, one drive at a time); service bays for services."),
  blockedDates: z.array(calendarDate).default([]).describe("Dates nobody can book (a stocktake, a training day)."),
};

const availabilitySchema = (defaults: { capacity: number; noticeMinutes: number; horizonDays: number }) =>
  z.strictObject({
    slotMinutes: z.int().min(10).max(480).default(30).describe("Length of one booking, in minutes."),
    ...yardAvailabilityShape,
    capacity: yardAvailabilityShape.capacity.default(defaults.capacity),
    minimumNoticeMinutes: z
      .int()
      .min(0)
      .max(14 * 24 * 60)
      .default(defaults.noticeMinutes)
      .describe("How soon the earliest booking may start, in minutes from now."),
    horizonDays: z.int().min(1).max(180).default(defaults.horizonDays).describe("How many days ahead can be booked."),
    remindHoursBefore: z
      .array(
        z
          .int()
          .min(1)
          .max(7 * 24),
      )
      .max(3)
      .default([24, 2])
      .describe(
        "Reminders emailed to the shopper, in hours before the booking (the nearest one due is sent; none whose time passed before the booking was made).",
      ),
    smsReminders: z
      .boolean()
      .default(false)
      .describe(
        "Offer 'Text me reminders and any change to this booking' (unticked): the reminders, and a booking the site or staff cancel or move, also go by SMS to the shopper who ticks it (costs an SMS each).",
      ),
    yards: z
      .record(z.string(), z.strictObject(yardAvailabilityShape))
      .default({})
      .describe("Per location id: bookable times, capacity or blocked dates that differ from the dealer's."),
  });

export const appointmentsSettingsSchema = z
  .strictObject({
    testDrive: availabilitySchema({ capacity: 1, noticeMinutes: 120, horizonDays: 14 })
      .optional()
      .describe("Test drives, booked at the sales department's yards."),
    service: availabilitySchema({ capacity: 2, noticeMinutes: 24 * 60, horizonDays: 30 })
      .optional()
      .describe("Services, booked at the service department's yards."),
  })
  .default({})
  .describe(
    "Bookable test drives and services: /book-test-drive and /service#service-booking show a calendar of free times (GET /api/appointments/slots) and book them (POST /api/appointments), with a link to move or cancel. A kind left out keeps its enquiry form.",
  );

export type AppointmentsSettings = z.output<typeof appointmentsSettingsSchema>;
export type Availability = NonNullable<AppointmentsSettings[AppointmentKind]>;
