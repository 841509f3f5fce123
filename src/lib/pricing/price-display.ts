import type { Car } from "../feed/car.ts";
import { formatDollars } from "../format/money.ts";

/** Spec §4 "Price display": a listed price must be above this many dollars to be shown. */
export const MIN_DISPLAY_PRICE = 10;
/** Spec §4: a pre-order car without a price shows PREORDER; the no-price wording is each dealer's. */
export const PREORDER_TEXT = "PREORDER";
export const NO_PRICE_TEXT = "Enquire for price";
/**
 * A subscription price is a weekly amount: "$361/week", written as one word with its amount.
 * The spec gives no wording of its own; "/week" matches how the weekly finance figure
 * is written beside prices ("est. $189/wk").
 */
export const SUBSCRIPTION_PERIOD_TEXT = "/week";

export type PriceDisplay =
  // The car's price type ("Drive Away") describes its price, not a weekly subscription: it never travels with one.
  | { kind: "subscription"; amount: number; label?: undefined; wasPrice?: undefined }
  | { kind: "price"; amount: number; label?: string; wasPrice?: number }
  | { kind: "preorder" }
  | { kind: "no-price" };

type PricedCar = Pick<Car, "price" | "before_price" | "subscription_price" | "price_type" | "preorder">;

/**
 * Spec §4 "Price display": the subscription price if that feature is on and it is above 0; else
 * the price if above 10; else PREORDER; else the no-price text. The was-price shows only when
 * before_price exceeds the price shown. The price type label always travels with the price; a
 * subscription is a weekly amount, not the car's price, so it carries neither the price type
 * ("$361/week Drive Away" told the shopper the car drives away for $361) nor a was-price.
 */
export function priceDisplay(car: PricedCar, options: { subscriptionPricing: boolean }): PriceDisplay {
  const wasPriceAbove = (amount: number) =>
    car.before_price !== undefined && car.before_price > amount ? { wasPrice: car.before_price } : {};
  if (options.subscriptionPricing && (car.subscription_price ?? 0) > 0) {
    return { kind: "subscription", amount: car.subscription_price! };
  }
  if ((car.price ?? 0) > MIN_DISPLAY_PRICE) {
    return { kind: "price", amount: car.price!, label: car.price_type, ...wasPriceAbove(car.price!) };
  }
  if (car.preorder) return { kind: "preorder" };
  return { kind: "no-price" };
}

/** The tenant's wording for a car without a price to show (tenant.json `pricing`). */
export type PriceTexts = { noPriceText: string; preorderText: string };

/** "$361/week": a subscription amount with its period, the one way every page, card and feed writes it. */
export function subscriptionPriceText(amount: number): string {
  return `${formatDollars(amount)}${SUBSCRIPTION_PERIOD_TEXT}`;
}

/**
 * Spec §4 "Price display" as text: the amount shown ("$24,990", a subscription's "$361/week"), else
 * the pre-order text, else the no-price text. Where a page styles the amount itself it still takes
 * the wording from here.
 */
export function priceText(display: PriceDisplay, texts: PriceTexts): string {
  if (display.kind === "subscription") return subscriptionPriceText(display.amount);
  if (display.kind === "price") return formatDollars(display.amount);
  return display.kind === "preorder" ? texts.preorderText : texts.noPriceText;
}
