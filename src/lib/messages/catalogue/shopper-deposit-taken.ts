import { defineMessage } from "./define.ts";
import {
  RESERVATION_EXAMPLE,
  type ReservationFacts,
  type ReservationWords,
  receiptForReservation,
} from "./parts/reservation.ts";

/** The deposit held on the card is taken towards the purchase. */
const WORDS: ReservationWords = {
  subject: "Your deposit for the {car} has been taken",
  heading: "Your {deposit} deposit has been taken towards the {car}.",
  body: ["We've confirmed the sale and taken the deposit held on your card towards the purchase."],
  sms: "your {deposit} deposit for {car} has been taken towards the purchase. Ref {reference}.",
};

export default defineMessage({
  name: "shopper-deposit-taken",
  title: "Deposit taken",
  recipient: "shopper",
  trigger: "the dealer captures the hold (`npm run reservations`, the console)",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: (facts: ReservationFacts) => receiptForReservation("captured", WORDS, facts),
  example: RESERVATION_EXAMPLE,
});
