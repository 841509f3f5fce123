/**
 * The car fields a stock export can be mapped onto (`feed.mapping` in tenant.json), and what kind
 * of value each holds: the kind decides how a source cell is read (a number with "$" and commas,
 * a day-first date, a list split on "|"…). Field names are the car feed's own (spec §3 Car).
 */
export const CAR_FIELD_KINDS = {
  id: "text",
  slug: "text",
  name: "text",
  year: "integer",
  make: "text",
  model: "text",
  badge: "text",
  series: "text",
  variant: "text",
  colour: "text",
  km: "distance",
  price: "money",
  before_price: "money",
  subscription_price: "money",
  msrp: "money",
  price_type: "text",
  preorder: "boolean",
  status: "text",
  car_type: "text",
  tag: "text",
  reserved: "boolean",
  certified: "boolean",
  show_on_dealer_website: "boolean",
  created_at: "date",
  sold_at: "date",
  stocknum: "text",
  vin: "text",
  nvic: "text",
  regplate: "text",
  rego_expiry: "date",
  build_date: "text",
  compliance_date: "text",
  seats: "integer",
  doors: "integer",
  views: "integer",
  drive: "text",
  engine_size: "text",
  simple_fuel: "text",
  simple_body: "text",
  simple_transmission: "text",
  fuel: "text",
  video_url: "text",
  images: "list",
  primary_image_url: "text",
  standardEquipment: "list",
  categories: "list",
  dealercomments: "text",
  location: "text",
  location_id: "text",
  dealership_id: "text",
  dealership_slug: "text",
  dealership_name: "text",
  city: "text",
  state: "text",
  item_type: "text",
} as const;

export type MappableCarField = keyof typeof CAR_FIELD_KINDS;
export type CarFieldKind = (typeof CAR_FIELD_KINDS)[MappableCarField];
export const MAPPABLE_CAR_FIELDS = Object.keys(CAR_FIELD_KINDS) as MappableCarField[];

/** Without these a row cannot become a car: a csv or xml mapping must say where each comes from. */
export const REQUIRED_MAPPED_FIELDS: readonly MappableCarField[] = ["id", "year", "make", "model", "car_type"];
