import type { Car } from "../feed/car.ts";
import { weeklyShown } from "../finance/repayment.ts";
import { formatDollars, formatKm } from "../format/money.ts";
import { conditionLabel } from "../format/text.ts";
import { MIN_DISPLAY_PRICE, type PriceTexts, priceDisplay, priceText } from "../pricing/price-display.ts";
import { isGone, type LiveStock } from "./live-stock.ts";
import { isInStock } from "./stock.ts";

/**
 * The compare table: each car as /compare shows it, and the rows that set them side by
 * side. The list the shopper builds is compare-list.ts.
 */

/** One car as the compare table shows it (the `compare` part of `/cars/{slug}/car.json`): display text, not raw feed values. */
export type CompareCar = {
  id: string;
  slug: string;
  name: string;
  image?: string;
  /** "$24,990", a subscription's "$361/week", or the dealer's no-price / pre-order wording. */
  price: string;
  /** The price type that travels with the price (spec §4), e.g. "Drive Away"; never with a subscription. */
  priceType?: string;
  weekly?: string;
  available: boolean;
  condition: string;
  year: string;
  km?: string;
  body?: string;
  fuel?: string;
  transmission?: string;
  drive?: string;
  seats?: string;
  engine?: string;
  colour?: string;
  location?: string;
  features: string[];
};

export type CompareSettings = {
  subscriptionPricing: boolean;
  pricing: PriceTexts;
  weekly: Parameters<typeof weeklyShown>[1];
  locationName?: string;
  image?: string;
};

export function compareCar(car: Car, settings: CompareSettings): CompareCar {
  const display = priceDisplay(car, { subscriptionPricing: settings.subscriptionPricing });
  const amount = display.kind === "price" ? display.amount : undefined;
  const weekly = weeklyShown(amount, settings.weekly);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    image: settings.image,
    price: priceText(display, settings.pricing),
    priceType: display.kind === "price" ? display.label : undefined,
    weekly: weekly === undefined ? undefined : `est. ${formatDollars(weekly)}/wk`,
    available: isInStock(car),
    condition: conditionLabel(car.car_type),
    year: String(car.year),
    km: car.km === undefined ? undefined : formatKm(car.km),
    body: car.simple_body,
    fuel: car.fuel ?? car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.drive,
    seats: car.seats === undefined ? undefined : String(car.seats),
    engine: car.engine_size,
    colour: car.colour,
    location: settings.locationName ?? car.location ?? car.city,
    features: [...car.standardEquipment],
  };
}

/**
 * A compared car with what live stock says since the build: a car sold or removed
 * since is marked unavailable, and a changed price replaces the built one (its weekly figure,
 * worked out for the old price, is dropped rather than shown wrong).
 */
export function withLiveStock(car: CompareCar, live: LiveStock | undefined): CompareCar {
  if (!live) return car;
  const gone = isGone(live);
  const repriced = typeof live.price === "number" && live.price > MIN_DISPLAY_PRICE;
  return {
    ...car,
    available: car.available && !gone,
    ...(repriced ? { price: formatDollars(live.price!), weekly: undefined } : {}),
  };
}

/** A row of the compare table: one value per car ('—' where the feed has none), or a feature each car has or lacks. */
export type CompareRow =
  | { kind: "detail"; label: string; values: string[]; differs: boolean }
  | { kind: "feature"; label: string; has: boolean[]; differs: boolean };

export const NOT_GIVEN = "—";

const DETAIL_ROWS: [string, (car: CompareCar) => string | undefined][] = [
  ["Price", (car) => [car.price, car.priceType].filter(Boolean).join(" ")],
  ["Est. weekly", (car) => car.weekly],
  ["Condition", (car) => car.condition],
  ["Year", (car) => car.year],
  ["Kilometres", (car) => car.km],
  ["Body", (car) => car.body],
  ["Fuel", (car) => car.fuel],
  ["Transmission", (car) => car.transmission],
  ["Drive", (car) => car.drive],
  ["Seats", (car) => car.seats],
  ["Engine", (car) => car.engine],
  ["Colour", (car) => car.colour],
  ["Location", (car) => car.location],
];

/**
 * The compare table's rows, details first then every feature any of the cars has (in the order
 * first met). A row differs when the cars do not all share its value; with one car nothing differs.
 * `onlyDifferences` keeps the rows that differ ('Only show differences').
 */
export function compareRows(cars: readonly CompareCar[], onlyDifferences = false): CompareRow[] {
  const differs = (values: readonly unknown[]) => new Set(values).size > 1;
  const details = DETAIL_ROWS.map(([label, shownOf]): CompareRow & { kind: "detail" } => {
    const values = cars.map((car) => shownOf(car) || NOT_GIVEN);
    return { kind: "detail", label, values, differs: differs(values) };
  }).filter((row) => row.values.some((value) => value !== NOT_GIVEN));
  const featureNames = [...new Set(cars.flatMap((car) => car.features))];
  const features = featureNames.map((label): CompareRow => {
    const has = cars.map((car) => car.features.includes(label));
    return { kind: "feature", label, has, differs: differs(has) };
  });
  const rows = [...details, ...features];
  return onlyDifferences ? rows.filter((row) => row.differs) : rows;
}
