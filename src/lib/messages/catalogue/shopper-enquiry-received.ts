import type { EnquiryKind } from "../../forms/enquiry-kinds.ts";
import {
  fillWording,
  greetingName,
  headerSafe,
  type MessageCar,
  type MessageSender,
  type ShopperEmail,
  smsText,
  whyText,
} from "../content.ts";
import { type PromisedResponse, promisedResponseText } from "../promised-response.ts";
import type { MessagesSettings } from "../settings.ts";
import { defineMessage } from "./define.ts";
import { EXAMPLE_AT, EXAMPLE_CAR, EXAMPLE_SENDER, EXAMPLE_TIME_ZONE } from "./parts/example.ts";

/**
 * The acknowledgement of a lead the site took. It says what was received (the car, with
 * its photo and price as the site shows them), what happens next and by when (the dealer's promised
 * response within opening hours), how to reach the dealer now, and why the shopper gets it.
 */

interface KindWording {
  /** What the shopper sent, after "your": "enquiry", "test drive request". */
  noun: string;
  /** What happens next; {time} is "by 10:30 am tomorrow", {car} the car's name. */
  next: string;
}

const ACKNOWLEDGED: Record<EnquiryKind, KindWording> = {
  vehicle: { noun: "enquiry", next: "One of our sales team will call you {time} about the {car}." },
  reserve: { noun: "request to reserve a car", next: "We'll call you {time} about reserving the {car}." },
  general: { noun: "enquiry", next: "We'll call you {time}." },
  contact: { noun: "message", next: "We'll call you {time}." },
  "test-drive": { noun: "test drive request", next: "We'll call you {time} to find a time for your test drive." },
  service: { noun: "service booking request", next: "Our service team will call you {time} to confirm your booking." },
  finance: { noun: "finance enquiry", next: "Our finance team will call you {time} to talk through your options." },
  "trade-in": { noun: "trade-in enquiry", next: "We'll call you {time} about your trade-in." },
  "sell-my-car": { noun: "request to sell your car", next: "We'll call you {time} about selling your car." },
  careers: { noun: "job enquiry", next: "We'll be in touch {time}." },
  fleet: { noun: "fleet enquiry", next: "Our fleet team will call you {time}." },
  parts: { noun: "parts enquiry", next: "Our parts team will call you {time}." },
};

const OTHER: KindWording = { noun: "enquiry", next: "We'll call you {time}." };

export interface AcknowledgementFacts {
  /** The lead's kind (an enquiry kind; any other kind reads as an enquiry). */
  kind: string;
  /** The CRM's form type ("Test Drive Booking"), named in why the shopper gets the message. */
  formType: string;
  firstName: string | null | undefined;
  car?: MessageCar;
  promise: PromisedResponse | undefined;
  receivedAt: Date;
  timeZone: string;
  sender: MessageSender;
  settings: Pick<MessagesSettings, "signOff" | "nextSteps">;
}

export interface Acknowledgement {
  email: ShopperEmail;
  /** The SMS, where the dealer sends them and the shopper gave a mobile. */
  sms: string;
}

const wordingOf = (kind: string): KindWording => ACKNOWLEDGED[kind as EnquiryKind] ?? OTHER;

export function acknowledgement(facts: AcknowledgementFacts): Acknowledgement {
  const { sender, car } = facts;
  const wording = wordingOf(facts.kind);
  const name = greetingName(facts.firstName);
  const time = promisedResponseText(facts.promise);
  const noun = car && wording.noun === "enquiry" ? `enquiry about the ${car.name}` : wording.noun;
  const values = {
    first_name: name ?? "there",
    dealer: sender.name,
    car: car?.name ?? "car",
    time,
    enquiry: noun,
  };
  const own = facts.settings.nextSteps[facts.kind as EnquiryKind];
  // Without a car the "about the {car}" of our wording would read "about the car": it is left out.
  const next = fillWording(
    own ?? (car ? wording.next : wording.next.replace(/ about the \{car\}| the \{car\}/, "")),
    values,
  );
  const heading = `Thanks${name ? `, ${name}` : ""}. We've received your ${noun}.`;
  const email: ShopperEmail = {
    purpose: "acknowledgement",
    subject: headerSafe(`We've received your ${wording.noun} – ${sender.name}`),
    // Site and dealer words only: the dealer's own next steps may name the shopper, as they typed it.
    preview: `We've received your ${noun}. We'll be in touch ${time}.`,
    heading,
    paragraphs: [next],
    car,
    action: car?.url ? { label: "View the car", href: car.url } : undefined,
    reachUs: `Need us sooner? Call ${sender.phone}, or reply to this email.`,
    signOff: fillWording(facts.settings.signOff, values),
    why: whyText(sender, `you sent ${sender.name} a ${facts.formType}`, facts.receivedAt, facts.timeZone),
    sender,
  };
  return { email, sms: smsText(sender, `Thanks${name ? ` ${name}` : ""}, we've received your ${noun}. ${next}`) };
}

export default defineMessage({
  name: "shopper-enquiry-received",
  title: "Acknowledgement",
  recipient: "shopper",
  trigger:
    "every lead `POST /api/leads` takes (every kind: vehicle, reserve, general, contact, test drive, service, finance, trade-in, sell my car, careers, fleet, parts); a held lead released with `npm run outbox -- release`",
  consent: "transactional",
  channels: ["email", "sms"],
  channelNotes:
    "the SMS only where `messages.smsAcknowledgements` is on and the shopper gave an Australian mobile (04…, 05…)",
  purpose: "acknowledgement",
  delivery: "outbox",
  capped: true,
  render: acknowledgement,
  example: {
    kind: "vehicle",
    formType: "Vehicle Enquiry",
    firstName: "Ada",
    car: EXAMPLE_CAR,
    promise: { at: new Date("2026-11-23T23:30:00Z"), date: "2026-11-24", time: "10:30", inDays: 1 },
    receivedAt: EXAMPLE_AT,
    timeZone: EXAMPLE_TIME_ZONE,
    sender: EXAMPLE_SENDER,
    settings: { signOff: "The team at {dealer}", nextSteps: {} },
  },
});
