import type { Car } from "../feed/car.ts";

/** Specifications Insights may ask for, by feed field, with the words the checklist uses. */
const SPECIFICATION_NAMES = {
  km: "kilometres",
  colour: "colour",
  simple_transmission: "transmission",
  simple_fuel: "fuel type",
  simple_body: "body type",
  drive: "drive type",
  seats: "seats",
  vin: "VIN",
  regplate: "rego",
} as const;
export type KeySpecification = keyof typeof SPECIFICATION_NAMES;
export const KEY_SPECIFICATIONS = Object.keys(SPECIFICATION_NAMES) as [KeySpecification, ...KeySpecification[]];
export const DEFAULT_KEY_SPECIFICATIONS: readonly KeySpecification[] = [
  "km",
  "colour",
  "simple_transmission",
  "simple_fuel",
  "simple_body",
];

/** The checks, in the order a shopper meets what they cover on the car's page. */
export const MERCHANDISING_CHECKS = ["photos", "real-photo", "price", "comments", "specifications"] as const;
export type MerchandisingCheck = (typeof MERCHANDISING_CHECKS)[number];

export interface MerchandisingGap {
  check: MerchandisingCheck;
  /** What the checklist says: "4 photos (10 wanted)", "No price (POA)". */
  text: string;
}

export interface Merchandising {
  /** Share of the checks passed, 0–100. */
  score: number;
  gaps: MerchandisingGap[];
}

export interface MerchandisingRules {
  minPhotos: number;
  keySpecifications: readonly KeySpecification[];
  /** The dealer's own placeholder path (images.placeholder). */
  placeholder?: string;
}

// Words stock systems put in the file name of the picture they show when there is none.
const PLACEHOLDER_NAME = /(place[-_ ]?holder|no[-_ ]?(image|photo|picture)|coming[-_ ]?soon|image[-_ ]?unavailable)/i;

function isPlaceholder(url: string, placeholder?: string): boolean {
  const name = url.split("?")[0]!;
  return PLACEHOLDER_NAME.test(name) || (placeholder !== undefined && name.endsWith(placeholder));
}

const missing = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** What a shopper misses on this car's page, as a checklist with a score. */
export function merchandisingOf(car: Car, rules: MerchandisingRules): Merchandising {
  const gaps: MerchandisingGap[] = [];
  const photos = car.images.filter((image) => !isPlaceholder(image.url, rules.placeholder));
  if (photos.length < rules.minPhotos)
    gaps.push({
      check: "photos",
      text: `${photos.length === 1 ? "1 photo" : `${photos.length} photos`} (${rules.minPhotos} wanted)`,
    });
  if (car.images.length === 0 || isPlaceholder(car.images[0]!.url, rules.placeholder))
    gaps.push({ check: "real-photo", text: car.images.length === 0 ? "No photo" : "Placeholder photo first" });
  if (!car.price) gaps.push({ check: "price", text: "No price (POA)" });
  if (missing(car.dealercomments)) gaps.push({ check: "comments", text: "No dealer comments" });
  const specifications = rules.keySpecifications.filter(
    (field) => !(field === "km" && car.car_type === "new") && missing(car[field]),
  );
  if (specifications.length > 0)
    gaps.push({
      check: "specifications",
      text: `Missing ${specifications.map((field) => SPECIFICATION_NAMES[field]).join(", ")}`,
    });
  const failed = new Set(gaps.map((gap) => gap.check)).size;
  return { score: Math.round((100 * (MERCHANDISING_CHECKS.length - failed)) / MERCHANDISING_CHECKS.length), gaps };
}
