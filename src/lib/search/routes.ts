import { slugify } from "../format/slug.ts";
import { HIERARCHY_SEPARATOR } from "./fields.ts";

/**
 * Spec §2 search routes. Each route presets refinements (attribute → values) and has its own
 * title and description; the shopper's further choices live in the query string (url-state.ts).
 */
export type SearchPreset = Readonly<Record<string, readonly string[]>>;

export type SearchRoute = {
  /** Path without slashes around it, e.g. "toyota/corolla". */
  path: string;
  preset: SearchPreset;
  /** Heading and <title>: "Used Cars", "Toyota Corolla", "Cars at Harbour City Toyota". */
  title: string;
  description: string;
};

export const DEFAULT_SEARCH_PATH = "new-used-and-demo-cars";

type ConditionRoute = { path: string; carTypes: readonly string[]; words: string };

/** The condition routes, default first. */
export const CONDITION_ROUTES: readonly ConditionRoute[] = [
  { path: DEFAULT_SEARCH_PATH, carTypes: [], words: "New, Used and Demo" },
  { path: "used-cars", carTypes: ["used"], words: "Used" },
  { path: "new-and-demo-cars", carTypes: ["new", "demo"], words: "New and Demo" },
  { path: "demo-cars", carTypes: ["demo"], words: "Demo" },
  { path: "new-cars", carTypes: ["new"], words: "New" },
];

type RouteLabels = { dealer: string; plural: string };

const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

export function searchPath(path: string): string {
  return `/search/${path}`;
}

function makeModelPreset(make: string, model?: string): SearchPreset {
  return model === undefined
    ? { "make_model.lvl0": [make] }
    : { "make_model.lvl0": [make], "make_model.lvl1": [`${make}${HIERARCHY_SEPARATOR}${model}`] };
}

/**
 * Every search route of a tenant: the condition routes, one per make and per make and model that
 * has cars in the feed (the build's redirects for unbuilt cars land on these), one per location,
 * one per dealership. A path already taken keeps its first meaning (condition, make, location,
 * then dealership).
 */
export function searchRoutes(
  cars: readonly { make: string; model: string }[],
  locations: readonly { slug: string; name: string }[],
  labels: RouteLabels,
  dealerships: readonly Dealership[] = [],
): SearchRoute[] {
  const plural = capitalise(labels.plural);
  const routes = new Map<string, SearchRoute>();
  const add = (route: SearchRoute) => {
    if (route.path && !route.path.startsWith("/") && !routes.has(route.path)) routes.set(route.path, route);
  };
  for (const condition of CONDITION_ROUTES) {
    add({
      path: condition.path,
      preset: condition.carTypes.length ? { car_type: condition.carTypes } : {},
      title: `${condition.words} ${plural}`,
      description: `Browse ${condition.words.toLowerCase()} ${labels.plural} for sale at ${labels.dealer}.`,
    });
  }
  const makes = new Map<string, Set<string>>();
  for (const car of cars) {
    if (!makes.has(car.make)) makes.set(car.make, new Set());
    makes.get(car.make)!.add(car.model);
  }
  for (const [make, models] of [...makes].sort(([a], [b]) => a.localeCompare(b))) {
    add({
      path: slugify(make),
      preset: makeModelPreset(make),
      title: `${make} ${plural}`,
      description: `${make} ${labels.plural} for sale at ${labels.dealer}: new, used and demo.`,
    });
    for (const model of [...models].sort()) {
      add({
        path: `${slugify(make)}/${slugify(model)}`,
        preset: makeModelPreset(make, model),
        title: `${make} ${model}`,
        description: `${make} ${model} ${labels.plural} for sale at ${labels.dealer}: new, used and demo.`,
      });
    }
  }
  for (const location of locations) {
    add({
      path: slugify(location.slug),
      preset: { location_name: [location.name] },
      title: `${plural} at ${location.name}`,
      description: `${plural} for sale at ${location.name}.`,
    });
  }
  for (const dealership of dealerships) {
    add({
      path: slugify(dealership.slug),
      preset: { dealership_name: [dealership.name] },
      title: `${plural} at ${dealership.name}`,
      description: `${plural} for sale at ${dealership.name}, part of ${labels.dealer}.`,
    });
  }
  return [...routes.values()];
}

export type Dealership = { slug: string; name: string };

type RouteCar = {
  make: string;
  model: string;
  dealership_id?: string;
  dealership_slug?: string;
  dealership_name?: string;
};

/** A tenant's search routes, as the search pages and the sitemap both list them. */
export function tenantSearchRoutes(
  config: { name: string; itemLabel: { plural: string } },
  cars: readonly RouteCar[],
  locations: readonly { slug: string; name: string; dealership_id?: string; dealership_name?: string }[],
): SearchRoute[] {
  return searchRoutes(
    cars,
    locations,
    { dealer: config.name, plural: config.itemLabel.plural },
    dealershipsOf(cars, locations),
  );
}

/**
 * The dealerships cars belong to (§2 /search/{dealership_slug}), by the slug cars carry, named
 * as the cars or the locations of that dealership name them; cars without a slug or name are left out.
 */
export function dealershipsOf(
  cars: readonly { dealership_id?: string; dealership_slug?: string; dealership_name?: string }[],
  locations: readonly { dealership_id?: string; dealership_name?: string }[],
): Dealership[] {
  const found = new Map<string, string>();
  for (const car of cars) {
    if (!car.dealership_slug || found.has(car.dealership_slug)) continue;
    const name =
      car.dealership_name ??
      locations.find((l) => l.dealership_id && l.dealership_id === car.dealership_id)?.dealership_name;
    if (name) found.set(car.dealership_slug, name);
  }
  return [...found].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The route for a path among a tenant's routes, or undefined. */
export function routeFor(routes: readonly SearchRoute[], path: string): SearchRoute | undefined {
  const clean = path.replace(/^\/+|\/+$/g, "").replace(/^search\//, "");
  return routes.find((route) => route.path === clean);
}
