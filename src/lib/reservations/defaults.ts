/**
 * The defaults and limits of reserving online: the settings' defaults (./settings.ts) and the
 * checkout window. Free of zod, so the reservation rules the islands import stay small.
 */

/** Spec §9: the reserve deposit defaults to $200, held 48 hours. */
export const RESERVE_DEPOSIT_DOLLARS = 200;
export const RESERVE_HOLD_HOURS = 48;
/** A card authorisation lasts about 7 days (Stripe: 7 for online card payments), so a hold cannot outlive it. */
export const MAX_HOLD_HOURS = 168;
/** NSW (Motor Dealers and Repairers Regulation) allows at most 10% of the price as a deposit before delivery. */
export const DEPOSIT_CAP_PERCENT = 10;
/** Below this a deposit is not worth a card hold: a car whose capped deposit is lower is not reservable online. */
export const MINIMUM_DEPOSIT_DOLLARS = 100;

/**
 * How long an unpaid checkout keeps the car for the shopper at the payment page. The provider's
 * session expires at the same instant; Stripe's shortest session is 30 minutes from its own clock,
 * so one minute more than that allows for the request and the two clocks.
 */
export const PENDING_MINUTES = 31;
