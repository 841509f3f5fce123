import {
  fillWording,
  greetingName,
  headerSafe,
  type MessageCar,
  type MessageSender,
  type ShopperEmail,
  smsText,
  whyText,
} from "../../content.ts";
import type { MessagesSettings } from "../../settings.ts";
import type { ShopperRendering } from "../define.ts";
import { EXAMPLE_AT, EXAMPLE_CAR, EXAMPLE_SENDER, EXAMPLE_TIME_ZONE } from "./example.ts";

/**
 * The shape every receipt for a reservation's deposit shares: the amount, the reference, for a hold
 * when it ends and how to cancel it. Each event's words are in its own catalogue file
 * (shopper-deposit-held.ts, shopper-deposit-taken.ts, shopper-reservation-cancelled.ts,
 * shopper-reservation-ended.ts, shopper-deposit-refunded.ts).
 */

export type ReservationEvent = "held" | "captured" | "released" | "expired" | "refunded";

export interface ReservationFacts {
  firstName: string | null | undefined;
  car: MessageCar;
  /** "$200.00" */
  deposit: string;
  reference: string;
  /** "Mon 30 Nov, 2:05 pm AEDT" */
  holdUntil: string;
  /** Where the holder sees and cancels the reservation. */
  manageUrl: string;
  /** Every refund so far, for a refund ("$200.00"). */
  refunded?: string;
  at: Date;
  timeZone: string;
  sender: MessageSender;
  settings: Pick<MessagesSettings, "signOff">;
}

export interface Receipt extends ShopperRendering {
  email: ShopperEmail;
  sms: string;
}

/** One event's words; {car}, {deposit}, {until}, {reference}, {refunded}, {manage} and {dealer} are filled in. */
export interface ReservationWords {
  subject: string;
  heading: string;
  body: string[];
  sms: string;
}

export function receiptForReservation(
  event: ReservationEvent,
  words: ReservationWords,
  facts: ReservationFacts,
): Receipt {
  const values = {
    car: facts.car.name,
    deposit: facts.deposit,
    until: facts.holdUntil,
    reference: facts.reference,
    refunded: facts.refunded ?? facts.deposit,
    manage: facts.manageUrl,
    dealer: facts.sender.name,
  };
  const fill = (text: string) => fillWording(text, values);
  const name = greetingName(facts.firstName);
  const facts_: [string, string][] = [
    ["Deposit", facts.deposit],
    ["Reference", facts.reference],
  ];
  if (event === "held") facts_.push(["Held until", facts.holdUntil]);
  if (event === "refunded") facts_.push(["Refunded", values.refunded]);
  const email: ShopperEmail = {
    purpose: "receipt",
    subject: headerSafe(`${fill(words.subject)} – ${facts.sender.name}`),
    preview: fill(words.body[0]!),
    // "Ada, your car is reserved…", "Ada, we've refunded…": the heading's first letter follows the name.
    heading: name ? `${name}, ${lowerFirst(fill(words.heading))}` : fill(words.heading),
    paragraphs: words.body.map(fill),
    car: facts.car,
    facts: facts_,
    action: event === "held" ? { label: "See or cancel my reservation", href: facts.manageUrl } : undefined,
    reachUs: `Questions? Call ${facts.sender.phone} and quote ${facts.reference}.`,
    signOff: fillWording(facts.settings.signOff, values),
    why: whyText(
      facts.sender,
      `you reserved the ${facts.car.name} with ${facts.sender.name}`,
      facts.at,
      facts.timeZone,
    ),
    sender: facts.sender,
  };
  return { email, sms: smsText(facts.sender, fill(words.sms)) };
}

export const RESERVATION_EXAMPLE: ReservationFacts = {
  firstName: "Ada",
  car: EXAMPLE_CAR,
  deposit: "$200.00",
  reference: "RES-7K2M-Q9XD",
  holdUntil: "Thu 26 Nov, 8:00 pm AEDT",
  manageUrl: "https://www.twoyards.example/cars/2023-toyota-hilux-sr5-12345/reserve/",
  at: EXAMPLE_AT,
  timeZone: EXAMPLE_TIME_ZONE,
  sender: EXAMPLE_SENDER,
  settings: { signOff: "The team at {dealer}" },
};

/** "We've…" after a name is "we've…": the heading is written as a sentence of its own. */
const lowerFirst = (text: string): string => `${text[0]!.toLowerCase()}${text.slice(1)}`;
