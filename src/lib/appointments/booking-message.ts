import {
  greetingName,
  headerSafe,
  type MessageCar,
  type MessageSender,
  type ShopperEmail,
  smsText,
} from "../messages/content.ts";
import { bookingWhen, KIND_NAMES, longDay, timesAreIn, WHAT_TO_BRING } from "./calendar.ts";
import type { AppointmentKind } from "./settings.ts";

/** What happened to a booking, as the shopper is told. */
export type BookingNews = "booked" | "reminder" | "moved" | "cancelled" | "car-sold" | "closed-day";

export interface BookingMessageFacts {
  news: BookingNews;
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

const SUBJECTS: Record<BookingNews, (what: string, when: string) => string> = {
  booked: (what, when) => `Booked: your ${what} on ${when}`,
  reminder: (what, when) => `Reminder: your ${what} on ${when}`,
  moved: (what, when) => `Moved: your ${what} is now on ${when}`,
  cancelled: (what, when) => `Cancelled: your ${what} on ${when}`,
  "car-sold": (what, when) => `Sorry: your ${what} on ${when} can't go ahead`,
  "closed-day": (what, when) => `Please choose a new time: your ${what} on ${when}`,
};

/**
 * What a shopper is told about their booking — booked, a reminder, moved, cancelled —
 * with when (the yard's clock, and said so), where with directions, what to bring, and how to
 * move or cancel. Transactional: it answers the shopper's own booking.
 */
export function bookingMessage(facts: BookingMessageFacts): { email: ShopperEmail; sms: string } {
  const what = `${KIND_NAMES[facts.kind].toLowerCase()}${facts.carName ? ` of the ${facts.carName}` : ""}`;
  const when = bookingWhen(facts.date, facts.time);
  const zone = `${timesAreIn(facts.timeZone)}.`;
  if (facts.news === "car-sold") return carSoldMessage(facts, what, when);
  if (facts.news === "closed-day") return closedDayMessage(facts, what, when);
  const cancelled = facts.news === "cancelled";
  // Without a link, never point to one in another email (the shopper may not have it).
  const change = facts.manageUrl
    ? "Need to change it? Move or cancel it with the button below; the time goes back to others at once."
    : `Need to change it? Call us on ${facts.sender.phone}.`;
  const paragraphs = cancelled
    ? [
        `Your ${what} at ${facts.yard.name} on ${when} is cancelled. ${zone}`,
        "Book another time on our website whenever suits you.",
      ]
    : [
        `${facts.news === "reminder" ? `Just a reminder: your` : "Your"} ${what} is on ${when} at ${facts.yard.name}, ${facts.yard.address}. ${zone}`,
        `Directions: ${facts.yard.directions}`,
        `Please bring: ${WHAT_TO_BRING[facts.kind].join("; ")}.`,
        change,
      ];
  const name = greetingName(facts.firstName);
  const greeting = name ? `${name}, y` : "Y";
  const heading = cancelled
    ? `${greeting}our ${what} is cancelled.`
    : facts.news === "moved"
      ? `${greeting}our ${what} is now on ${when}.`
      : `${greeting}our ${what} is ${facts.news === "reminder" ? "coming up" : "booked"}.`;
  const email: ShopperEmail = {
    purpose: "booking",
    subject: headerSafe(`${SUBJECTS[facts.news](what, when)} – ${facts.sender.name}`),
    preview: paragraphs[0]!,
    heading,
    paragraphs,
    facts: cancelled
      ? undefined
      : [
          ["When", `${when} (${facts.timeZone.split("/").pop()!.replaceAll("_", " ")} time)`],
          facts.mapUrl
            ? ["Where", `${facts.yard.name}, ${facts.yard.address}`, facts.mapUrl]
            : ["Where", `${facts.yard.name}, ${facts.yard.address}`],
        ],
    car: cancelled ? undefined : facts.car,
    action: !cancelled && facts.manageUrl ? { label: "Move or cancel", href: facts.manageUrl } : undefined,
    reachUs: `Questions? Call ${facts.sender.phone}.`,
    signOff: facts.signOff,
    // Not whyText's: a booking does bring more emails (its reminders, any change), and says so.
    why: `You're receiving this because you booked a ${KIND_NAMES[facts.kind].toLowerCase()} with ${facts.sender.name} on ${new URL(facts.sender.siteUrl).hostname.replace(/^www\./, "")}. It is about that booking only (its confirmation, reminders before it and any change), not marketing. If it wasn't you, please tell us at ${facts.sender.email}.`,
    sender: facts.sender,
  };
  // As a reservation's text carries its link: the texts are of changes the shopper did not make.
  const sms = smsText(
    facts.sender,
    cancelled
      ? `your ${what} on ${when} is cancelled.`
      : `your ${what} is on ${when} at ${facts.yard.name}, ${facts.yard.address}.${facts.manageUrl ? ` Move or cancel: ${facts.manageUrl}` : ""}`,
  );
  return { email, sms };
}

/** The car of a booked test drive was sold: the drive is off, with similar cars to look at instead. */
function carSoldMessage(facts: BookingMessageFacts, what: string, when: string): { email: ShopperEmail; sms: string } {
  const car = facts.carName ?? "car";
  const paragraphs = [
    `We're sorry: the ${car} has just been sold, so your test drive on ${when} at ${facts.yard.name} is cancelled. ${timesAreIn(facts.timeZone)}.`,
    "We'd be glad to line up a drive of a similar one: see what we have, and book a time that suits you.",
  ];
  return {
    email: {
      purpose: "booking",
      subject: headerSafe(`${SUBJECTS["car-sold"](what, when)} – ${facts.sender.name}`),
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

/**
 * The yard closed the booking's day after it was booked (holiday hours, a blocked date): the booking
 * stands until it is moved, and staff see it in the console to call the shopper about.
 */
function closedDayMessage(
  facts: BookingMessageFacts,
  what: string,
  when: string,
): { email: ShopperEmail; sms: string } {
  const paragraphs = [
    `We're sorry: ${facts.yard.name} is now closed on ${longDay(facts.date)}, so your ${what} can't go ahead then. ${timesAreIn(facts.timeZone)}.`,
    facts.manageUrl
      ? `We'll call you to find another time. Or move it yourself: choose a new time with the button below, or call us on ${facts.sender.phone}.`
      : `We'll call you to find another time, or call us on ${facts.sender.phone}.`,
  ];
  return {
    email: {
      purpose: "booking",
      subject: headerSafe(`${SUBJECTS["closed-day"](what, when)} – ${facts.sender.name}`),
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
