import type { Location } from "../feed/location.ts";
import type { TradeInSettings } from "../trade-in/settings.ts";
import { DEFAULT_ENQUIRY_OPTIONS, type Enquiry, type EnquiryOptions } from "./enquiry.ts";
import type { LocationChoice } from "./enquiry-routing.ts";
import { OWN_MESSAGES } from "./messages.ts";
import type { EnquirySettings } from "./settings.ts";
import type { ItemLabel, TradeInLimits } from "./trade-in.ts";

/** §5 enquiry rules as this tenant's settings and locations decide them. */
/** The settings a dealer's enquiry forms follow; the slug stands for a dealership the feed does not name. */
interface EnquiryDealer {
  slug: string;
  enquiry: EnquirySettings;
}

export function enquiryOptionsFor(config: EnquiryDealer, locations: readonly Location[]): EnquiryOptions {
  const sales = locations.filter((l) => l.location_type === "sales");
  const field = config.enquiry.locationField;
  return {
    ...DEFAULT_ENQUIRY_OPTIONS,
    commentsRequired: config.enquiry.commentsRequired,
    optInDefault: config.enquiry.optInDefault,
    locationShown: field === "show" || (field === "auto" && sales.length > 1),
    dealershipCount: new Set(locations.map((l) => l.dealership_id ?? config.slug)).size,
    termsRequired: Boolean(config.enquiry.termsMessage),
    categories: config.enquiry.categories,
  };
}

/** A chosen location or dealership must be one of the tenant's; field → message for each that is not. */
export function unknownChoices(
  enquiry: Pick<Enquiry, "location_id" | "dealership_id">,
  locations: readonly Location[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (enquiry.location_id && !locations.some((l) => String(l.id) === enquiry.location_id))
    problems.location_id = OWN_MESSAGES.choose;
  if (enquiry.dealership_id && !locations.some((l) => l.dealership_id === enquiry.dealership_id))
    problems.dealership_id = OWN_MESSAGES.choose;
  return problems;
}

/** The dealerships a form offers: one per dealership id in the locations feed, named by its first location. */
export function dealershipChoices(locations: readonly Location[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const l of locations)
    if (l.dealership_id && !seen.has(l.dealership_id)) seen.set(l.dealership_id, l.dealership_name ?? l.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * The locations a form offers: the sales yards (all locations when there are none), each with the
 * dealership it belongs to, which a form that asks only for the yard sends with it.
 */
export function locationChoices(locations: readonly Location[]): LocationChoice[] {
  const sales = locations.filter((l) => l.location_type === "sales");
  return (sales.length ? sales : locations).map((l) => ({
    id: String(l.id),
    name: l.name,
    ...(l.dealership_id ? { dealership_id: l.dealership_id } : {}),
  }));
}

/**
 * Everything a page's enquiry forms need from the tenant and its locations, worked out once at
 * build time by the page (src/data/forms.ts) and passed to EnquirySection and the finance dialog.
 */
export type EnquirySetup = {
  options: EnquiryOptions;
  locations: LocationChoice[];
  dealerships: { id: string; name: string }[];
  termsMessage?: string;
  multiStep: boolean;
  /** §5 trade-in limits and this build's year, for the trade-in and sell-my-car forms, worded with the dealer's item word. */
  tradeIn: TradeInLimits & { currentYear: number; itemLabel: ItemLabel };
  /** Each location's preselection for a form on that location's page, by location id. */
  presets: Record<string, { location_id: string; dealership_id?: string }>;
};

export function enquirySetup(
  config: EnquiryDealer & { features: { tradeIn: TradeInSettings }; itemLabel: ItemLabel },
  locations: readonly Location[],
  now: Date,
): EnquirySetup {
  const { maxAgeYears, maxKm } = config.features.tradeIn;
  return {
    options: enquiryOptionsFor(config, locations),
    locations: locationChoices(locations),
    dealerships: dealershipChoices(locations),
    termsMessage: config.enquiry.termsMessage,
    multiStep: config.enquiry.multiStep,
    tradeIn: { maxAgeYears, maxKm, currentYear: now.getFullYear(), itemLabel: config.itemLabel },
    presets: Object.fromEntries(
      locations.map((l) => [String(l.id), { location_id: String(l.id), dealership_id: l.dealership_id }]),
    ),
  };
}
