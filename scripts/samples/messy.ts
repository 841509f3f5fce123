import { thousands } from "./comments.ts";
import { Rng } from "./random.ts";

/**
 * Real dealer feeds are untidy, and the feed schema coerces rather than rejects. Each kind of mess
 * below is applied to a few percent of the cars (at least two where any car qualifies) so the
 * samples exercise every coercion while still loading with zero issues.
 */

type Car = Record<string, unknown>;

interface Mess {
  name: string;
  rate: number;
  applies(car: Car): boolean;
  apply(car: Car): void;
}

const isNumber = (value: unknown): value is number => typeof value === "number";

const MESS_KINDS: readonly Mess[] = [
  {
    name: "price with commas",
    rate: 0.05,
    applies: (car) => isNumber(car.price) && car.price > 0,
    apply: (car) => {
      car.price = thousands(car.price as number);
    },
  },
  {
    name: "price with dollar sign",
    rate: 0.04,
    applies: (car) => isNumber(car.price) && car.price > 0,
    apply: (car) => {
      car.price = `$${thousands(car.price as number)}`;
    },
  },
  {
    name: "no price (POA)",
    rate: 0.005,
    applies: (car) => car.car_type === "used" && isNumber(car.price),
    apply: (car) => {
      car.price = "";
      delete car.before_price;
    },
  },
  {
    name: "km with unit",
    rate: 0.05,
    applies: (car) => isNumber(car.km) && car.km > 100,
    apply: (car) => {
      car.km = `${car.km} km`;
    },
  },
  {
    name: "km with commas",
    rate: 0.03,
    applies: (car) => isNumber(car.km) && car.km > 1000,
    apply: (car) => {
      car.km = thousands(car.km as number);
    },
  },
  {
    name: "before_price as text",
    rate: 0.04,
    applies: (car) => isNumber(car.before_price),
    apply: (car) => {
      car.before_price = `$${thousands(car.before_price as number)}`;
    },
  },
  {
    name: "images null",
    rate: 0.03,
    applies: (car) => Array.isArray(car.images),
    apply: (car) => {
      car.images = null;
      delete car.primary_image_url;
    },
  },
  {
    name: "images missing",
    rate: 0.02,
    applies: (car) => Array.isArray(car.images),
    apply: (car) => {
      delete car.images;
      delete car.primary_image_url;
    },
  },
  {
    name: "images as plain URLs",
    rate: 0.03,
    applies: (car) => Array.isArray(car.images) && car.images.length > 0,
    apply: (car) => {
      car.images = (car.images as { url: string }[]).map((image) => image.url);
    },
  },
  {
    name: "booleans as yes/no and 1/0",
    rate: 0.05,
    applies: () => true,
    apply: (car) => {
      car.reserved = car.reserved ? "yes" : "no";
      car.certified = car.certified ? 1 : 0;
      car.preorder = car.preorder ? "Y" : "";
    },
  },
  {
    name: "blank optional text",
    rate: 0.05,
    applies: (car) => car.tag === undefined,
    apply: (car) => {
      car.series = "";
      car.tag = "";
      car.nvic = "";
      car.video_url = "";
    },
  },
  {
    name: "price type codes",
    rate: 0.1,
    applies: (car) => typeof car.price_type === "string",
    apply: (car) => {
      car.price_type = car.price_type === "Drive Away" ? "DAP" : "EGC";
    },
  },
  {
    name: "year as text",
    rate: 0.03,
    applies: (car) => isNumber(car.year),
    apply: (car) => {
      car.year = String(car.year);
    },
  },
  {
    name: "status as words",
    rate: 0.03,
    applies: (car) => car.status === "in_stock" || car.status === "coming_soon",
    apply: (car) => {
      car.status = car.status === "in_stock" ? "In Stock" : "Coming Soon";
    },
  },
  {
    name: "car_type capitalised",
    rate: 0.03,
    applies: (car) => typeof car.car_type === "string",
    apply: (car) => {
      car.car_type = (car.car_type as string).replace(/^./, (first) => first.toUpperCase());
    },
  },
  {
    name: "seats as text",
    rate: 0.03,
    applies: (car) => isNumber(car.seats),
    apply: (car) => {
      car.seats = String(car.seats);
    },
  },
  {
    name: "lowercase VIN",
    rate: 0.02,
    applies: (car) => typeof car.vin === "string",
    apply: (car) => {
      car.vin = (car.vin as string).toLowerCase();
    },
  },
  {
    name: "equipment as objects",
    rate: 0.04,
    applies: (car) => Array.isArray(car.standardEquipment),
    apply: (car) => {
      car.standardEquipment = (car.standardEquipment as string[]).map((name) => ({ name }));
    },
  },
  {
    name: "created_at as a date",
    rate: 0.03,
    applies: (car) => typeof car.created_at === "string",
    apply: (car) => {
      car.created_at = (car.created_at as string).slice(0, 10);
    },
  },
  {
    name: "item_type capitalised",
    rate: 0.05,
    applies: (car) => car.item_type === "caravan",
    apply: (car) => {
      car.item_type = "Caravan";
    },
  },
];

/** Roughs up the cars in place; returns how many cars each kind touched. */
export function roughUp(cars: Car[], seed: string): Record<string, number> {
  const rng = new Rng(seed);
  const touched: Record<string, number> = {};
  for (const mess of MESS_KINDS) {
    const eligible = cars.filter((car) => mess.applies(car));
    const chosen = rng.sample(eligible, Math.min(eligible.length, Math.max(2, Math.round(mess.rate * cars.length))));
    for (const car of chosen) mess.apply(car);
    touched[mess.name] = chosen.length;
  }
  return touched;
}
