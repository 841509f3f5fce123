import type { Car } from "../feed/car.ts";
import { MIN_DISPLAY_PRICE } from "./price-display.ts";

/** Spec §4/§9: market data at or below this confidence is not shown. */
const CONFIDENCE_THRESHOLD = 0.2;
/** Spec §4/§9: a fill below this is a 'Good Deal', at or above it a 'Great Deal'. */
const DEAL_THRESHOLD = 0.65;
/** Spec §4 fill bands: below 0.3 low, 0.3 to under 0.6 medium, 0.6 and above high. */
const MEDIUM_BAND_FROM = 0.3;
const HIGH_BAND_FROM = 0.6;

type FillBand = "low" | "medium" | "high";
type HiddenReason = "no-price" | "no-market-data" | "low-confidence" | "above-market";

export type PriceComparison =
  | { visible: false; reason: HiddenReason }
  | {
      visible: true;
      fill: number;
      band: FillBand;
      label: string;
      marketMin: number;
      marketMax: number;
      marketAverage: number;
    };

type PriceComparisonOptions = { confidenceThreshold?: number; dealThreshold?: number };

export function fillBand(fill: number): FillBand {
  if (fill < MEDIUM_BAND_FROM) return "low";
  return fill < HIGH_BAND_FROM ? "medium" : "high";
}

/**
 * Where the listing price sits in the market range: 0 at the market max, 1 at the market min
 * (and below it), so the cheaper the car is against the market, the fuller the bar. A market
 * with no spread (min = max) and a price at it counts as full: nothing in the market is cheaper.
 */
export function marketFill(price: number, marketMin: number, marketMax: number): number {
  if (marketMax <= marketMin) return 1;
  return Math.min(1, Math.max(0, (marketMax - price) / (marketMax - marketMin)));
}

/**
 * Spec §4 "Price comparison panel": hidden when market data is missing, confidence is 0.2 or
 * less, or the market max is below the listing price; otherwise the fill, its band and the
 * label (the provider's description when it sent one, else Good Deal under 0.65, Great Deal
 * from 0.65). A car without a displayable price has nothing to compare, so it is hidden too.
 */
export function priceComparison(
  car: Pick<Car, "price" | "autograb_data">,
  options: PriceComparisonOptions = {},
): PriceComparison {
  const price = car.price;
  if (price === undefined || price <= MIN_DISPLAY_PRICE) return { visible: false, reason: "no-price" };
  const {
    market_min: marketMin,
    market_max: marketMax,
    market_average: marketAverage,
    confidence,
    description,
  } = car.autograb_data ?? {};
  if (
    marketMin === undefined ||
    marketMax === undefined ||
    marketAverage === undefined ||
    confidence === undefined ||
    marketMin > marketMax
  ) {
    return { visible: false, reason: "no-market-data" };
  }
  if (confidence <= (options.confidenceThreshold ?? CONFIDENCE_THRESHOLD))
    return { visible: false, reason: "low-confidence" };
  if (marketMax < price) return { visible: false, reason: "above-market" };
  const fill = marketFill(price, marketMin, marketMax);
  const label = description || (fill < (options.dealThreshold ?? DEAL_THRESHOLD) ? "Good Deal" : "Great Deal");
  return { visible: true, fill, band: fillBand(fill), label, marketMin, marketMax, marketAverage };
}
