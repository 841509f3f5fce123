import { localYear } from "./dates.ts";
import { slugify, type ImageSet } from "./images.ts";
import type { Rng } from "./random.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { categoryOf, COLOUR_FAMILIES, modelsOf, newPriceOf, shapeOf } from "./vehicles.ts";

/** Manufacturers, models and brands feeds: what brand, model and /brands pages are built from. */

type FeedRecord = Record<string, unknown>;

/** Every make the dealer stocks or holds a franchise for, alphabetically. */
export function tenantMakes(def: TenantDefinition): string[] {
  const makes = new Set<string>([
    ...franchises(def),
    ...def.stock.newMakes.map(([make]) => make),
    ...def.stock.usedMakes.map(([make]) => make),
    ...(def.stock.extras ?? []).map((extra) => extra.make),
  ]);
  return [...makes].sort();
}

export const franchises = (def: TenantDefinition) => (def.config.brands as string[] | undefined) ?? [];

/** `stocked`: makes with at least one unit in the cars feed; franchises are listed even without stock. */
export function buildManufacturers(def: TenantDefinition, images: ImageSet, stocked: Set<string>): FeedRecord[] {
  return tenantMakes(def)
    .filter((make) => stocked.has(make) || franchises(def).includes(make))
    .map((make, index) => ({
      id: String(index + 1),
      slug: slugify(make),
      name: make,
      logo: images.makeLogo(make),
      category: categoryOf(make),
      franchised: franchises(def).includes(make),
    }));
}

const BLURBS: Record<string, string> = {
  SUV: "Room for the family, the dog and the weekend gear, with the latest safety tech as standard.",
  Ute: "Tough enough for the worksite and comfortable enough for the weekend away.",
  Hatch: "Easy to park, cheap to run and packed with features for city life.",
  Sedan: "Refined, efficient and comfortable on the long drive up the coast.",
  Van: "Maximum cargo space and low running costs for your business.",
  "People Mover": "Seats for everyone and space for their luggage.",
  Coupe: "Pure driving enjoyment with head-turning looks.",
  Convertible: "Roof down, sun out: the open road as it should be.",
};

export function buildModels(def: TenantDefinition, ref: Date, images: ImageSet, rng: Rng): FeedRecord[] {
  const year = localYear(ref);
  const specs = franchises(def).flatMap((make) =>
    modelsOf(make).filter((spec) => spec.until === undefined && spec.since <= year),
  );
  return specs.map((spec, index) => {
    const from = newPriceOf(spec, 0);
    return {
      id: String(index + 1),
      slug: slugify(`${spec.make} ${spec.model}`),
      name: spec.model,
      make: spec.make,
      body: spec.body,
      year,
      // One feed sends this price formatted; the schema reads it as dollars.
      price_from: index === 2 ? `$${from}` : from,
      price_type: "Drive Away",
      image: images.primary(shapeOf(spec), rng.pick(COLOUR_FAMILIES)),
      description:
        spec.category === "caravan"
          ? `The ${spec.make} ${spec.model}: a ${spec.body.toLowerCase()} that sleeps ${spec.sleeps}, built for Australian roads.`
          : `The ${spec.make} ${spec.model}. ${BLURBS[spec.body] ?? "Built for Australian conditions."}`,
      variants: spec.badges,
    };
  });
}

/** Brands grid: franchises under "Our Brands", other stocked makes under their category. */
export function buildBrands(def: TenantDefinition, images: ImageSet, stocked: Set<string>): FeedRecord[] {
  const own = franchises(def);
  const sectionOf = { car: "Car", motorcycle: "Motorcycle", truck: "Truck" } as const;
  const entries: FeedRecord[] = own.map((make, index) => ({
    id: `b${index + 1}`,
    slug: slugify(make),
    name: make,
    section: "Our Brands",
    logo: images.makeLogo(make),
    url: `/${slugify(make)}/overview`,
    sort: index + 1,
  }));
  tenantMakes(def)
    .filter((make) => stocked.has(make) && !own.includes(make) && categoryOf(make) !== "caravan")
    .forEach((make, index) => {
      const section = sectionOf[categoryOf(make) as keyof typeof sectionOf];
      entries.push({
        id: `b${own.length + index + 1}`,
        slug: slugify(make),
        name: make,
        section,
        logo: images.makeLogo(make),
        url: `/search/${slugify(make)}`,
        sort: index + 1,
      });
    });
  return entries;
}
