import {
  type ChannelContext,
  type ChannelRows,
  channelRows,
  clip,
  type Listing,
  storeCodeOf,
  type Verdict,
  VIN_PATTERN,
} from "./listing.ts";
import { VEHICLE_LISTINGS_UTM } from "../insights/visit-source.ts";

const LISTING_TAGS = new URLSearchParams(VEHICLE_LISTINGS_UTM).toString();

/**
 * Google Merchant Center vehicle ads, Australian rules, as a tab-delimited primary feed.
 * Read in: "Vehicle ads onboarding guide → Create a primary feed" (support.google.com/merchants/
 * answer/11192663: passenger cars and utes only; each VIN once; exact attribute headers), the
 * Content API table of vehicle attributes (answer/11190480: VIN, store_code and link_template
 * required), and the attribute pages: VIN 14154510 (17 characters), model 14154511 (no trim),
 * mileage 14156166 ("121000 km", unit always given), vehicle_msrp 14154171 (required for new
 * cars, "20000.00 USD"), vehicle_price_type 14592783 (AU: new cars drive_away_price or
 * estimated_drive_away_price, used cars drive_away_price or excluding_government_charges_price),
 * certified_pre-owned 14156475 (yes/no), body_style 14157085.
 */

export const GOOGLE_VEHICLE_ADS_COLUMNS = [
  "id",
  "title",
  "description",
  "link",
  "link_template",
  "image_link",
  "additional_image_link",
  "availability",
  "price",
  "condition",
  "brand",
  "model",
  "year",
  "trim",
  "mileage",
  "vin",
  "store_code",
  "vehicle_price_type",
  "vehicle_msrp",
  "certified_pre-owned",
  "body_style",
  "engine",
  "google_product_category",
] as const;

export type GoogleRow = Record<(typeof GOOGLE_VEHICLE_ADS_COLUMNS)[number], string>;

/** Google product category 916: Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans. */
const CARS_TRUCKS_AND_VANS = "916";
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

/** Our price type labels (the car schema's, after its aliases) → Google's words, by condition. */
const PRICE_TYPES: Record<string, { new?: string; used?: string }> = {
  "Drive Away": { new: "drive_away_price", used: "drive_away_price" },
  "Excl. Govt. Charges": { used: "excluding_government_charges_price" },
};

const BODY_STYLES: Record<string, string> = {
  convertible: "convertible",
  coupe: "coupe",
  sports: "coupe",
  hatch: "hatchback",
  hatchback: "hatchback",
  "people mover": "minivan",
  sedan: "sedan",
  wagon: "station wagon",
  suv: "suv",
  ute: "truck",
  "cab chassis": "truck",
  van: "full size van",
};

const ENGINES: Record<string, string> = {
  petrol: "gasoline",
  diesel: "diesel",
  electric: "electric",
  hybrid: "hybrid",
  "plug-in hybrid": "hybrid",
};

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** One car as a vehicle ad, or why Google would refuse it. */
export function googleVehicleAd(listing: Listing, context: ChannelContext): Verdict<GoogleRow> {
  const { car } = listing;
  if (car.item_type !== "car")
    return { reason: `Google vehicle ads take passenger cars and utes only (a ${car.item_type})` };
  if (listing.comingSoon) return { reason: "coming soon: Google vehicle ads list cars at the yard" };
  if (!car.vin || !VIN_PATTERN.test(car.vin)) return { reason: "no 17-character VIN (Google requires one)" };
  if (!listing.price) return { reason: `no price shown ("${listing.priceText}"): Google requires a price` };
  const isNew = car.car_type === "new";
  const priceType = PRICE_TYPES[listing.price.label ?? ""]?.[isNew ? "new" : "used"];
  if (!priceType)
    return {
      reason: listing.price.label
        ? `a ${isNew ? "new" : "used"} car priced "${listing.price.label}": Google Australia takes ${isNew ? "drive-away prices for new cars" : "drive-away or excluding-government-charges prices for used cars"}`
        : "no price type: Google Australia requires drive-away or excluding government charges",
    };
  if (isNew && !(car.msrp && car.msrp > 0))
    return { reason: "a new car without its list price (msrp): Google requires vehicle_msrp" };
  if (!isNew && car.km === undefined) return { reason: "no odometer reading: Google requires mileage" };
  const storeCode = storeCodeOf(listing, context);
  if (!storeCode) return { reason: "no yard for the car, so no store_code" };
  if (listing.images.length === 0) return { reason: "no image: Google requires image_link" };
  const [image, ...more] = listing.images;
  return {
    row: {
      id: String(car.id),
      title: clip(listing.title, 150),
      description: clip(listing.description, DESCRIPTION_MAX),
      // Tagged so a visit from the listing counts as Google vehicle listings in Insights.
      link: `${listing.url}?${LISTING_TAGS}`,
      link_template: `${listing.url}?store={store_code}&${LISTING_TAGS}`,
      image_link: image!,
      additional_image_link: more.slice(0, ADDITIONAL_IMAGES_MAX).join(","),
      availability: listing.reserved ? "out_of_stock" : "in_stock",
      price: money(listing.price.amount, context.pricing.currency),
      condition: isNew ? "new" : "used",
      brand: car.make,
      model: clip(car.model, 150),
      year: String(car.year),
      trim: clip(car.badge ?? car.variant ?? "", 150),
      mileage: `${car.km ?? 0} km`,
      vin: car.vin,
      store_code: storeCode,
      vehicle_price_type: priceType,
      vehicle_msrp: isNew ? money(car.msrp!, context.pricing.currency) : "",
      "certified_pre-owned": isNew ? "" : car.certified ? "yes" : "no",
      body_style: BODY_STYLES[car.simple_body?.toLowerCase() ?? ""] ?? "",
      engine: ENGINES[car.simple_fuel?.toLowerCase() ?? ""] ?? "",
      google_product_category: CARS_TRUCKS_AND_VANS,
    },
  };
}

/** Every car for sale as Google rows; each VIN once (Google disapproves every copy of a repeat). */
export function googleVehicleAds(listings: readonly Listing[], context: ChannelContext): ChannelRows<GoogleRow> {
  const seen = new Set<string>();
  return channelRows(listings, (listing) => {
    const verdict = googleVehicleAd(listing, context);
    if (!("row" in verdict)) return verdict;
    if (seen.has(verdict.row.vin)) return { reason: `VIN ${verdict.row.vin} is already listed by another car` };
    seen.add(verdict.row.vin);
    return verdict;
  });
}
