import type { Car } from "../feed/car.ts";
import { formatDollars } from "../format/money.ts";

/** Spec §4 "Price display": a listed price must be above this many dollars to be shown. */
export const MIN_DISPLAY_PRICE = 10;
/** Spec §4: a pre-order car without a price shows PREORDER; the no-price wording is each dealer's. */
export const PREORDER_TEXT = "PREORDER";
export const NO_PRICE_TEXT = "Enquire for price";

export type PriceDisplay =
  | { kind: "subscription"; amount: number; label?: string; wasPrice?: number }
  | { kind: "price"; amount: number; label?: string; wasPrice?: number }
  | { kind: "preorder" }
  | { kind: "no-price" };

type PricedCar = Pick<Car, "price" | "before_price" | "subscription_price" | "price_type" | "preorder">;

/**
 * Spec §4 "Price display": the subscription price if that feature is on and it is above 0; else
 * the price if above 10; else PREORDER; else the no-price text. The was-price shows only when
 * before_price exceeds the price shown. The price type label always travels with the price.
 */
export function priceDisplay(car: PricedCar, options: { subscriptionPricing: boolean }): PriceDisplay {
  const wasPriceAbove = (amount: number) =>
    car.before_price !== undefined && car.before_price > amount ? { wasPrice: car.before_price } : {};
  if (options.subscriptionPricing && (car.subscription_price ?? 0) > 0) {
    return { kind: "subscription", amount: car.subscription_price!, label: car.price_type };
  }
  if ((car.price ?? 0) > MIN_DISPLAY_PRICE) {
    return { kind: "price", amount: car.price!, label: car.price_type, ...wasPriceAbove(car.price!) };
  }
  if (car.preorder) return { kind: "preorder" };
  return { kind: "no-price" };
}

/** The tenant's wording for a car without a price to show (tenant.json `pricing`). */
export type PriceTexts = { noPriceText: string; preorderText: string };

/**
 * Spec §4 "Price display" as text: the amount shown ("$24,990"), else the pre-order text, else the
 * no-price text. Where a page styles the amount itself it still takes the wording from here.
 */
export function priceText(display: PriceDisplay, texts: PriceTexts): string {
  if (display.kind === "price" || display.kind === "subscription") return formatDollars(display.amount);
  return display.kind === "preorder" ? texts.preorderText : texts.noPriceText;
}

/** The price as a card or table shows it in one line: a subscription amount carries its " /week". */
export function shownPriceText(display: PriceDisplay, texts: PriceTexts): string {
  return priceText(display, texts) + (display.kind === "subscription" ? " /week" : "");
}
