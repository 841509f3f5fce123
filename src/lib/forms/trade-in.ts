/**
 * §5: online trade-in estimates are generally not given for cars over 7 years old or over
 * 100,000 km (both per dealer); those cars are valued in person. Unknown km counts as within.
 */
export interface TradeInLimits {
  maxAgeYears: number;
  maxKm: number;
}
export const TRADE_IN_LIMITS: TradeInLimits = { maxAgeYears: 7, maxKm: 100_000 };

export function onlineEstimateOffered(
  vehicle: { year?: number; km?: number },
  currentYear: number,
  limits: TradeInLimits,
): boolean | undefined {
  if (!vehicle.year || !Number.isFinite(vehicle.year)) return undefined;
  if (currentYear - vehicle.year > limits.maxAgeYears) return false;
  return !(vehicle.km !== undefined && Number.isFinite(vehicle.km) && vehicle.km > limits.maxKm);
}

export function tradeInNote(offered: boolean | undefined, limits: TradeInLimits): string | undefined {
  if (offered === undefined) return undefined;
  return offered
    ? "We can value your car from these details: we'll send you an estimate, then confirm it when we see the car."
    : `Cars over ${limits.maxAgeYears} years old or ${limits.maxKm.toLocaleString("en-AU")} km are valued in person: we'll contact you to arrange a quick inspection.`;
}

/** What the dealer's own valuation model takes off the retail value (tenant settings features.tradeIn). */
export const TRADE_IN_VALUATION_DEFAULTS = { reconditioningCost: 1500, marginPercent: 12 } as const;
