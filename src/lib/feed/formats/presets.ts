import { REQUIRED_MAPPED_FIELDS } from "./car-fields.ts";
import type { FeedFormat, FeedMapping } from "./mapping-schema.ts";

/**
 * Built-in mappings for the two advertising feeds many stock tools already produce, by their
 * published attribute names. A tenant's `feed.mapping` overrides them field by field.
 *
 * Google vehicle ads (Merchant Center, support.google.com/merchants/answer/11192663; mileage
 * answer/14156166; Australia's price types answer/14592783) and the older vehicle listings feed
 * (CSV or TSV): id, title, description, link, image_link, additional_image_link, price
 * ("25990.00 AUD"), condition (new | used, or n | u), brand, model, year, trim, mileage
 * ("121000 KM", "24000 Miles"), vin, color, body_style, engine, vehicle_price_type
 * (drive_away_price | estimated_drive_away_price | excluding_government_charges_price),
 * certified_pre-owned (vehicle ads) or certified_pre_owned (listings), store_code. A text feed has
 * one column per attribute; in XML (RSS) each is a g: element of an <item>.
 *
 * Meta automotive inventory (Meta's vehicle catalog feed fields,
 * developers.facebook.com/docs/marketing-api/auto-ads/reference/vehicle-catalog-fields): vehicle_id,
 * title, description, url, make, model, year, mileage.value, mileage.unit (KM | MI), image[0].url…,
 * price ("18000 USD"), state_of_vehicle (NEW | USED | CPO), exterior_color, body_style, drivetrain,
 * transmission, fuel_type, vin, trim, availability (AVAILABLE | NOT_AVAILABLE | PENDING),
 * date_first_on_lot, stock_number, dealer_name. CSV and TSV flatten nested fields with dots and [n];
 * XML nests them (<mileage><value>, <image><url>) inside <listing>.
 */
const GOOGLE_VEHICLE_LISTINGS: FeedMapping = {
  // Vehicle ads say id and brand; vehicle listings feeds say vehicle_id and make.
  id: { anyOf: ["id", "vehicle_id"] },
  name: "title",
  dealercomments: "description",
  make: { anyOf: ["brand", "make"] },
  model: "model",
  year: "year",
  badge: "trim",
  km: { column: "mileage", unit: "km" },
  price: "price",
  // Its values (drive_away_price…) are among the car schema's price type words.
  price_type: "vehicle_price_type",
  msrp: "vehicle_msrp",
  vin: "vin",
  colour: { anyOf: ["color", "exterior_color"] },
  simple_body: "body_style",
  engine_size: "engine",
  simple_transmission: "transmission",
  simple_fuel: "fuel_type",
  drive: "drivetrain",
  dealership_name: "dealership_name",
  standardEquipment: { column: "vehicle_option", split: "," },
  car_type: { column: "condition", values: { n: "new", u: "used" } },
  certified: { columns: ["certified_pre-owned", "certified_pre_owned"], default: false },
  images: { columns: ["image_link", "additional_image_link"], split: "," },
  location_id: "store_code",
  status: { column: "availability", values: { "out of stock": "sold" } },
};

const META_AUTOMOTIVE: FeedMapping = {
  id: "vehicle_id",
  name: "title",
  dealercomments: "description",
  make: "make",
  model: "model",
  year: "year",
  badge: "trim",
  km: { columns: ["mileage.value", "mileage.unit"], unit: "km" },
  price: "price",
  vin: "vin",
  colour: "exterior_color",
  simple_body: "body_style",
  drive: "drivetrain",
  simple_transmission: "transmission",
  simple_fuel: "fuel_type",
  car_type: { column: "state_of_vehicle", values: { cpo: "used" } },
  certified: { column: "state_of_vehicle", values: { cpo: true, new: false, used: false }, default: false },
  images: { column: "image[*].url" },
  created_at: { column: "date_first_on_lot", dateFormat: "YYYY-MM-DD" },
  stocknum: "stock_number",
  dealership_name: "dealer_name",
  status: { column: "availability", values: { "not available": "sold", pending: "reserved", unknown: "in_stock" } },
};

const PRESETS: Partial<Record<FeedFormat, FeedMapping>> = {
  "google-vehicle-listings": GOOGLE_VEHICLE_LISTINGS,
  "meta-automotive": META_AUTOMOTIVE,
};

/**
 * The mapping a stock file is read with: the format's built-in one overridden by the tenant's.
 * The built-in columns an export may leave out are `optional`; the tenant's own never are.
 */
export function presetMapping(
  format: FeedFormat,
  tenantMapping: FeedMapping | undefined,
): { mapping: FeedMapping; optional: Set<string> } {
  const preset = PRESETS[format] ?? {};
  const optional = new Set(
    Object.keys(preset).filter(
      (field) => !(tenantMapping && field in tenantMapping) && !REQUIRED_MAPPED_FIELDS.includes(field as never),
    ),
  );
  return { mapping: { ...preset, ...tenantMapping }, optional };
}
