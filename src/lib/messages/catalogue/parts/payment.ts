import { fillWording, type MessageSender, type ShopperEmail, smsText, whyText } from "../../content.ts";
import type { MessagesSettings } from "../../settings.ts";
import { EXAMPLE_AT, EXAMPLE_SENDER, EXAMPLE_TIME_ZONE } from "./example.ts";
import type { Receipt } from "./reservation.ts";

/**
 * The shape an online payment's receipt and its refund's share: the amount, what it was for, the
 * receipt number, the receipt page. Each one's words are in its catalogue file
 * (shopper-payment-received.ts, shopper-payment-refunded.ts).
 */
export interface PaymentFacts {
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

/** One receipt's own words, beside the rows and the button every payment's receipt has. */
export interface PaymentWords {
  subject: string;
  /** Not the description: its reference is the shopper's typing. */
  preview: string;
  heading: string;
  paragraph: string;
  /** The row of what was refunded. */
  refunded?: string;
  sms: string;
}

export function receiptForPayment(facts: PaymentFacts, words: PaymentWords): Receipt {
  const rows: [string, string][] = [
    ["Amount", facts.amount],
    ["For", facts.description],
    ["Receipt", facts.receiptNumber],
    ["Paid", facts.paidAt],
  ];
  if (words.refunded !== undefined) rows.push(["Refunded", words.refunded]);
  const email: ShopperEmail = {
    purpose: "receipt",
    subject: words.subject,
    preview: words.preview,
    heading: words.heading,
    paragraphs: [words.paragraph],
    facts: rows,
    action: { label: "View the receipt", href: facts.receiptUrl },
    reachUs: `Questions? Call ${facts.sender.phone} and quote ${facts.receiptNumber}.`,
    signOff: fillWording(facts.settings.signOff, { dealer: facts.sender.name }),
    why: whyText(facts.sender, `you paid ${facts.sender.name} online`, facts.at, facts.timeZone),
    sender: facts.sender,
  };
  return { email, sms: smsText(facts.sender, words.sms) };
}

export const PAYMENT_EXAMPLE: PaymentFacts = {
  firstName: "Ada",
  amount: "$1,250.00",
  receiptNumber: "PAY-4F7H-K2QW",
  description: "Service invoice INV-1042",
  paidAt: "23 Nov 2026, 8:00 pm AEDT",
  receiptUrl: "https://www.twoyards.example/online-payment/?payment=…",
  at: EXAMPLE_AT,
  timeZone: EXAMPLE_TIME_ZONE,
  sender: EXAMPLE_SENDER,
  settings: { signOff: "The team at {dealer}" },
};
