import { z } from "zod";
import {
  booleanish,
  identifier,
  integerish,
  keyword,
  list,
  numeric,
  optionalDate,
  optionalDollars,
  optionalInteger,
  optionalLink,
  optionalNumber,
  optionalText,
  requiredText,
} from "./coerce.ts";

/** Spec §3 Car. Field names follow the dealer feed (snake_case and the feed's own camelCase). */

const CAR_TYPES = ["new", "used", "demo"] as const;

const PRICE_TYPE_ALIASES: Record<string, string> = {
  dap: "Drive Away",
  drive_away: "Drive Away",
  driveaway: "Drive Away",
  "drive away": "Drive Away",
  egc: "Excl. Govt. Charges",
  excl_govt_charges: "Excl. Govt. Charges",
  "excl. govt. charges": "Excl. Govt. Charges",
  // Google's vehicle_price_type values for Australia (Merchant Center answer/14592783).
  drive_away_price: "Drive Away",
  estimated_drive_away_price: "Drive Away",
  excluding_government_charges_price: "Excl. Govt. Charges",
};

/** Normalises the feed's price-type codes to the label a shopper reads. */
const priceType = () =>
  optionalText().transform((value) => (value ? (PRICE_TYPE_ALIASES[value.toLowerCase()] ?? value) : value));

const carImageSchema = z.object({
  url: requiredText(),
  thumb: z.object({ url: optionalText() }).optional().catch(undefined),
  isVideo: booleanish(false),
});

/** Images with no url are dropped rather than failing the whole car. */
const images = () =>
  list(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const candidate = typeof item === "string" ? { url: item } : item;
      const parsed = carImageSchema.safeParse(candidate);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const textList = () =>
  list(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      if (typeof item === "string") return item.trim() ? [item.trim()] : [];
      if (item && typeof item === "object") {
        const named = (item as Record<string, unknown>).name ?? (item as Record<string, unknown>).description;
        return typeof named === "string" && named.trim() ? [named.trim()] : [];
      }
      return [];
    }),
  );

const specificationSchema = z.object({
  group: optionalText(),
  label: requiredText(),
  value: requiredText(),
});

/** Specifications come as a { label: value } map or a list of { group, label|name, value }. */
const specifications = () =>
  z.preprocess((value) => {
    if (value === null || value === undefined || value === "") return [];
    if (Array.isArray(value)) {
      return value.map((entry) =>
        entry && typeof entry === "object" && !("label" in entry) && "name" in entry
          ? { ...entry, label: (entry as { name: unknown }).name }
          : entry,
      );
    }
    if (typeof value === "object") {
      return Object.entries(value as Record<string, unknown>).map(([label, entryValue]) => ({
        label,
        value: entryValue,
      }));
    }
    return value;
  }, z.array(specificationSchema));

const hotspotSchema = z.looseObject({
  x: optionalNumber(),
  y: optionalNumber(),
  frame: optionalInteger(),
  label: optionalText(),
  description: optionalText(),
  image: optionalText(),
});

/** Market data from AutoGrab; kept loose because the provider adds fields over time. */
const autograbDataSchema = z.looseObject({
  market_average: optionalNumber(),
  market_min: optionalNumber(),
  market_max: optionalNumber(),
  confidence: optionalNumber(),
  description: optionalText(),
});

export const carSchema = z.object({
  id: identifier(),
  slug: requiredText().pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens")),
  path: optionalText(),
  name: requiredText(),
  year: integerish().pipe(z.int().min(1900, "must be 1900 or later").max(2100, "must be 2100 or earlier")),
  make: requiredText(),
  model: requiredText(),
  badge: optionalText(),
  series: optionalText(),
  variant: optionalText(),
  colour: optionalText(),
  km: numeric(z.int({ error: "expected a whole number of km" }).min(0, "must not be negative").optional()),
  price: optionalDollars(),
  before_price: optionalDollars(),
  subscription_price: optionalDollars(),
  /** The manufacturer's list price before on-road costs: Google's vehicle_msrp, required for new cars. */
  msrp: optionalDollars(),
  price_type: priceType(),
  preorder: booleanish(false),
  status: keyword(),
  car_type: keyword().pipe(z.enum(CAR_TYPES, { error: `must be one of ${CAR_TYPES.join(", ")}` })),
  tag: optionalText(),
  reserved: booleanish(false),
  certified: booleanish(false),
  show_on_dealer_website: booleanish(true),
  created_at: optionalDate(),
  sold_at: optionalDate(),
  stocknum: optionalText(),
  vin: optionalText().transform((value) => value?.toUpperCase()),
  nvic: optionalText(),
  regplate: optionalText(),
  rego_expiry: optionalDate(),
  build_date: optionalText(),
  compliance_date: optionalText(),
  seats: optionalInteger(),
  doors: optionalInteger(),
  drive: optionalText(),
  engine_size: optionalText(),
  simple_fuel: optionalText(),
  simple_body: optionalText(),
  simple_transmission: optionalText(),
  fuel: optionalText(),
  views: optionalInteger(),
  file: optionalText(),
  video_url: optionalLink(),
  external_video_url: optionalLink(),
  images: images(),
  thumbnails: textList(),
  primary_image_url: optionalText(),
  spin_images: textList(),
  spin_code: optionalText(),
  spin_interior_image: optionalText(),
  hotspots: list(hotspotSchema),
  standardEquipment: textList(),
  categories: textList(),
  dealercomments: optionalText(),
  location: optionalText(),
  location_id: optionalText(),
  dealership_id: optionalText(),
  dealership_slug: optionalText(),
  dealership_name: optionalText(),
  city: optionalText(),
  state: optionalText(),
  item_type: optionalText().transform((value) => value?.toLowerCase() ?? "car"),
  specifications: specifications(),
  autograb_data: autograbDataSchema.optional().catch(undefined),
  youxQuote: z.looseObject({}).optional().catch(undefined),
  finance_lenders: z.record(z.string(), z.unknown()).optional().catch(undefined),
  payment_processors: textList(),
});

export type CarInput = z.input<typeof carSchema>;
export type Car = z.output<typeof carSchema>;
