import { whyText } from "./acknowledgement.ts";
import {
  fillWording,
  greetingName,
  headerSafe,
  type MessageCar,
  type MessageSender,
  type ShopperEmail,
  smsText,
} from "./content.ts";
import type { MessagesSettings } from "./settings.ts";

/**
 * Receipts for money. A deposit hold gets a receipt with the amount, reference, when the
 * hold ends and how to cancel; its capture, release, expiry or refund each sends its own message.
 * An online payment gets a receipt, and a refund of it another.
 */

export type ReservationEvent = "held" | "captured" | "released" | "expired" | "refunded";

export interface ReservationFacts {
  event: ReservationEvent;
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

export interface Receipt {
  email: ShopperEmail;
  sms: string;
}

const RESERVATION: Record<ReservationEvent, { subject: string; heading: string; body: string[]; sms: string }> = {
  held: {
    subject: "Your {car} is reserved",
    heading: "Your {car} is reserved for you.",
    body: [
      "Your {deposit} deposit is held on your card, not taken. Nobody else can reserve the car until {until}; we'll call you to arrange the next steps.",
      "Changed your mind? Cancel the reservation from the link below before the hold ends: the hold is released at once and no money is taken. The deposit is refundable.",
    ],
    sms: "{car} is reserved for you until {until}. Your {deposit} deposit is held, not taken. Ref {reference}. Cancel: {manage}",
  },
  captured: {
    subject: "Your deposit for the {car} has been taken",
    heading: "Your {deposit} deposit has been taken towards the {car}.",
    body: ["We've confirmed the sale and taken the deposit held on your card towards the purchase."],
    sms: "your {deposit} deposit for {car} has been taken towards the purchase. Ref {reference}.",
  },
  released: {
    subject: "Your reservation of the {car} is cancelled",
    heading: "Your reservation of the {car} is cancelled.",
    body: ["The {deposit} hold on your card has been released. No money was taken."],
    sms: "your reservation of {car} is cancelled and the {deposit} hold released. No money was taken. Ref {reference}.",
  },
  expired: {
    subject: "Your reservation of the {car} has ended",
    heading: "Your reservation of the {car} has ended.",
    body: ["The hold ended at {until} and the {deposit} hold on your card has been released. No money was taken."],
    sms: "your reservation of {car} has ended and the {deposit} hold released. No money was taken. Ref {reference}.",
  },
  refunded: {
    subject: "Your deposit for the {car} has been refunded",
    heading: "We've refunded your deposit for the {car}.",
    body: ["{refunded} has been refunded to your card. Your bank may take a few business days to show it."],
    sms: "we've refunded {refunded} of your deposit for {car}. Ref {reference}.",
  },
};

export function reservationReceipt(facts: ReservationFacts): Receipt {
  const words = RESERVATION[facts.event];
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
  if (facts.event === "held") facts_.push(["Held until", facts.holdUntil]);
  if (facts.event === "refunded") facts_.push(["Refunded", values.refunded]);
  const email: ShopperEmail = {
    purpose: "receipt",
    subject: headerSafe(`${fill(words.subject)} – ${facts.sender.name}`),
    preview: fill(words.body[0]!),
    heading: `${name ? `${name}, y` : "Y"}${fill(words.heading).slice(1)}`,
    paragraphs: words.body.map(fill),
    car: facts.car,
    facts: facts_,
    action: facts.event === "held" ? { label: "See or cancel my reservation", href: facts.manageUrl } : undefined,
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

export type PaymentEvent = "paid" | "refunded";

export interface PaymentFacts {
  event: PaymentEvent;
  firstName: string | null | undefined;
  /** "$1,250.00" */
  amount: string;
  receiptNumber: string;
  /** "Service invoice INV-1042" */
  description: string;
  /** When it was paid, on the dealer's clock. */
  paidAt: string;
  refunded?: string;
  /** The receipt page. */
  receiptUrl: string;
  at: Date;
  timeZone: string;
  sender: MessageSender;
  settings: Pick<MessagesSettings, "signOff">;
}

export function paymentReceipt(facts: PaymentFacts): Receipt {
  const name = greetingName(facts.firstName);
  const paid = facts.event === "paid";
  const rows: [string, string][] = [
    ["Amount", facts.amount],
    ["For", facts.description],
    ["Receipt", facts.receiptNumber],
    ["Paid", facts.paidAt],
  ];
  if (!paid) rows.push(["Refunded", facts.refunded ?? facts.amount]);
  const email: ShopperEmail = {
    purpose: "receipt",
    subject: headerSafe(
      `${paid ? "Receipt for your payment" : "Your payment has been refunded"} ${facts.receiptNumber} – ${facts.sender.name}`,
    ),
    // Not the description: its reference is the shopper's typing.
    preview: paid
      ? `We received ${facts.amount}. Receipt ${facts.receiptNumber}.`
      : `${facts.refunded ?? facts.amount} refunded. Receipt ${facts.receiptNumber}.`,
    heading: paid
      ? `Thank you${name ? `, ${name}` : ""}. We've received your payment.`
      : `${name ? `${name}, w` : "W"}e've refunded your payment.`,
    paragraphs: paid
      ? [`We received ${facts.amount} for ${facts.description} on ${facts.paidAt}. Keep this email as your receipt.`]
      : [
          `${facts.refunded ?? facts.amount} of your payment for ${facts.description} has been refunded to your card. Your bank may take a few business days to show it.`,
        ],
    facts: rows,
    action: { label: "View the receipt", href: facts.receiptUrl },
    reachUs: `Questions? Call ${facts.sender.phone} and quote ${facts.receiptNumber}.`,
    signOff: fillWording(facts.settings.signOff, { dealer: facts.sender.name }),
    why: whyText(facts.sender, `you paid ${facts.sender.name} online`, facts.at, facts.timeZone),
    sender: facts.sender,
  };
  const sms = paid
    ? `thank you, we received your payment of ${facts.amount} for ${facts.description} on ${facts.paidAt}. Receipt ${facts.receiptNumber}.`
    : `we've refunded ${facts.refunded ?? facts.amount} of your payment for ${facts.description}. Receipt ${facts.receiptNumber}.`;
  return { email, sms: smsText(facts.sender, sms) };
}
