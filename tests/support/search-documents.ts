import type { SearchDocument } from "#lib/search/document.ts";
import { HIERARCHY_SEPARATOR } from "#lib/search/fields.ts";
import { Rng } from "../../scripts/samples/random.ts";

/** Search documents for tests: a hand-written builder and a seeded random inventory. */

export function testDocument(patch: Partial<SearchDocument> & { id: string }): SearchDocument {
  const make = patch.make ?? "Toyota";
  const model = patch.model ?? "Corolla";
  return {
    slug: `car-${patch.id}`,
    name: `${patch.year ?? 2021} ${make} ${model}`,
    year: 2021,
    status: "in_stock",
    car_type: "used",
    item_type: "car",
    certified: false,
    categories: [],
    filtered_features: [],
    tag: [],
    price_display: { kind: "no-price" },
    ...patch,
    make,
    model,
    "make_model.lvl0": make,
    "make_model.lvl1": `${make}${HIERARCHY_SEPARATOR}${model}`,
  };
}

/** The sample generator's seeded mulberry32, as a function: test data is the same on every run. */
export function seededRandom(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

const MODELS: Record<string, string[]> = {
  Toyota: ["Corolla", "HiLux", "RAV4", "LandCruiser"],
  Ford: ["Ranger", "Everest", "Mustang"],
  Mazda: ["CX-5", "BT-50", "Mazda3"],
  Kia: ["Sportage", "Carnival"],
  Hyundai: ["Tucson", "i30", "Ioniq 5"],
};

export function randomDocuments(count: number, seed = 1): SearchDocument[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(value: T, chance = 0.85): T | undefined => (random() < chance ? value : undefined);
  return Array.from({ length: count }, (_, i) => {
    const make = pick(Object.keys(MODELS));
    const price = maybe(Math.round(5_000 + random() * 120_000), 0.9);
    return testDocument({
      id: String(1000 + i),
      make,
      model: pick(MODELS[make]!),
      year: 2010 + Math.floor(random() * 16),
      status: pick(["in_stock", "in_stock", "in_stock", "coming_soon", "sold"]),
      car_type: pick(["new", "used", "demo"]),
      certified: random() < 0.3,
      body: maybe(pick(["SUV", "Ute", "Sedan", "Hatch"])),
      colour: maybe(pick(["White", "Black", "Silver", "Blue", "Red"])),
      fuel: maybe(pick(["Petrol", "Diesel", "Hybrid", "Electric"])),
      seats: maybe(pick([2, 5, 7, 8])),
      km: maybe(Math.round(random() * 200_000)),
      price,
      // A coarse price grid gives ties, so the tie-break is exercised too.
      subscription_price: maybe(pick([199, 249, 299, 349]), 0.2),
      filtered_features: ["Apple CarPlay", "Sunroof", "Tow Bar", "Reversing Camera"].filter(() => random() < 0.4),
      tag: random() < 0.2 ? ["JUST ARRIVED"] : [],
      location_name: pick(["Parramatta", "Penrith", "Alexandria"]),
      created_at_timestamp: maybe(1_780_000_000 + Math.floor(random() * 50) * 86_400, 0.9),
    });
  });
}
