import { defineMessage } from "./define.ts";
import {
  RESERVATION_EXAMPLE,
  type ReservationFacts,
  type ReservationWords,
  receiptForReservation,
} from "./parts/reservation.ts";

/** Money taken for a deposit came back at the payment provider. */
const WORDS: ReservationWords = {
  subject: "Your deposit for the {car} has been refunded",
  heading: "We've refunded your deposit for the {car}.",
  body: ["{refunded} has been refunded to your card. Your bank may take a few business days to show it."],
  sms: "we've refunded {refunded} of your deposit for {car}. Ref {reference}.",
};

export default defineMessage({
  name: "shopper-deposit-refunded",
  title: "Deposit refunded",
  recipient: "shopper",
  trigger: "a refund at the payment provider (`charge.refunded`)",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: (facts: ReservationFacts) => receiptForReservation("refunded", WORDS, facts),
  example: { ...RESERVATION_EXAMPLE, refunded: "$200.00" },
});
