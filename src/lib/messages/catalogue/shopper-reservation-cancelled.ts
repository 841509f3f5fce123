import { defineMessage } from "./define.ts";
import {
  RESERVATION_EXAMPLE,
  type ReservationFacts,
  type ReservationWords,
  receiptForReservation,
} from "./parts/reservation.ts";

/** The hold is released before it ended: nothing was taken. */
const WORDS: ReservationWords = {
  subject: "Your reservation of the {car} is cancelled",
  heading: "Your reservation of the {car} is cancelled.",
  body: ["The {deposit} hold on your card has been released. No money was taken."],
  sms: "your reservation of {car} is cancelled and the {deposit} hold released. No money was taken. Ref {reference}.",
};

export default defineMessage({
  name: "shopper-reservation-cancelled",
  title: "Reservation cancelled",
  recipient: "shopper",
  trigger: "the shopper or the dealer releases the hold",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: (facts: ReservationFacts) => receiptForReservation("released", WORDS, facts),
  example: RESERVATION_EXAMPLE,
});
