import { CARAVAN_MAKES } from "./caravan-catalogue.ts";
import type { Rng } from "./random.ts";
import { MOTOR_MAKES, type MakeLines, type VehicleCategory } from "./vehicle-catalogue.ts";

/** Parsed model tables, colours, prices, VINs and regos for the sample stock. */

export interface ModelSpec {
  make: string;
  wmi: string;
  category: VehicleCategory;
  model: string;
  body: string;
  badges: string[];
  /** Drive-away price of the cheapest badge when new. */
  price: number;
  since: number;
  until?: number;
  fuel?: string;
  transmission?: string;
  drive?: string;
  engine?: string;
  seats?: number;
  doors?: number;
  series?: string;
  sleeps?: number;
  lengthFt?: number;
  atmKg?: number;
}

function parseMotor(make: string, lines: MakeLines, line: string): ModelSpec {
  const [model, body, fuel, transmission, drive, engine, seats, doors, price, badges, series, since, until] =
    line.split("|");
  return {
    make,
    wmi: lines.wmi,
    category: lines.category,
    model: model!,
    body: body!,
    fuel,
    transmission,
    drive,
    engine: engine || undefined,
    seats: Number(seats),
    doors: Number(doors) || undefined,
    price: Number(price),
    badges: badges!.split(","),
    series,
    since: Number(since),
    until: until ? Number(until) : undefined,
  };
}

function parseCaravan(make: string, lines: MakeLines, line: string): ModelSpec {
  const [model, body, sleeps, lengthFt, atmKg, price, badges, since, until] = line.split("|");
  return {
    make,
    wmi: lines.wmi,
    category: "caravan",
    model: model!,
    body: body!,
    sleeps: Number(sleeps),
    lengthFt: Number(lengthFt),
    atmKg: Number(atmKg),
    price: Number(price),
    badges: badges!.split(","),
    since: Number(since),
    until: until ? Number(until) : undefined,
  };
}

export const MODELS: readonly ModelSpec[] = [
  ...Object.entries(MOTOR_MAKES).flatMap(([make, lines]) => lines.models.map((line) => parseMotor(make, lines, line))),
  ...Object.entries(CARAVAN_MAKES).flatMap(([make, lines]) =>
    lines.models.map((line) => parseCaravan(make, lines, line)),
  ),
];

export function modelsOf(make: string, year?: number): ModelSpec[] {
  const found = MODELS.filter(
    (spec) => spec.make === make && (year === undefined || (spec.since <= year && (spec.until ?? 9999) >= year)),
  );
  if (year === undefined && found.length === 0) throw new Error(`no models for make ${make}`);
  return found;
}

export function categoryOf(make: string): VehicleCategory {
  return (MOTOR_MAKES[make] ?? CARAVAN_MAKES[make])?.category ?? "car";
}

export const COLOUR_FAMILIES = ["white", "silver", "black", "red", "blue"] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const FAMILY_HEX: Record<ColourFamily, string> = {
  white: "#eef0f2",
  silver: "#a9afb6",
  black: "#24272b",
  red: "#b3202a",
  blue: "#1f4e8c",
};

const CAR_COLOURS: readonly (readonly [string, ColourFamily, number])[] = [
  ["Glacier White", "white", 9],
  ["Frozen White", "white", 6],
  ["Crystal White Pearl", "white", 6],
  ["Arctic White", "white", 4],
  ["Silver Pearl", "silver", 5],
  ["Graphite Grey", "silver", 6],
  ["Machine Grey", "silver", 4],
  ["Moondust Silver", "silver", 3],
  ["Eclipse Black", "black", 6],
  ["Jet Black", "black", 5],
  ["Ink Black", "black", 3],
  ["Soul Red Crystal", "red", 3],
  ["Race Red", "red", 3],
  ["Fire Red", "red", 2],
  ["Deep Blue", "blue", 3],
  ["Atlas Blue", "blue", 3],
  ["Lucid Blue", "blue", 2],
  ["Velocity Blue", "blue", 2],
];

const CARAVAN_COLOURS: readonly (readonly [string, ColourFamily, number])[] = [
  ["White/Charcoal", "black", 5],
  ["Black Composite", "black", 2],
  ["Silver Composite", "silver", 4],
  ["White/Blue Decals", "blue", 3],
  ["White/Red Stripe", "red", 2],
  ["Alpine White", "white", 3],
];

export function pickColour(rng: Rng, category: VehicleCategory): { name: string; family: ColourFamily } {
  const table = category === "caravan" ? CARAVAN_COLOURS : CAR_COLOURS;
  const [name, family] = rng.weighted(table.map((entry) => [entry, entry[2]] as const));
  return { name, family };
}

/** Silhouette drawn for a vehicle in its images. */
export type Shape =
  | "hatch"
  | "sedan"
  | "suv"
  | "ute"
  | "van"
  | "coupe"
  | "motorcycle"
  | "truck"
  | "caravan"
  | "poptop"
  | "offroad"
  | "camper";

const BODY_SHAPES: Record<string, Shape> = {
  Hatch: "hatch",
  Wagon: "hatch",
  Sedan: "sedan",
  SUV: "suv",
  "People Mover": "van",
  Van: "van",
  Ute: "ute",
  Coupe: "coupe",
  Convertible: "coupe",
  "Pop Top": "poptop",
  "Off Road": "offroad",
  "Camper Trailer": "camper",
  "Family Van": "caravan",
  Touring: "caravan",
};

export function shapeOf(spec: Pick<ModelSpec, "category" | "body">): Shape {
  if (spec.category === "motorcycle") return "motorcycle";
  if (spec.category === "truck") return "truck";
  return BODY_SHAPES[spec.body] ?? (spec.category === "caravan" ? "caravan" : "suv");
}

/** Rounds to a retail price such as $24,490 or $24,990. */
export function retailPrice(value: number): number {
  return Math.max(990, Math.round(value / 500) * 500 - 10);
}

export function newPriceOf(spec: ModelSpec, badgeIndex: number): number {
  return retailPrice(spec.price * (1 + 0.11 * badgeIndex));
}

/** Used value: steeper first-year drop, then ~12% a year, adjusted for distance against 15,000 km a year. */
export function usedPriceOf(newPrice: number, age: number, km: number, rng: Rng, category: VehicleCategory): number {
  const yearly = category === "caravan" ? 0.92 : 0.88;
  const expectedKm = Math.max(1, age) * 15_000;
  const kmFactor = category === "caravan" ? 1 : Math.min(1.08, Math.max(0.8, 1 - (km - expectedKm) / 400_000));
  return Math.max(
    4990,
    retailPrice(newPrice * 0.85 * yearly ** Math.max(0, age - 1) * kmFactor * rng.float(0.93, 1.07)),
  );
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** Model-year codes of VIN position 10 (I, O, Q, U, Z and 0 are never used). */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function makeVin(rng: Rng, wmi: string, year: number): string {
  const yearCode = YEAR_CODES[(((year - 2010) % 30) + 30) % 30]!;
  return `${wmi}${rng.chars(VIN_CHARS, 5)}${rng.chars("0123456789X", 1)}${yearCode}${rng.chars(VIN_CHARS, 1)}${rng.chars("0123456789", 6)}`;
}

const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const digits = (rng: Rng, count: number) => rng.chars("0123456789", count);

/** A plate in the state's current general-issue pattern. */
export function makeRego(rng: Rng, state: string): string {
  if (state === "VIC")
    return `${digits(rng, 1)}${rng.chars(PLATE_LETTERS, 2)}${digits(rng, 1)}${rng.chars(PLATE_LETTERS, 2)}`;
  if (state === "QLD") return `${digits(rng, 3)}${rng.chars(PLATE_LETTERS, 3)}`;
  return `${rng.chars(PLATE_LETTERS, 2)}${digits(rng, 2)}${rng.chars(PLATE_LETTERS, 2)}`;
}
