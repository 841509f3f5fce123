import type { Rng } from "./random.ts";
import type { LocationDef, TenantDefinition } from "./tenant-types.ts";
import { modelsOf, type ModelSpec } from "./vehicles.ts";

/** Chooses what a stock unit is: type, make, model, year and the yard it sits in. */

type CarType = "new" | "demo" | "used";

export interface Pick {
  carType: CarType;
  spec: ModelSpec;
  year: number;
  badgeIndex: number;
  location: LocationDef;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Australians buy utes and SUVs: weight models by body, and cheaper models sell in larger numbers. */
const BODY_POPULARITY: Record<string, number> = {
  SUV: 3,
  Ute: 3,
  Hatch: 2,
  Sedan: 1.2,
  Wagon: 1,
  Van: 0.8,
  "People Mover": 0.8,
  Coupe: 0.4,
  Convertible: 0.4,
};

/** Best sellers and niche models, relative to the body-and-price rule. */
const MODEL_POPULARITY: Record<string, number> = {
  Ranger: 4,
  HiLux: 4,
  RAV4: 3,
  Corolla: 2,
  "CX-5": 2,
  Tucson: 2,
  Everest: 1.5,
  Sportage: 1.5,
  "Model Y": 2,
  "D-Max": 1.5,
  "F-150": 0.15,
  "Mustang Mach-E": 0.3,
  Mustang: 0.6,
  "Transit Custom": 0.6,
  "CX-90": 0.5,
  EV6: 0.4,
  "ID.4": 0.4,
  "MX-5": 0.5,
};

function pickModel(rng: Rng, models: ModelSpec[]): ModelSpec {
  return rng.weighted(
    models.map(
      (model) =>
        [
          model,
          (MODEL_POPULARITY[model.model] ?? 1) * (BODY_POPULARITY[model.body] ?? 1) * Math.sqrt(60_000 / model.price),
        ] as const,
    ),
  );
}

export function pickUnit(rng: Rng, def: TenantDefinition, refYear: number, extraMake?: string): Pick {
  const { types, newMakes, usedMakes } = def.stock;
  const carType: CarType = extraMake
    ? "used"
    : rng.weighted([
        ["new", types.new],
        ["demo", types.demo],
        ["used", types.used],
      ] as const);
  const make = extraMake ?? rng.weighted(carType === "used" ? usedMakes : newMakes);
  const all = modelsOf(make);
  let spec: ModelSpec;
  let year: number;
  if (carType === "used") {
    const candidates = all.filter((model) => model.since <= refYear - 1);
    spec = pickModel(rng, candidates.length ? candidates : all);
    const oldest = Math.max(spec.since, refYear - 14);
    const newest = Math.max(oldest, Math.min(spec.until ?? refYear - 1, refYear - 1));
    // Most used stock is 2 to 8 years old; a long tail of older trade-ins.
    const age = 1 + Math.floor(rng.next() ** 1.5 * 13);
    year = clamp(refYear - age, oldest, newest);
  } else {
    const current = all.filter((model) => model.until === undefined && model.since <= refYear);
    spec = pickModel(rng, current.length ? current : all);
    year = rng.chance(carType === "new" ? 0.82 : 0.6) ? refYear : refYear - 1;
  }
  const badgeIndex = rng.weighted(spec.badges.map((_, index) => [index, spec.badges.length - index + 1] as const));
  return { carType, spec, year, badgeIndex, location: locationFor(rng, def, carType, make) };
}

function locationFor(rng: Rng, def: TenantDefinition, carType: CarType, make: string): LocationDef {
  const yards = def.locations.filter((location) => location.type === "sales");
  if (carType !== "used") {
    const franchised = yards.filter((location) => location.brands.includes(make));
    if (franchised.length) return rng.pick(franchised);
  }
  const withUsed = yards.filter((location) => location.usedWeight > 0);
  return withUsed.length
    ? rng.weighted(withUsed.map((location) => [location, location.usedWeight] as const))
    : yards[0]!;
}

/** Odometer consistent with age and kind of vehicle; caravans have none. */
export function odometer(rng: Rng, pick: Pick, refYear: number): number | undefined {
  if (pick.spec.category === "caravan") return undefined;
  if (pick.carType === "new") return rng.int(0, 30);
  if (pick.carType === "demo") return rng.int(500, 12_000);
  const age = Math.max(1, refYear - pick.year);
  const perYear = pick.spec.category === "motorcycle" ? rng.int(2500, 7000) : rng.int(7000, 21_000);
  return Math.max(1500, age * perYear + rng.int(0, 4000));
}
