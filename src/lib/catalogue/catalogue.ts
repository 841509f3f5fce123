import { BRAND_SECTIONS, type BrandEntry, type Manufacturer, type Model } from "../feed/catalogue.ts";
import { slugify } from "../format/slug.ts";

/** Spec §9 "models/offers 21" per page; /models?body=… filters by body type. */
export const MODELS_PAGE_SIZE = 21;
export const MODEL_FILTERS = ["body"] as const;

/** The model range in a stable order: make, then name. */
export function sortModels<T extends Pick<Model, "make" | "name">>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => a.make.localeCompare(b.make) || a.name.localeCompare(b.name));
}

type BodyOption = { value: string; label: string; count: number };

/** Body types of the model range for the /models filter: value is the slug used in ?body=. */
export function modelBodyOptions(models: readonly Pick<Model, "body">[]): BodyOption[] {
  const counts = new Map<string, BodyOption>();
  for (const model of models) {
    if (!model.body) continue;
    const value = slugify(model.body);
    const option = counts.get(value) ?? { value, label: model.body, count: 0 };
    option.count += 1;
    counts.set(value, option);
  }
  return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function modelsWithBody<T extends Pick<Model, "body">>(models: readonly T[], body: string | undefined): T[] {
  return body ? models.filter((model) => model.body !== undefined && slugify(model.body) === body) : [...models];
}

/** Spec §2 /{model slug}: the model page, linked from the header's model menu. */
export function modelPath(model: Pick<Model, "slug">): string {
  return `/${model.slug}`;
}

/** The search for the model's stock: /search/{make}/{model}. */
export function modelSearchPath(model: Pick<Model, "make" | "name">): string {
  return `/search/${slugify(model.make)}/${slugify(model.name)}`;
}

/** Cars of the model: same make and model, as the feed spells them in any case. */
export function isCarOfModel(car: { make: string; model: string }, model: Pick<Model, "make" | "name">): boolean {
  const same = (a: string, b: string) => slugify(a) === slugify(b);
  return same(car.make, model.make) && same(car.model, model.name);
}

export type BrandOverview = { slug: string; name: string; logo?: string; models: Model[] };

/**
 * Spec §2 /{brand}/overview: one per make of the model range, named and pictured by the
 * manufacturers feed where it lists the make.
 */
export function brandOverviews(
  models: readonly Model[],
  manufacturers: readonly Pick<Manufacturer, "slug" | "name" | "logo">[],
): BrandOverview[] {
  const byMake = new Map<string, BrandOverview>();
  for (const model of sortModels(models)) {
    const slug = slugify(model.make);
    const maker = manufacturers.find((m) => slugify(m.slug) === slug || slugify(m.name) === slug);
    const overview = byMake.get(slug) ?? {
      slug,
      name: maker?.name ?? model.make,
      ...(maker?.logo ? { logo: maker.logo } : {}),
      models: [],
    };
    overview.models.push(model);
    byMake.set(slug, overview);
  }
  return [...byMake.values()];
}

export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}

type BrandSection = { section: (typeof BRAND_SECTIONS)[number]; entries: (BrandEntry & { href: string })[] };

/**
 * Spec §2 "Brands grid sections: Car, Motorcycle, Truck, Our Brands", in that order, empty
 * sections left out; entries by their feed sort, then name. An entry without its own link goes
 * to the make's overview when there is one, else to the make's search.
 */
export function brandSections(
  entries: readonly BrandEntry[],
  overviewSlugs: ReadonlySet<string> = new Set(),
): BrandSection[] {
  return BRAND_SECTIONS.map((section) => ({
    section,
    entries: entries
      .filter((entry) => entry.section === section)
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
      .map((entry) => ({
        ...entry,
        href: entry.url ?? (overviewSlugs.has(entry.slug) ? brandOverviewPath(entry.slug) : `/search/${entry.slug}`),
      })),
  })).filter((group) => group.entries.length > 0);
}
