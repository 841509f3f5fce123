import { defineMessage } from "./define.ts";
import { BOOKING_EXAMPLE, type BookingFacts, standingBooking } from "./parts/booking.ts";

export default defineMessage({
  name: "shopper-booking-confirmed",
  title: "Booking confirmed",
  recipient: "shopper",
  trigger: "a test drive or service is booked (`POST /api/appointments`), in the booking's transaction",
  consent: "transactional",
  channels: ["email"],
  channelNotes: "with the calendar entry (`booking.ics`) and the move-or-cancel link",
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: (facts: BookingFacts) =>
    standingBooking(facts, {
      subject: (what, when) => `Booked: your ${what} on ${when}`,
      opening: "Your",
      heading: (what) => `your ${what} is booked.`,
    }),
  example: BOOKING_EXAMPLE,
});
