import { formatDollars, formatKm } from "../format/money.ts";
import { upperFirst } from "../format/text.ts";

/**
 * §5: online trade-in estimates are generally not given for cars over 7 years old or over
 * 100,000 km (both per dealer); those cars are valued in person. Unknown km counts as within.
 */
export interface TradeInLimits {
  maxAgeYears: number;
  maxKm: number;
}
export const TRADE_IN_LIMITS: TradeInLimits = { maxAgeYears: 7, maxKm: 100_000 };

/**
 * The dealer's word for what it sells (tenant `itemLabel`): every shopper-facing sentence of the
 * trade-in pages says "caravan" where a caravan dealer's shopper would otherwise read "car".
 */
export type ItemLabel = { singular: string; plural: string };
export const CAR_LABEL: ItemLabel = { singular: "car", plural: "cars" };

export function onlineEstimateOffered(
  vehicle: { year?: number; km?: number },
  currentYear: number,
  limits: TradeInLimits,
): boolean | undefined {
  if (!vehicle.year || !Number.isFinite(vehicle.year)) return undefined;
  if (currentYear - vehicle.year > limits.maxAgeYears) return false;
  return !(vehicle.km !== undefined && Number.isFinite(vehicle.km) && vehicle.km > limits.maxKm);
}

export function tradeInNote(
  offered: boolean | undefined,
  limits: TradeInLimits,
  item: ItemLabel = CAR_LABEL,
): string | undefined {
  if (offered === undefined) return undefined;
  return offered
    ? `We can value your ${item.singular} from these details: we'll send you an estimate, then confirm it when we see the ${item.singular}.`
    : `${upperFirst(item.plural)} over ${limits.maxAgeYears} years old or ${limits.maxKm.toLocaleString("en-AU")} km are valued in person: we'll contact you to arrange a quick inspection.`;
}

/** §5's limits said up front on the valuation form, so nobody is surprised by "we'll need to see this one". */
export function tradeInLimitsNote(limits: TradeInLimits, item: ItemLabel = CAR_LABEL): string {
  return `${upperFirst(item.plural)} up to ${limits.maxAgeYears} years old and ${formatKm(limits.maxKm)} get an instant estimate; older or higher-km ${item.plural} are valued in person.`;
}

/** The trade-in pages: /trade-in, /cars/trade-in?car_id= (towards a car the shopper saw), /sell-my-car. */
export type TradeInPageKind = "trade-in" | "trade-in-towards-car" | "sell-my-car";

/** Each trade-in page's heading, introduction and description, in the dealer's item word. */
export function tradeInPageCopy(
  page: TradeInPageKind,
  limits: TradeInLimits,
  item: ItemLabel = CAR_LABEL,
): { title: string; intro: string; description: string } {
  const { singular } = item;
  const copy = {
    "trade-in": {
      title: "Trade-in valuation",
      intro: `Tell us about your ${singular} and we'll tell you what it's worth towards your next one.`,
    },
    "trade-in-towards-car": {
      title: "Trade-in valuation",
      intro: `Trading in towards a ${singular} you've seen? Tell us about yours and we'll value it.`,
    },
    "sell-my-car": {
      title: `Sell my ${singular}`,
      intro: `Selling outright? Tell us about your ${singular} and we'll make you an offer.`,
    },
  }[page];
  const limitsText = `${upperFirst(item.plural)} up to ${limits.maxAgeYears} years old and ${formatKm(limits.maxKm)} can be valued from their details.`;
  return { ...copy, description: `${copy.intro} ${limitsText}` };
}

/** The comment the lead after a valuation starts with: the figure to confirm, or the inspection to book. */
export function tradeInLeadComment(
  estimate: { low: number; high: number } | null | undefined,
  item: ItemLabel = CAR_LABEL,
): string {
  return estimate
    ? `Please confirm my online trade-in estimate of ${formatDollars(estimate.low)} – ${formatDollars(estimate.high)}.`
    : `I'd like to book an inspection of my ${item.singular}.`;
}

/** What the dealer's own valuation model takes off the retail value (tenant settings features.tradeIn). */
export const TRADE_IN_VALUATION_DEFAULTS = { reconditioningCost: 1500, marginPercent: 12 } as const;
