import type { MessageDefinition, ShopperMessageDefinition, StaffMessageDefinition } from "./define.ts";
import shopperAlertBackInStock from "./shopper-alert-back-in-stock.ts";
import shopperAlertConfirm from "./shopper-alert-confirm.ts";
import shopperAlertDigest from "./shopper-alert-digest.ts";
import shopperAlertNewMatch from "./shopper-alert-new-match.ts";
import shopperAlertPriceDrop from "./shopper-alert-price-drop.ts";
import shopperBookingCancelled from "./shopper-booking-cancelled.ts";
import shopperBookingCarSold from "./shopper-booking-car-sold.ts";
import shopperBookingConfirmed from "./shopper-booking-confirmed.ts";
import shopperBookingMoved from "./shopper-booking-moved.ts";
import shopperBookingNewTimeNeeded from "./shopper-booking-new-time-needed.ts";
import shopperBookingReminder from "./shopper-booking-reminder.ts";
import shopperDepositHeld from "./shopper-deposit-held.ts";
import shopperDepositRefunded from "./shopper-deposit-refunded.ts";
import shopperDepositTaken from "./shopper-deposit-taken.ts";
import shopperEnquiryReceived from "./shopper-enquiry-received.ts";
import shopperPaymentReceived from "./shopper-payment-received.ts";
import shopperPaymentRefunded from "./shopper-payment-refunded.ts";
import shopperReservationCancelled from "./shopper-reservation-cancelled.ts";
import shopperReservationEnded from "./shopper-reservation-ended.ts";
import shopperSignInCode from "./shopper-sign-in-code.ts";
import staffInvite from "./staff-invite.ts";
import staffLeadAssigned from "./staff-lead-assigned.ts";
import staffLeadOverdue from "./staff-lead-overdue.ts";
import staffSignInLink from "./staff-sign-in-link.ts";
import staffWeeklySummary from "./staff-weekly-summary.ts";

/**
 * Every message the platform sends, to shoppers and to staff, by name: one file each in this
 * folder, named by recipient and event. Shopper messages are queued by name
 * (`queueMessage`, functions/_shared/platform/messages/queue.ts), staff messages sent by name
 * (`sendStaffMessage`, functions/_shared/platform/messages/staff.ts). docs/messages.md lists them
 * (tests/docs/messages-catalogue.test.ts holds the list to this one).
 */
const ALL = [
  shopperEnquiryReceived,
  shopperDepositHeld,
  shopperDepositTaken,
  shopperReservationCancelled,
  shopperReservationEnded,
  shopperDepositRefunded,
  shopperPaymentReceived,
  shopperPaymentRefunded,
  shopperBookingConfirmed,
  shopperBookingReminder,
  shopperBookingMoved,
  shopperBookingCancelled,
  shopperBookingNewTimeNeeded,
  shopperBookingCarSold,
  shopperAlertConfirm,
  shopperAlertPriceDrop,
  shopperAlertBackInStock,
  shopperAlertNewMatch,
  shopperAlertDigest,
  shopperSignInCode,
  staffSignInLink,
  staffInvite,
  staffLeadAssigned,
  staffLeadOverdue,
  staffWeeklySummary,
] as const;

type All = (typeof ALL)[number];

export type MessageName = All["name"];
/** The message of this name, as its file defines it. */
export type MessageOf<N extends MessageName> = Extract<All, { name: N }>;
/** What the message of this name is rendered from. */
export type DataOf<N extends MessageName> = Parameters<MessageOf<N>["render"]>[0];

export type ShopperMessageName = Extract<All, { recipient: "shopper" }>["name"];
export type StaffMessageName = Extract<All, { recipient: "staff" }>["name"];

/** The catalogue, by name, in the order docs/messages.md lists it. */
export const MESSAGES = Object.fromEntries(ALL.map((message) => [message.name, message])) as {
  [N in MessageName]: MessageOf<N>;
};

/** Every message, in the catalogue's order. */
export const ALL_MESSAGES: readonly MessageDefinition<MessageName, unknown>[] = ALL as never;

export function shopperMessage<N extends ShopperMessageName>(name: N): ShopperMessageDefinition<N, DataOf<N>> {
  return MESSAGES[name] as never;
}

export function staffMessage<N extends StaffMessageName>(name: N): StaffMessageDefinition<N, DataOf<N>> {
  return MESSAGES[name] as never;
}
