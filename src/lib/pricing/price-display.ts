import type { Car } from "../feed/car.ts";

/** Spec §4 "Price display": a listed price must be above this many dollars to be shown. */
export const MIN_DISPLAY_PRICE = 10;

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
