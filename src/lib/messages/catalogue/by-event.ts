import type { AlertWhat } from "../../alerts/events.ts";
import { MESSAGES, type ShopperMessageName } from "./index.ts";
import type { BookingFacts, BookingRendering } from "./parts/booking.ts";
import type { PaymentFacts } from "./parts/payment.ts";
import type { Receipt, ReservationEvent, ReservationFacts } from "./parts/reservation.ts";

/**
 * Which message tells which event, for the domains that queue them: a booking's news, a
 * reservation's transition, a payment's, an alert's news. Each map is total over its events, so a
 * new event without its message does not compile.
 */

export const BOOKING_MESSAGES = {
  booked: "shopper-booking-confirmed",
  reminder: "shopper-booking-reminder",
  moved: "shopper-booking-moved",
  cancelled: "shopper-booking-cancelled",
  "car-sold": "shopper-booking-car-sold",
  "closed-day": "shopper-booking-new-time-needed",
} as const satisfies Record<string, ShopperMessageName>;

/** What happened to a booking, as the shopper is told. */
export type BookingNews = keyof typeof BOOKING_MESSAGES;

export const RESERVATION_MESSAGES = {
  held: "shopper-deposit-held",
  captured: "shopper-deposit-taken",
  released: "shopper-reservation-cancelled",
  expired: "shopper-reservation-ended",
  refunded: "shopper-deposit-refunded",
} as const satisfies Record<ReservationEvent, ShopperMessageName>;

export type PaymentEvent = "paid" | "refunded";
export const PAYMENT_MESSAGES = {
  paid: "shopper-payment-received",
  refunded: "shopper-payment-refunded",
} as const satisfies Record<PaymentEvent, ShopperMessageName>;

/** One piece of news as it happens; a digest (several, or a day's or a week's) is `shopper-alert-digest`. */
export const ALERT_MESSAGES = {
  price_drop: "shopper-alert-price-drop",
  back: "shopper-alert-back-in-stock",
  arrived: "shopper-alert-new-match",
} as const satisfies Record<AlertWhat, ShopperMessageName>;

/** The booking message of `news`. */
export function bookingMessage(facts: BookingFacts & { news: BookingNews }): BookingRendering {
  return MESSAGES[BOOKING_MESSAGES[facts.news]].render(facts);
}

/** The receipt of a reservation's `event`. */
export function reservationReceipt(facts: ReservationFacts & { event: ReservationEvent }): Receipt {
  return MESSAGES[RESERVATION_MESSAGES[facts.event]].render(facts);
}

/** The receipt of an online payment's `event`. */
export function paymentReceipt(facts: PaymentFacts & { event: PaymentEvent }): Receipt {
  return MESSAGES[PAYMENT_MESSAGES[facts.event]].render(facts);
}

/** The alert message of some news: one piece as it happens by its kind, else (several, or a digest's) the digest. */
export const alertMessageName = (
  news: readonly { what: AlertWhat }[],
  digest?: "daily" | "weekly",
): "shopper-alert-digest" | (typeof ALERT_MESSAGES)[AlertWhat] =>
  digest || news.length !== 1 ? "shopper-alert-digest" : ALERT_MESSAGES[news[0]!.what];
