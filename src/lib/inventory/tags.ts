import type { Car } from "../feed/car.ts";

/** Spec §9: a car created within this many days is tagged just arrived. */
export const JUST_ARRIVED_DAYS = 8;

const DAY_MS = 86_400_000;

type VehicleTagKind = "electric" | "hybrid" | "reserved" | "certified" | "own" | "coming-soon" | "just-arrived";
export type VehicleTag = { kind: VehicleTagKind; label: string };

type TaggedCar = Pick<Car, "fuel" | "simple_fuel" | "reserved" | "certified" | "tag" | "status" | "created_at">;

/**
 * Electric or hybrid from the feed's fuel. simple_fuel is the clean value ('Electric', 'Hybrid',
 * 'Plug-in Hybrid'); fuel is free text such as 'Hybrid (Petrol/Electric)', so "hybrid" is looked
 * for before "electric". A plug-in hybrid is labelled HYBRID: it still burns fuel.
 */
function powertrainTag(car: Pick<Car, "fuel" | "simple_fuel">): VehicleTag | undefined {
  for (const text of [car.simple_fuel, car.fuel]) {
    const fuel = text?.toLowerCase() ?? "";
    if (fuel.includes("hybrid")) return { kind: "hybrid", label: "HYBRID" };
    if (/\belectric\b/.test(fuel)) return { kind: "electric", label: "ELECTRIC" };
  }
  return undefined;
}

/** Created within `justArrivedDays` of now; 0 switches the tag off. */
export function isJustArrived(car: Pick<Car, "created_at">, options: { now: Date; justArrivedDays?: number }): boolean {
  const days = options.justArrivedDays ?? JUST_ARRIVED_DAYS;
  if (!car.created_at || days <= 0) return false;
  const age = options.now.getTime() - Date.parse(car.created_at);
  return age <= days * DAY_MS;
}

/**
 * Spec §4 "Tag priority": electric/hybrid, RESERVED, certified (an image badge), the car's own
 * tag, COMING SOON, JUST ARRIVED. All that apply are returned in that order; an own tag that
 * repeats an earlier label (a feed tag of "Reserved") is dropped so it does not show twice.
 */
export function vehicleTags(car: TaggedCar, options: { now: Date; justArrivedDays?: number }): VehicleTag[] {
  const tags: VehicleTag[] = [];
  const powertrain = powertrainTag(car);
  if (powertrain) tags.push(powertrain);
  if (car.reserved) tags.push({ kind: "reserved", label: "RESERVED" });
  if (car.certified) tags.push({ kind: "certified", label: "Certified Pre-Owned" });
  const own = car.tag?.trim();
  if (own && !tags.some((tag) => tag.label.toUpperCase() === own.toUpperCase())) tags.push({ kind: "own", label: own });
  const ownIs = (label: string) => own?.toUpperCase() === label;
  if (car.status === "coming_soon" && !ownIs("COMING SOON")) tags.push({ kind: "coming-soon", label: "COMING SOON" });
  if (isJustArrived(car, options) && !ownIs("JUST ARRIVED")) tags.push({ kind: "just-arrived", label: "JUST ARRIVED" });
  return tags;
}

/** The one tag a card has room for: the highest-priority tag that applies. */
export function primaryTag(car: TaggedCar, options: { now: Date; justArrivedDays?: number }): VehicleTag | undefined {
  return vehicleTags(car, options)[0];
}
