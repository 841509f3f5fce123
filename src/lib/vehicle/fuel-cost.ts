import type { Car } from "../feed/car.ts";
import { formatCents } from "../format/money.ts";
import { formatNumber } from "../format/number.ts";

/** Starting values of the fuel calculator; the tenant's features.fuelCalculator overrides them. */
export const FUEL_PRICE_PER_LITRE = 2.0;
export const KM_PER_YEAR = 15_000;

/** What a shopper may enter; beyond these a figure is a typo, not a car. */
const FUEL_CALCULATOR_LIMITS = {
  litresPer100Km: { min: 1, max: 30 },
  kmPerYear: { min: 1_000, max: 200_000 },
  fuelPricePerLitre: { min: 0.5, max: 10 },
};

export type FuelInputs = { litresPer100Km: number; kmPerYear: number; fuelPricePerLitre: number };
type FuelInputErrors = Partial<Record<keyof FuelInputs, string>>;

/** Yearly fuel cost in whole dollars: L/100 km × km a year / 100 × $ a litre. */
export function yearlyFuelCost(inputs: FuelInputs): number {
  return Math.round((inputs.litresPer100Km * inputs.kmPerYear * inputs.fuelPricePerLitre) / 100);
}

/**
 * What a dealer may set of the calculator's starting values (the tenant's features.fuelCalculator,
 * whose schema takes its defaults from here): declared here so the rule owns its inputs and the
 * tenant schema depends on it, never the other way.
 */
export type FuelCalculatorSettings = { fuelPricePerLitre?: number; kmPerYear?: number };

/** The calculator's starting distance and fuel price for this tenant. */
export function fuelCalculatorDefaults(settings?: FuelCalculatorSettings) {
  return {
    fuelPricePerLitre: settings?.fuelPricePerLitre ?? FUEL_PRICE_PER_LITRE,
    kmPerYear: settings?.kmPerYear ?? KM_PER_YEAR,
  };
}

const outside = (value: number, range: { min: number; max: number }) =>
  !Number.isFinite(value) || value < range.min || value > range.max;

/** One short message per out-of-range field; an empty object means the inputs are usable. */
export function validateFuelInputs(inputs: FuelInputs, limits = FUEL_CALCULATOR_LIMITS): FuelInputErrors {
  const errors: FuelInputErrors = {};
  const { litresPer100Km: litres, kmPerYear: km, fuelPricePerLitre: price } = limits;
  if (outside(inputs.litresPer100Km, litres)) {
    errors.litresPer100Km = `Enter fuel use between ${formatNumber(litres.min, 1)} and ${formatNumber(litres.max, 1)} L/100 km.`;
  }
  if (outside(inputs.kmPerYear, km)) {
    errors.kmPerYear = `Enter a distance between ${formatNumber(km.min)} and ${formatNumber(km.max)} km a year.`;
  }
  if (outside(inputs.fuelPricePerLitre, price)) {
    errors.fuelPricePerLitre = `Enter a fuel price between ${formatCents(price.min)} and ${formatCents(price.max)} a litre.`;
  }
  return errors;
}

/**
 * The car's fuel use in L/100 km from its specifications ("Fuel Economy (combined)": "8.1L/100km"),
 * preferring the combined figure; undefined when the feed has none (electric cars, most caravans),
 * in which case the calculator starts empty or is not shown.
 */
export function fuelEconomy(car: Pick<Car, "specifications">): number | undefined {
  const candidates = car.specifications.filter((spec) => /fuel (economy|consumption)/i.test(spec.label));
  const preferred = candidates.find((spec) => /combined/i.test(spec.label)) ?? candidates[0];
  const match = preferred && /(\d+(?:\.\d+)?)\s*l\s*\/\s*100\s*km/i.exec(preferred.value);
  return match ? Number(match[1]) : undefined;
}
