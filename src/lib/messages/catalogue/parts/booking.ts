import { bookingWhen, KIND_NAMES, timesAreIn, WHAT_TO_BRING } from "../../../appointments/calendar.ts";
import type { AppointmentKind } from "../../../appointments/settings.ts";
import {
  greetingName,
  headerSafe,
  type MessageCar,
  type MessageSender,
  type ShopperEmail,
  smsText,
} from "../../content.ts";
import type { ShopperRendering } from "../define.ts";
import {
  EXAMPLE_CAR,
  EXAMPLE_MANAGE_URL,
  EXAMPLE_SENDER,
  EXAMPLE_SIGN_OFF,
  EXAMPLE_TIME_ZONE,
  EXAMPLE_YARD,
} from "./example.ts";

/**
 * What every message about a booking shares: when (the yard's clock, and said so), where with
 * directions, what to bring, and how to move or cancel. Transactional: it answers the shopper's own
 * booking. Each message's words are in its catalogue file (shopper-booking-confirmed.ts,
 * shopper-booking-reminder.ts, shopper-booking-moved.ts, shopper-booking-cancelled.ts,
 * shopper-booking-car-sold.ts, shopper-booking-new-time-needed.ts).
 */
export interface BookingFacts {
  kind: AppointmentKind;
  firstName?: string | null;
  carName?: string;
  /** The yard's calendar day and clock of the booking ("2026-12-05", "10:00"). */
  date: string;
  time: string;
  timeZone: string;
  yard: { name: string; address: string; directions: string };
  /** The yard on a map, where its location is known. */
  mapUrl?: string;
  /** The car as its page shows it (photo, price, link), for a booking about one. */
  car?: MessageCar;
  /**
   * The move-or-cancel link. Every message about a booking that stands carries one: the
   * shopper's own, or a fresh one for a message the site or staff send.
   */
  manageUrl?: string;
  /** A reminder's hours before the booking. */
  hoursBefore?: number;
  /** A sold car's similar cars on the site (the search for its make and model). */
  similarUrl?: string;
  sender: MessageSender;
  signOff: string;
}

export interface BookingRendering extends ShopperRendering {
  email: ShopperEmail;
  sms: string;
}

/** "test drive of the 2023 Toyota HiLux SR5", "service". */
export const bookingWhat = (facts: BookingFacts): string =>
  `${KIND_NAMES[facts.kind].toLowerCase()}${facts.carName ? ` of the ${facts.carName}` : ""}`;

/** The subject: its words, then the dealer. */
export const bookingSubject = (words: string, facts: BookingFacts): string =>
  headerSafe(`${words} – ${facts.sender.name}`);

/** A sentence addressed to the shopper by a name a greeting may use, else to no one: "Ada, your …", "Your …". */
export function greeted(firstName: string | null | undefined, text: string): string {
  const name = greetingName(firstName);
  return name ? `${name}, ${text}` : `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** Why the shopper gets it. Not whyText's: a booking does bring more emails (its reminders, any change), and says so. */
export const bookingWhy = (facts: BookingFacts): string =>
  `You're receiving this because you booked a ${KIND_NAMES[facts.kind].toLowerCase()} with ${facts.sender.name} on ${new URL(facts.sender.siteUrl).hostname.replace(/^www\./, "")}. It is about that booking only (its confirmation, reminders before it and any change), not marketing. If it wasn't you, please tell us at ${facts.sender.email}.`;

/** One standing booking's own words: its subject, how its first sentence opens, its heading. */
export interface StandingWords {
  subject: (what: string, when: string) => string;
  /** "Your" or "Just a reminder: your". */
  opening: string;
  /** After the greeting: "your test drive is booked." */
  heading: (what: string, when: string) => string;
}

/** A booking that stands (booked, coming up, moved): when and where, what to bring, how to change it. */
export function standingBooking(facts: BookingFacts, words: StandingWords): BookingRendering {
  const what = bookingWhat(facts);
  const when = bookingWhen(facts.date, facts.time);
  // Without a link, never point to one in another email (the shopper may not have it).
  const change = facts.manageUrl
    ? "Need to change it? Move or cancel it with the button below; the time goes back to others at once."
    : `Need to change it? Call us on ${facts.sender.phone}.`;
  const paragraphs = [
    `${words.opening} ${what} is on ${when} at ${facts.yard.name}, ${facts.yard.address}. ${timesAreIn(facts.timeZone)}.`,
    `Directions: ${facts.yard.directions}`,
    `Please bring: ${WHAT_TO_BRING[facts.kind].join("; ")}.`,
    change,
  ];
  const email: ShopperEmail = {
    purpose: "booking",
    subject: bookingSubject(words.subject(what, when), facts),
    preview: paragraphs[0]!,
    heading: greeted(facts.firstName, words.heading(what, when)),
    paragraphs,
    facts: [
      ["When", `${when} (${facts.timeZone.split("/").pop()!.replaceAll("_", " ")} time)`],
      facts.mapUrl
        ? ["Where", `${facts.yard.name}, ${facts.yard.address}`, facts.mapUrl]
        : ["Where", `${facts.yard.name}, ${facts.yard.address}`],
    ],
    car: facts.car,
    action: facts.manageUrl ? { label: "Move or cancel", href: facts.manageUrl } : undefined,
    reachUs: `Questions? Call ${facts.sender.phone}.`,
    signOff: facts.signOff,
    why: bookingWhy(facts),
    sender: facts.sender,
  };
  // As a reservation's text carries its link: the texts are of changes the shopper did not make.
  const sms = smsText(
    facts.sender,
    `your ${what} is on ${when} at ${facts.yard.name}, ${facts.yard.address}.${facts.manageUrl ? ` Move or cancel: ${facts.manageUrl}` : ""}`,
  );
  return { email, sms };
}

export const BOOKING_EXAMPLE: BookingFacts = {
  kind: "testDrive",
  firstName: "Ada",
  carName: EXAMPLE_CAR.name,
  date: "2026-12-05",
  time: "10:00",
  timeZone: EXAMPLE_TIME_ZONE,
  yard: EXAMPLE_YARD,
  mapUrl: "https://www.google.com/maps/search/?api=1&query=-33.8150%2C151.0011",
  car: EXAMPLE_CAR,
  manageUrl: EXAMPLE_MANAGE_URL,
  sender: EXAMPLE_SENDER,
  signOff: EXAMPLE_SIGN_OFF,
};
