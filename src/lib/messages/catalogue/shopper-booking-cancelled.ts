import { bookingWhen, timesAreIn } from "../../appointments/calendar.ts";
import { smsText } from "../content.ts";
import { defineMessage } from "./define.ts";
import {
  BOOKING_EXAMPLE,
  type BookingFacts,
  type BookingRendering,
  bookingSubject,
  bookingWhat,
  bookingWhy,
  greeted,
} from "./parts/booking.ts";

/** The booking is off: nothing to bring, nothing to move; the calendar entry is cancelled. */
export function bookingCancelled(facts: BookingFacts): BookingRendering {
  const what = bookingWhat(facts);
  const when = bookingWhen(facts.date, facts.time);
  const paragraphs = [
    `Your ${what} at ${facts.yard.name} on ${when} is cancelled. ${timesAreIn(facts.timeZone)}.`,
    "Book another time on our website whenever suits you.",
  ];
  return {
    email: {
      purpose: "booking",
      subject: bookingSubject(`Cancelled: your ${what} on ${when}`, facts),
      preview: paragraphs[0]!,
      heading: greeted(facts.firstName, `your ${what} is cancelled.`),
      paragraphs,
      facts: undefined,
      car: undefined,
      action: undefined,
      reachUs: `Questions? Call ${facts.sender.phone}.`,
      signOff: facts.signOff,
      why: bookingWhy(facts),
      sender: facts.sender,
    },
    sms: smsText(facts.sender, `your ${what} on ${when} is cancelled.`),
  };
}

export default defineMessage({
  name: "shopper-booking-cancelled",
  title: "Booking cancelled",
  recipient: "shopper",
  trigger: "the shopper cancels with the booking's link, or staff do in the console's Bookings",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    "with a calendar entry that cancels the old one; cancelled by staff, SMS too where the shopper asked for texts",
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: bookingCancelled,
  example: { ...BOOKING_EXAMPLE, manageUrl: undefined },
});
