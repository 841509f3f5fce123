import { bookingWhen, timesAreIn } from "../../appointments/calendar.ts";
import { smsText } from "../content.ts";
import { defineMessage } from "./define.ts";
import {
  BOOKING_EXAMPLE,
  type BookingFacts,
  type BookingRendering,
  bookingSubject,
  bookingWhat,
} from "./parts/booking.ts";

/** The car of a booked test drive was sold: the drive is off, with similar cars to look at instead. */
export function bookingCarSold(facts: BookingFacts): BookingRendering {
  const what = bookingWhat(facts);
  const when = bookingWhen(facts.date, facts.time);
  const car = facts.carName ?? "car";
  const paragraphs = [
    `We're sorry: the ${car} has just been sold, so your test drive on ${when} at ${facts.yard.name} is cancelled. ${timesAreIn(facts.timeZone)}.`,
    "We'd be glad to line up a drive of a similar one: see what we have, and book a time that suits you.",
  ];
  return {
    email: {
      purpose: "booking",
      subject: bookingSubject(`Sorry: your ${what} on ${when} can't go ahead`, facts),
      preview: paragraphs[0]!,
      heading: `The ${car} has been sold.`,
      paragraphs,
      action: facts.similarUrl ? { label: "See similar cars", href: facts.similarUrl } : undefined,
      reachUs: `Questions? Call ${facts.sender.phone}.`,
      signOff: facts.signOff,
      why: `You're receiving this because you booked a test drive with ${facts.sender.name}. It is about that booking only, not marketing.`,
      sender: facts.sender,
    },
    sms: smsText(facts.sender, `sorry, the ${car} has been sold, so your test drive on ${when} is cancelled.`),
  };
}

export default defineMessage({
  name: "shopper-booking-car-sold",
  title: "Test drive off: car sold",
  recipient: "shopper",
  trigger:
    "`appointments-remind` finds an upcoming test drive whose car has been sold (or left the feed) since: the drive is cancelled, its place freed, the dealer told as a lead",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    "with similar cars (the search for its make and model) and a cancelling calendar entry; SMS too where the shopper asked for texts",
  purpose: "booking",
  delivery: "outbox",
  // The address and phone are what the booker typed, proven by nothing.
  capped: true,
  render: bookingCarSold,
  example: {
    ...BOOKING_EXAMPLE,
    manageUrl: undefined,
    similarUrl: "https://www.twoyards.example/search/new-used-and-demo-cars?make=Toyota&model=HiLux",
  },
});
