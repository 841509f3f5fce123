import { defineMessage } from "./define.ts";
import {
  RESERVATION_EXAMPLE,
  type ReservationFacts,
  type ReservationWords,
  receiptForReservation,
} from "./parts/reservation.ts";

/** The hold ran out: released, nothing taken. */
const WORDS: ReservationWords = {
  subject: "Your reservation of the {car} has ended",
  heading: "Your reservation of the {car} has ended.",
  body: ["The hold ended at {until} and the {deposit} hold on your card has been released. No money was taken."],
  sms: "your reservation of {car} has ended and the {deposit} hold released. No money was taken. Ref {reference}.",
};

export default defineMessage({
  name: "shopper-reservation-ended",
  title: "Reservation ended",
  recipient: "shopper",
  trigger: "the hold expires (`reservations-expire`)",
  consent: "transactional",
  channels: ["email", "sms"],
  purpose: "receipt",
  delivery: "outbox",
  // A receipt follows a payment made with a card, which no stranger spends on someone's inbox.
  capped: false,
  render: (facts: ReservationFacts) => receiptForReservation("expired", WORDS, facts),
  example: RESERVATION_EXAMPLE,
});
