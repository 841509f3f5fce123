import { bookingWhen, KIND_NAMES, longDay, timesAreIn } from "../../appointments/calendar.ts";
import { smsText } from "../content.ts";
import { defineMessage } from "./define.ts";
import {
  BOOKING_EXAMPLE,
  type BookingFacts,
  type BookingRendering,
  bookingSubject,
  bookingWhat,
} from "./parts/booking.ts";

/**
 * The yard closed the booking's day after it was booked (holiday hours, a blocked date): the booking
 * stands until it is moved, and staff see it in the console to call the shopper about.
 */
export function bookingNewTimeNeeded(facts: BookingFacts): BookingRendering {
  const what = bookingWhat(facts);
  const when = bookingWhen(facts.date, facts.time);
  const paragraphs = [
    `We're sorry: ${facts.yard.name} is now closed on ${longDay(facts.date)}, so your ${what} can't go ahead then. ${timesAreIn(facts.timeZone)}.`,
    facts.manageUrl
      ? `We'll call you to find another time. Or move it yourself: choose a new time with the button below, or call us on ${facts.sender.phone}.`
      : `We'll call you to find another time, or call us on ${facts.sender.phone}.`,
  ];
  return {
    email: {
      purpose: "booking",
      subject: bookingSubject(`Please choose a new time: your ${what} on ${when}`, facts),
      preview: paragraphs[0]!,
      heading: "Your booking needs a new time.",
      paragraphs,
      action: facts.manageUrl ? { label: "Choose a new time", href: facts.manageUrl } : undefined,
      reachUs: `Questions? Call ${facts.sender.phone}.`,
      signOff: facts.signOff,
      why: `You're receiving this because you booked a ${KIND_NAMES[facts.kind].toLowerCase()} with ${facts.sender.name}. It is about that booking only, not marketing.`,
      sender: facts.sender,
    },
    sms: smsText(
      facts.sender,
      `sorry, we're closed on the day of your ${what} (${when}). We'll call you to find a new time${facts.manageUrl ? `, or move it yourself: ${facts.manageUrl}` : "."}`,
    ),
  };
}

export default defineMessage({
  name: "shopper-booking-new-time-needed",
  title: "Booking needs a new time",
  recipient: "shopper",
  trigger:
    "`appointments-remind` finds an upcoming booking whose day the yard has closed since it was made (holiday hours added, a blocked date, shorter hours), once: marked for staff (`appointments.closed_day_noticed_at`), the dealer told as a lead",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    "the button a move-or-cancel link of its own; no calendar change until it is moved; SMS too, with the link, where the shopper asked for texts",
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: bookingNewTimeNeeded,
  example: BOOKING_EXAMPLE,
});
