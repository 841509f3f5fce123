import type { Car } from "../feed/car.ts";
import type { FinanceLender, FinanceProvider } from "../feed/finance-lender.ts";
import { isInStock } from "../inventory/stock.ts";

/**
 * Spec §5 "Finance eligibility per provider": which cars a provider's offer may be shown on. The
 * spec gives Taurus's rule (price above 500, in stock, year within 12); the others are ours, set
 * from what each lender finances (documented in docs/the-dealer-site.md § Finance), and each is a
 * named function so a dealer's lender agreement can be checked against one place.
 */
export type EligibilityCar = Pick<Car, "price" | "status" | "year" | "make" | "car_type" | "item_type">;
type EligibilityContext = { now: Date };

const ageYears = (car: Pick<Car, "year">, now: Date) => now.getUTCFullYear() - car.year;
const priced = (car: Pick<Car, "price">) => car.price ?? 0;

/** Taurus (spec): price above $500, in stock, built within the last 12 years. */
export function taurusEligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  return priced(car) > 500 && isInStock(car) && ageYears(car, now) <= 12;
}

/** 360 Finance (consumer car loans): $5,000 to $250,000, in stock, at most 15 years old. */
export function finance360Eligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  return priced(car) >= 5000 && priced(car) <= 250_000 && isInStock(car) && ageYears(car, now) <= 15;
}

/** AusLoans (broker, wide panel): from $2,000, in stock, at most 20 years old. */
export function ausLoansEligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  return priced(car) >= 2000 && isInStock(car) && ageYears(car, now) <= 20;
}

/** Manual (finance arranged by the dealer's own staff, case by case): any priced car in stock. */
export function manualEligible(car: EligibilityCar): boolean {
  return priced(car) > 0 && isInStock(car);
}

/** Angle (asset finance): from $10,000, in stock, at most 10 years old. */
export function angleEligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  return priced(car) >= 10_000 && isInStock(car) && ageYears(car, now) <= 10;
}

/** Powertorque (cars, caravans and RVs): from $5,000, in stock, at most 15 years old. */
export function powertorqueEligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  return priced(car) >= 5000 && isInStock(car) && ageYears(car, now) <= 15;
}

/** Nissan Finance (the captive lender): Nissans in stock, new or demo, or used at most 5 years old. */
export function nissanFinanceEligible(car: EligibilityCar, { now }: EligibilityContext): boolean {
  if (car.make.trim().toLowerCase() !== "nissan" || !isInStock(car) || priced(car) <= 0) return false;
  return car.car_type !== "used" || ageYears(car, now) <= 5;
}

const ELIGIBILITY_RULES: Record<FinanceProvider, (car: EligibilityCar, context: EligibilityContext) => boolean> = {
  Taurus: taurusEligible,
  "360 Finance": finance360Eligible,
  AusLoans: ausLoansEligible,
  Manual: manualEligible,
  Angle: angleEligible,
  Powertorque: powertorqueEligible,
  "Nissan Finance": nissanFinanceEligible,
};

/** The tenant's providers whose rule accepts the car, in the tenant's order. */
export function eligibleProviders(
  car: EligibilityCar,
  providers: readonly FinanceProvider[],
  context: EligibilityContext,
): FinanceProvider[] {
  return providers.filter((provider) => ELIGIBILITY_RULES[provider](car, context));
}

type AdvertisedLender = { name: string; advertisedRate: number; comparisonRate: number };

/**
 * Lenders whose rates may be advertised: the tenant's providers, with both an advertised and a
 * comparison rate (never one without the other), and, on a car page, only those whose rule accepts the car.
 */
export function advertisedLenders(
  lenders: readonly Pick<FinanceLender, "name" | "provider" | "advertised_rate" | "comparison_rate">[],
  providers: readonly FinanceProvider[],
  car?: { car: EligibilityCar; now: Date },
): AdvertisedLender[] {
  const allowed = car ? eligibleProviders(car.car, providers, { now: car.now }) : providers;
  return lenders
    .filter((l) => allowed.includes(l.provider) && l.advertised_rate !== undefined && l.comparison_rate !== undefined)
    .map((l) => ({ name: l.name, advertisedRate: l.advertised_rate!, comparisonRate: l.comparison_rate! }));
}
