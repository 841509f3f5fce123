import { buildBlogPosts } from "./blog.ts";
import { buildCars } from "./cars.ts";
import { buildBrands, buildManufacturers, buildModels, tenantMakes } from "./catalogue.ts";
import { buildLenders, buildOffers, buildPromos } from "./content.ts";
import { referenceDate } from "./dates.ts";
import { buildImages } from "./images.ts";
import { buildLocations, buildTenantConfig } from "./locations.ts";
import { roughUp } from "./messy.ts";
import { buildContentPages } from "./pages.ts";
import { Rng } from "./random.ts";
import { buildReviews } from "./reviews.ts";
import { buildPriceHistories } from "./price-history.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { benchDefinition, SAMPLE_TENANTS } from "./tenants.ts";
import { modelsOf, shapeOf, type Shape } from "./vehicles.ts";
import { formatJson, writeTenantFiles } from "./write.ts";
import { STOCK_EXPORT_FILE, stockExportCsv, stockExportFeedSettings } from "./stock-export.ts";

/** Builds a tenant folder (tenant.json, feed/*.json, public/images) from a definition. */

interface GenerateOptions {
  /** YYYY-MM-DD; dates are relative to it. Defaults to REFERENCE_DATE for stable output. */
  today?: string;
}

export interface TenantSummary {
  slug: string;
  dir: string;
  cars: number;
  byStatus: Record<string, number>;
  byType: Record<string, number>;
  byMake: Record<string, number>;
  mess: Record<string, number>;
  files: number;
  bytes: number;
}

/** Drawing order: the first three silhouettes also make up the hero image. */
const SHAPE_ORDER: Shape[] = [
  "suv",
  "ute",
  "hatch",
  "sedan",
  "van",
  "coupe",
  "truck",
  "motorcycle",
  "caravan",
  "offroad",
  "poptop",
  "camper",
];

function shapesOf(def: TenantDefinition): Shape[] {
  const used = new Set(tenantMakes(def).flatMap((make) => modelsOf(make).map(shapeOf)));
  return SHAPE_ORDER.filter((shape) => used.has(shape));
}

function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** Counts feed keywords the way the schema reads them ("In Stock" is in_stock). */
const tally = (values: unknown[]) =>
  countBy(
    values.map((value) =>
      String(value)
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_"),
    ),
  );

/** The drawn 6 to 12 offers, then any extra ones from their own stream (the rest of the content stream stays as it was). */
function buildAllOffers(def: TenantDefinition, ref: Date, images: ReturnType<typeof buildImages>, content: Rng) {
  const drawn = buildOffers(def, ref, images, content, content.int(6, 12));
  if (!def.extraOffers) return drawn;
  return [
    ...drawn,
    ...buildOffers(def, ref, images, new Rng(`${def.slug}:more-offers`), def.extraOffers, drawn.length),
  ];
}

function buildTenant(def: TenantDefinition, ref: Date) {
  const images = buildImages(def, shapesOf(def), tenantMakes(def));
  const content = new Rng(`${def.slug}:content`);
  const cars = buildCars(def, ref, images);
  const stocked = new Set(cars.map((car) => String(car.make)));
  const prices = buildPriceHistories(cars, ref); // before the mess writes some prices as text
  const mess = roughUp(cars, `${def.slug}:mess`);
  const feeds: Record<string, unknown[]> = {
    cars,
    locations: buildLocations(def, ref),
    manufacturers: buildManufacturers(def, images, stocked),
    models: buildModels(def, ref, images, content),
    brands: buildBrands(def, images, stocked),
    offers: buildAllOffers(def, ref, images, content),
    reviews: buildReviews(def, ref, content, content.int(16, 30)),
    lenders: buildLenders(def),
    promos: buildPromos(def, Math.min(3, def.locations.length)),
    blog: buildBlogPosts(def, ref, images, new Rng(`${def.slug}:blog`), 6),
    prices,
  };
  const config = buildTenantConfig(def, ref);
  const files = new Map<string, string>();
  if (def.stockExport) {
    const timeZone = String((def.config as { timeZone?: string }).timeZone ?? "Australia/Sydney");
    files.set(`feed/${STOCK_EXPORT_FILE}`, stockExportCsv(cars, timeZone));
    config.feed = { ...(config.feed as object), ...stockExportFeedSettings(cars, def.itemType) };
    delete feeds.cars;
  }
  files.set("tenant.json", `${formatJson(config)}\n`);
  for (const [name, records] of Object.entries(feeds)) files.set(`feed/${name}.json`, `${formatJson(records)}\n`);
  for (const [path, svg] of images.files) files.set(`public/${path}`, svg);
  for (const [path, markdown] of buildContentPages(def)) files.set(path, markdown);
  const summary = {
    cars: cars.length,
    byStatus: tally(cars.map((car) => car.status)),
    byType: tally(cars.map((car) => car.car_type)),
    byMake: countBy(cars.map((car) => String(car.make))),
    mess,
    files: files.size,
    bytes: [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
  };
  return { files, summary };
}

async function generate(outDir: string, def: TenantDefinition, options: GenerateOptions): Promise<TenantSummary> {
  const { files, summary } = buildTenant(def, referenceDate(options.today));
  const dir = await writeTenantFiles(outDir, def.slug, files);
  return { slug: def.slug, dir, ...summary };
}

/** Writes the three sample dealers into `<outDir>/<slug>/`. */
export async function generateSampleTenants(outDir: string, options: GenerateOptions = {}): Promise<TenantSummary[]> {
  const summaries: TenantSummary[] = [];
  for (const def of SAMPLE_TENANTS) summaries.push(await generate(outDir, def, options));
  return summaries;
}

/** Writes `<outDir>/bench-<count>/` (or `<outDir>/<slug>/`): a metro group with `count` cars, for build benchmarks. */
export async function generateLargeTenant(
  outDir: string,
  count: number,
  options: GenerateOptions & { slug?: string } = {},
): Promise<TenantSummary> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`the car count must be a positive whole number, got ${count}`);
  return generate(outDir, benchDefinition(count, options.slug), options);
}
