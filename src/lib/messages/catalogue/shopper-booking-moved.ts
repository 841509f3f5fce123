import { defineMessage } from "./define.ts";
import { BOOKING_EXAMPLE, type BookingFacts, standingBooking } from "./parts/booking.ts";

export default defineMessage({
  name: "shopper-booking-moved",
  title: "Booking moved",
  recipient: "shopper",
  trigger: "the shopper moves the booking with its link, or staff do in the console's Bookings",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    "with a calendar entry that replaces the old one; moved by staff, a move-or-cancel link of its own (the button; SMS too where the shopper asked for texts)",
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: (facts: BookingFacts) =>
    standingBooking(facts, {
      subject: (what, when) => `Moved: your ${what} is now on ${when}`,
      opening: "Your",
      heading: (what, when) => `your ${what} is now on ${when}.`,
    }),
  example: BOOKING_EXAMPLE,
});
