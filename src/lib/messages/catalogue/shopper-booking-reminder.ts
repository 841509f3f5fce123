import { defineMessage } from "./define.ts";
import { BOOKING_EXAMPLE, type BookingFacts, standingBooking } from "./parts/booking.ts";

export default defineMessage({
  name: "shopper-booking-reminder",
  title: "Booking reminder",
  recipient: "shopper",
  trigger:
    "the scheduled `appointments-remind` (every 15 minutes), 24 and 2 hours before (`appointments.<kind>.remindHoursBefore`); only the nearest one due, none whose time passed before the booking was made, never for a cancelled one",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    'a move-or-cancel link of its own; SMS (with the link) where the shopper ticked "Text me reminders and any change to this booking" (`appointments.<kind>.smsReminders`)',
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: (facts: BookingFacts) =>
    standingBooking(facts, {
      subject: (what, when) => `Reminder: your ${what} on ${when}`,
      opening: "Just a reminder: your",
      heading: (what) => `your ${what} is coming up.`,
    }),
  example: BOOKING_EXAMPLE,
});
