import { MIN_DISPLAY_PRICE } from "../pricing/price-display.ts";

interface DepositRules {
  depositAmount: number;
  depositCapPercent: number;
  minimumDeposit: number;
}

/** What a page needs to show a car's deposit terms (features.reserveOnline). */
export type DepositSettings = DepositRules & { holdHours: number; refundable: boolean };

/**
 * The deposit for one car, in whole dollars, or undefined when it cannot be reserved
 * online: only a car whose price is shown (not "Enquire for price", not PREORDER), the dealer's
 * deposit capped at `depositCapPercent` of the price (NSW: 10% before delivery), and none where
 * the capped deposit falls below the dealer's minimum.
 */
export function reservationDeposit(car: { price?: number | undefined }, rules: DepositRules): number | undefined {
  const price = car.price ?? 0;
  if (price <= MIN_DISPLAY_PRICE) return undefined;
  const deposit = Math.min(rules.depositAmount, Math.floor((price * rules.depositCapPercent) / 100));
  return deposit >= rules.minimumDeposit ? deposit : undefined;
}
