import { defineMessage } from "./define.ts";
import {
  RESERVATION_EXAMPLE,
  type ReservationFacts,
  type ReservationWords,
  receiptForReservation,
} from "./parts/reservation.ts";

/** The receipt for a deposit held on the shopper's card: the car is theirs until the hold ends. */
const WORDS: ReservationWords = {
  subject: "Your {car} is reserved",
  heading: "Your {car} is reserved for you.",
  body: [
    "Your {deposit} deposit is held on your card, not taken. Nobody else can reserve the car until {until}; we'll call you to arrange the next steps.",
    "Changed your mind? Cancel the reservation from the link below before the hold ends: the hold is released at once and no money is taken. The deposit is refundable.",
  ],
  sms: "{car} is reserved for you until {until}. Your {deposit} deposit is held, not taken. Ref {reference}. Cancel: {manage}",
};

export default defineMessage({
  name: "shopper-deposit-held",
  title: "Deposit held (receipt)",
  recipient: "shopper",
  trigger: "a reservation's card authorisation is confirmed",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: (facts: ReservationFacts) => receiptForReservation("held", WORDS, facts),
  example: RESERVATION_EXAMPLE,
});
