import type { Car } from "../feed/car.ts";
import { MIN_DISPLAY_PRICE } from "./price-display.ts";

/** Spec §4 "Price display": the market indicator shows only when more than this below average. */
const MARKET_INDICATOR_MARGIN = 499;

/**
 * Spec §4: "Market indicator only when more than 499 below average". Returns how many whole
 * dollars the price is below the market average, or undefined when the indicator is not shown
 * (no price, no average, or not far enough below it).
 */
export function marketIndicator(
  car: Pick<Car, "price" | "autograb_data">,
  margin = MARKET_INDICATOR_MARGIN,
): { below: number } | undefined {
  const average = car.autograb_data?.market_average;
  if (car.price === undefined || car.price <= MIN_DISPLAY_PRICE || average === undefined) return undefined;
  const below = Math.round(average - car.price);
  return below > margin ? { below } : undefined;
}
