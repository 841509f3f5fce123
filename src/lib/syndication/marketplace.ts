import { z } from "zod";
import { type ChannelRows, channelRows, type Listing } from "./listing.ts";

/**
 * Our own export for portals without a published feed format: every car for sale, as JSON
 * (`/feeds/marketplace.json`, this schema) and as CSV (`/feeds/marketplace.csv`, the same fields
 * flattened: lists joined with " | ", the location as location_* columns). A portal needs
 * nothing it cannot read from here, so no car is left out of it.
 */
export const marketplaceListingSchema = z.object({
  id: z.string().describe("The dealer's id for the car; stable across feeds."),
  stock_number: z.string().nullable().describe("The dealer's stock number."),
  vin: z.string().nullable().describe("Vehicle identification number."),
  url: z.url().describe("The car's page on the dealer's site."),
  title: z.string().describe('Year, make, model and badge: "2024 Mazda CX-5 Touring".'),
  year: z.int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable(),
  condition: z.enum(["new", "used", "demo"]),
  certified: z.boolean().describe("Manufacturer certified pre-owned."),
  status: z
    .enum(["available", "reserved", "coming_soon"])
    .describe("reserved: held by a shopper or the dealer, not for sale until released."),
  price: z.number().nullable().describe("The price the car's page shows, in `currency`; null when it shows none."),
  currency: z.string().describe("The currency of price and was_price (ISO 4217): the dealer's, pricing.currency."),
  price_type: z
    .string()
    .nullable()
    .describe('The price\'s label as the page shows it: "Drive Away", "Excl. Govt. Charges".'),
  price_text: z
    .string()
    .describe('The price exactly as the page says it: "$24,990", or the dealer\'s "Enquire for price".'),
  was_price: z.number().nullable().describe("The earlier price the page shows struck through."),
  km: z.int().nullable().describe("Odometer in kilometres."),
  body: z.string().nullable(),
  transmission: z.string().nullable(),
  fuel: z.string().nullable(),
  drive: z.string().nullable(),
  colour: z.string().nullable(),
  seats: z.int().nullable(),
  doors: z.int().nullable(),
  item_type: z.string().describe("car, caravan, motorcycle…"),
  description: z.string().describe("The dealer's comments as plain text."),
  features: z.array(z.string()),
  images: z.array(z.url()).describe("Absolute image addresses, first is the main image."),
  listed_at: z.string().nullable().describe("When the car came into stock (ISO 8601)."),
  location: z
    .object({
      id: z.string(),
      name: z.string(),
      street: z.string().nullable(),
      suburb: z.string().nullable(),
      state: z.string().nullable(),
      postcode: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable()
    .describe("The yard the car is at."),
});

export type MarketplaceListing = z.infer<typeof marketplaceListingSchema>;

export function marketplaceListing(listing: Listing, currency: string): MarketplaceListing {
  const { car, location } = listing;
  return {
    id: String(car.id),
    stock_number: car.stocknum ?? null,
    vin: car.vin ?? null,
    url: listing.url,
    title: listing.title,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    condition: car.car_type,
    certified: car.certified,
    status: listing.reserved ? "reserved" : listing.comingSoon ? "coming_soon" : "available",
    price: listing.price?.amount ?? null,
    currency,
    price_type: listing.price?.label ?? null,
    price_text: listing.priceText,
    was_price: listing.price?.was ?? null,
    km: car.km ?? null,
    body: car.simple_body ?? null,
    transmission: car.simple_transmission ?? null,
    fuel: car.simple_fuel ?? null,
    drive: car.drive ?? null,
    colour: car.colour ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    item_type: car.item_type,
    description: listing.description,
    features: car.standardEquipment,
    images: listing.images,
    listed_at: car.created_at ?? null,
    location: location
      ? {
          id: location.id,
          name: location.name,
          street: location.street ?? null,
          suburb: location.suburb ?? location.city ?? null,
          state: location.state ?? null,
          postcode: location.postcode ?? null,
          phone: location.phone ?? null,
        }
      : null,
  };
}

export function marketplaceListings(listings: readonly Listing[], currency: string): ChannelRows<MarketplaceListing> {
  return channelRows(listings, (listing) => ({ row: marketplaceListing(listing, currency) }));
}

const LIST_SEPARATOR = " | ";
const LOCATION_FIELDS = ["id", "name", "street", "suburb", "state", "postcode", "phone"] as const;
const TOP_FIELDS = Object.keys(marketplaceListingSchema.shape).filter(
  (key) => key !== "location",
) as (keyof MarketplaceListing)[];

/** The CSV header: the top-level fields, then location_id, location_name… */
export const MARKETPLACE_CSV_COLUMNS = [...TOP_FIELDS, ...LOCATION_FIELDS.map((field) => `location_${field}`)];

export function marketplaceCells(listing: MarketplaceListing): string[] {
  const cell = (value: unknown) =>
    value === null || value === undefined ? "" : Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value);
  return [
    ...TOP_FIELDS.map((field) => cell(listing[field])),
    ...LOCATION_FIELDS.map((field) => cell(listing.location?.[field])),
  ];
}
