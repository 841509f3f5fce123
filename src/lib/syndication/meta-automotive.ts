import type { Car } from "../feed/car.ts";
import {
  type ChannelContext,
  type ChannelRows,
  channelRows,
  clip,
  type Listing,
  type Verdict,
  VIN_PATTERN,
} from "./listing.ts";

/**
 * Meta's automotive catalog (automotive inventory ads) as a CSV feed with flattened fields.
 * Read in: the auto ads catalog reference (developers.facebook.com/docs/marketing-api/auto-ads/
 * reference: CSV with a header row, nested fields as `mileage.value` / `image[0].url` /
 * `address.city` columns, enums case-insensitive) and the Graph API vehicle enums
 * (developers.facebook.com/docs/marketing-api/reference/product-catalog/vehicles; the business
 * SDK's vehicle.py): vehicle_id ≤ 100 characters and unique (a duplicate id drops every copy),
 * description ≤ 5,000, body_style, state_of_vehicle NEW | USED | CPO, availability AVAILABLE |
 * NOT_AVAILABLE | PENDING, transmission, fuel_type, drivetrain, vehicle_type.
 */

/** Meta takes up to 20 images per vehicle. */
export const META_IMAGES_MAX = 20;

const FIXED_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  "body_style",
  "exterior_color",
  "vin",
  "state_of_vehicle",
  "price",
  "availability",
  "transmission",
  "fuel_type",
  "drivetrain",
  "vehicle_type",
  "date_first_on_lot",
  "stock_number",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
  "dealer_name",
  "dealer_phone",
] as const;

export type MetaRow = Record<(typeof FIXED_COLUMNS)[number], string> & { images: string[] };

/** The header: the fixed fields, then as many `image[n].url` columns as the most pictured car needs. */
export function metaColumns(rows: readonly MetaRow[]): string[] {
  const images = Math.max(1, ...rows.map((row) => row.images.length));
  return [...FIXED_COLUMNS, ...Array.from({ length: images }, (_, n) => `image[${n}].url`)];
}

export function metaCells(row: MetaRow, columns: readonly string[]): string[] {
  return columns.map((column) => {
    const image = /^image\[(\d+)\]\.url$/.exec(column);
    return image ? (row.images[Number(image[1])] ?? "") : row[column as (typeof FIXED_COLUMNS)[number]];
  });
}

const BODY_STYLES: Record<string, string> = {
  convertible: "CONVERTIBLE",
  coupe: "COUPE",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  "people mover": "MINIVAN",
  sedan: "SEDAN",
  sports: "SPORTSCAR",
  suv: "SUV",
  ute: "PICKUP",
  "cab chassis": "TRUCK",
  van: "VAN",
  wagon: "WAGON",
};
const TRANSMISSIONS: Record<string, string> = { automatic: "AUTOMATIC", manual: "MANUAL" };
const FUELS: Record<string, string> = {
  petrol: "PETROL",
  diesel: "DIESEL",
  electric: "ELECTRIC",
  hybrid: "HYBRID",
  "plug-in hybrid": "PLUGIN_HYBRID",
};
const DRIVETRAINS: Record<string, string> = { "4wd": "FOUR_WD", "4x4": "FOUR_WD", awd: "AWD", fwd: "FWD", rwd: "RWD" };
const VEHICLE_TYPES: Record<string, string> = {
  car: "CAR_TRUCK",
  truck: "COMMERCIAL",
  motorcycle: "MOTORCYCLE",
  caravan: "RV_CAMPER",
  camper: "RV_CAMPER",
  motorhome: "RV_CAMPER",
  trailer: "TRAILER",
  boat: "BOAT",
};

/** Item types with no engine, so no odometer: Meta still asks for mileage, which is 0. */
const TOWED = new Set(["caravan", "camper", "trailer"]);

const from = (table: Record<string, string>, value: string | undefined, otherwise = "OTHER") =>
  table[value?.toLowerCase() ?? ""] ?? otherwise;

const amount = (dollars: number, currency: string) =>
  `${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} ${currency}`;

/** The car's `vehicle_id` in Meta's catalog; the pixel's `content_ids` say the same. */
export const metaVehicleId = (car: Pick<Car, "id">): string => String(car.id);

/** One vehicle for Meta's catalog, or why Meta would refuse it. */
export function metaVehicle(listing: Listing, context: ChannelContext): Verdict<MetaRow> {
  const { car, location } = listing;
  const id = metaVehicleId(car);
  if (id.length > 100) return { reason: "its id is longer than Meta's 100 characters" };
  if (!listing.price) return { reason: `no price shown ("${listing.priceText}"): Meta requires a price` };
  if (!car.vin || !VIN_PATTERN.test(car.vin)) return { reason: "no 17-character VIN (Meta requires one)" };
  if (!car.colour) return { reason: "no colour: Meta requires exterior_color" };
  const towed = TOWED.has(car.item_type);
  if (car.car_type !== "new" && car.km === undefined && !towed)
    return { reason: "no odometer reading: Meta requires mileage" };
  if (listing.images.length === 0) return { reason: "no image: Meta requires one" };
  if (!location?.street || !location.state || !location.postcode)
    return { reason: "its yard has no full street address: Meta requires one" };
  return {
    row: {
      vehicle_id: id,
      title: listing.title,
      description: clip(listing.description, 5000),
      url: listing.url,
      make: car.make,
      model: car.model,
      year: String(car.year),
      trim: car.badge ?? car.variant ?? "",
      "mileage.value": String(car.km ?? 0),
      "mileage.unit": "KM",
      body_style: from(BODY_STYLES, car.simple_body),
      exterior_color: car.colour,
      vin: car.vin,
      state_of_vehicle: car.car_type === "new" ? "NEW" : car.certified ? "CPO" : "USED",
      price: amount(listing.price.amount, context.pricing.currency),
      availability: listing.reserved ? "PENDING" : listing.comingSoon ? "NOT_AVAILABLE" : "AVAILABLE",
      transmission: from(TRANSMISSIONS, car.simple_transmission),
      fuel_type: from(FUELS, car.simple_fuel),
      drivetrain: from(DRIVETRAINS, car.drive),
      vehicle_type: from(VEHICLE_TYPES, car.item_type),
      date_first_on_lot: car.created_at?.slice(0, 10) ?? "",
      stock_number: car.stocknum ?? "",
      "address.addr1": location.street,
      "address.city": location.suburb ?? location.city ?? "",
      "address.region": location.state,
      "address.postal_code": location.postcode,
      "address.country": "AU",
      latitude: location.lat === undefined ? "" : String(location.lat),
      longitude: location.lng === undefined ? "" : String(location.lng),
      dealer_name: context.dealerName,
      dealer_phone: location.phone ?? context.dealerPhone ?? "",
      images: listing.images.slice(0, META_IMAGES_MAX),
    },
  };
}

export function metaAutomotive(listings: readonly Listing[], context: ChannelContext): ChannelRows<MetaRow> {
  return channelRows(listings, (listing) => metaVehicle(listing, context));
}
