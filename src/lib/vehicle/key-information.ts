import type { Car } from "../feed/car.ts";
import { formatDayMonthYear, formatMonthYear } from "../format/date.ts";
import { formatKm } from "../format/money.ts";

/** Spec §2: key information shows 4 items before 'Show more'; features 8 before 'Show All'. */
export const KEY_INFORMATION_VISIBLE = 4;
export const FEATURES_VISIBLE = 8;

export type KeyInformationItem = { label: string; value: string };

type KeyInformationCar = Pick<
  Car,
  | "km"
  | "simple_transmission"
  | "fuel"
  | "simple_fuel"
  | "simple_body"
  | "colour"
  | "drive"
  | "engine_size"
  | "seats"
  | "doors"
  | "build_date"
  | "compliance_date"
  | "regplate"
  | "rego_expiry"
  | "stocknum"
  | "vin"
  | "location"
  | "city"
>;

/**
 * The car's key information in page order, only the items the feed has a value for. Fuel is the
 * feed's full description ("Petrol - Unleaded ULP") when there is one. `locationName` overrides the
 * feed's location text (say, the location's display name); `timeZone` is the dealer's, for dates.
 */
export function keyInformation(
  car: KeyInformationCar,
  options: { locationName?: string; timeZone?: string } = {},
): KeyInformationItem[] {
  const items: [string, string | undefined][] = [
    ["Kilometres", car.km !== undefined ? formatKm(car.km) : undefined],
    ["Transmission", car.simple_transmission],
    ["Fuel", car.fuel ?? car.simple_fuel],
    ["Body", car.simple_body],
    ["Colour", car.colour],
    ["Drive", car.drive],
    ["Engine", car.engine_size],
    ["Seats", car.seats !== undefined ? String(car.seats) : undefined],
    ["Doors", car.doors !== undefined ? String(car.doors) : undefined],
    ["Build date", car.build_date && formatMonthYear(car.build_date)],
    ["Compliance date", car.compliance_date && formatMonthYear(car.compliance_date)],
    ["Rego", car.regplate],
    ["Rego expiry", car.rego_expiry && formatDayMonthYear(car.rego_expiry, options.timeZone)],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Location", options.locationName ?? car.location ?? car.city],
  ];
  return items.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * Spec §2 "4 items before show more" / "default 8, Show All/Hide": the first `visible` items and
 * the rest. `more` is empty when everything fits, and then no toggle is needed.
 */
export function visibleAndMore<T>(items: readonly T[], visible = KEY_INFORMATION_VISIBLE): { visible: T[]; more: T[] } {
  return { visible: items.slice(0, visible), more: items.slice(visible) };
}

/** The features list under the same rule, 8 visible by default. */
export function visibleFeatures<T>(features: readonly T[], visible = FEATURES_VISIBLE): { visible: T[]; more: T[] } {
  return visibleAndMore(features, visible);
}
