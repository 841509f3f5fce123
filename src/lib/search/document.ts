import type { Car } from "../feed/car.ts";
import type { Location } from "../feed/location.ts";
import { weeklyShown } from "../finance/repayment.ts";
import { primaryImage } from "../inventory/car-image.ts";
import { primaryTag, vehicleTags } from "../inventory/tags.ts";
import { MIN_DISPLAY_PRICE, priceDisplay, type PriceDisplay } from "../pricing/price-display.ts";
import type { FinanceSettings } from "../finance/settings.ts";
import type { InventorySettings } from "../inventory/settings.ts";
import type { Features } from "../tenant/features.ts";
import { commentTerms, filteredFeatures } from "./document-text.ts";
import { HIERARCHY_SEPARATOR } from "./fields.ts";
import { PRICE_RANGE_BOUNDS, priceBucket, WEEKLY_PRICE_RANGE_BOUNDS } from "./price-buckets.ts";

/**
 * One car in the search index: what a result card shows plus every facet of spec §3 under the
 * spec's names. Optional fields are left out when the car has no value, which keeps the index
 * small and lets both backends treat "missing" the same way (no facet value, fails range filters).
 */
export type SearchDocument = {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  "make_model.lvl0": string;
  "make_model.lvl1": string;
  status: string;
  car_type: string;
  item_type: string;
  certified: boolean;
  categories: string[];
  filtered_features: string[];
  /** Every tag that applies, in priority order (spec §4 "Tag priority"). */
  tag: string[];
  /** Card: the one tag there is room for (the highest-priority one). */
  tag_label?: string;
  /** Card: the feed URL of the primary image; the UI sends it through the tenant's image CDN template. */
  image?: string;
  /** Card: the price as spec §4 "Price display" decides it (subscription, price, PREORDER or no price). */
  price_display: PriceDisplay;
  badge?: string;
  series?: string;
  colour?: string;
  km?: number;
  price?: number;
  subscription_price?: number;
  price_range?: string;
  /** Est. weekly finance in dollars; only when the tenant shows it on cards and it is worth quoting. */
  weekly_price?: number;
  weekly_price_range?: string;
  seats?: number;
  body?: string;
  drive?: string;
  fuel?: string;
  transmission?: string;
  city?: string;
  state?: string;
  location_name?: string;
  dealership_name?: string;
  created_at_timestamp?: number;
  /** Searchable words of the dealer comments (see commentTerms); never shown. */
  comment_terms?: string;
};

/** The dealer settings a search document is worded and tagged by. */
export interface SearchDocumentTenant {
  name: string;
  features: Features;
  finance: FinanceSettings;
  inventory: InventorySettings;
}

export type SearchDocumentContext = {
  /** "Today" for just-arrived tags: the feed's snapshot time or the build time. */
  now: Date;
  /** The tenant's locations, to name a car's yard, city and state when the car itself does not. */
  locations?: readonly Pick<Location, "id" | "name" | "city" | "state" | "dealership_name">[];
  priceRangeBounds?: readonly number[];
  weeklyPriceRangeBounds?: readonly number[];
};

/** Seconds since the epoch of an ISO date, the unit Typesense and Algolia sort numbers in. */
export function unixSeconds(iso: string | undefined): number | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}

/** Drops undefined, empty-string and empty-array fields so the index carries no empty keys. */
function compact<T extends Record<string, unknown>>(record: T): T {
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || value === "") delete record[name];
  }
  return record;
}

export function toSearchDocument(
  car: Car,
  tenant: SearchDocumentTenant,
  context: SearchDocumentContext,
): SearchDocument {
  const location = context.locations?.find((candidate) => candidate.id === car.location_id);
  const tagOptions = { now: context.now, justArrivedDays: tenant.inventory.justArrivedDays };
  // A price of $10 or less is a placeholder (spec §4 price display), not a price to filter or sort by.
  const price = (car.price ?? 0) > MIN_DISPLAY_PRICE ? car.price : undefined;
  const subscription =
    tenant.features.subscriptionPricing && (car.subscription_price ?? 0) > 0 ? car.subscription_price : undefined;
  const weekly = tenant.finance.showWeeklyOnCards ? weeklyShown(price, tenant.finance.calculator) : undefined;
  const fuel = car.simple_fuel ?? car.fuel;
  const locationName = location?.name ?? car.location;
  const dealershipName = car.dealership_name ?? location?.dealership_name;
  return compact({
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    "make_model.lvl0": car.make,
    "make_model.lvl1": `${car.make}${HIERARCHY_SEPARATOR}${car.model}`,
    status: car.status,
    car_type: car.car_type,
    item_type: car.item_type,
    certified: car.certified,
    categories: [...new Set(car.categories)],
    filtered_features: filteredFeatures(car.standardEquipment),
    tag: vehicleTags(car, tagOptions).map((tag) => tag.label),
    tag_label: primaryTag(car, tagOptions)?.label,
    image: primaryImage(car),
    price_display: priceDisplay(car, { subscriptionPricing: tenant.features.subscriptionPricing }),
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    km: car.km,
    price,
    subscription_price: subscription,
    price_range: priceBucket(price, context.priceRangeBounds ?? PRICE_RANGE_BOUNDS),
    weekly_price: weekly,
    weekly_price_range: priceBucket(weekly, context.weeklyPriceRangeBounds ?? WEEKLY_PRICE_RANGE_BOUNDS),
    seats: car.seats,
    body: car.simple_body,
    drive: car.drive,
    fuel,
    transmission: car.simple_transmission,
    city: car.city ?? location?.city,
    state: car.state ?? location?.state,
    location_name: locationName,
    dealership_name: dealershipName,
    created_at_timestamp: unixSeconds(car.created_at),
    comment_terms: commentTerms(
      car.dealercomments,
      [
        car.name,
        car.make,
        car.model,
        car.badge ?? "",
        car.series ?? "",
        car.colour ?? "",
        car.simple_body ?? "",
        fuel ?? "",
      ],
      [tenant.name, locationName ?? "", dealershipName ?? ""],
    ),
  });
}
