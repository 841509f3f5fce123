import { brandOverviews, isCarOfModel, sortModels } from "#lib/catalogue/catalogue.ts";
import type { Car } from "#lib/feed/car.ts";
import type { Model } from "#lib/feed/catalogue.ts";
import { isListedInStock } from "#lib/inventory/stock.ts";
import { getFeed } from "./feed.ts";

/** The model range, make then name. */
export async function getModels(): Promise<Model[]> {
  return sortModels(await getFeed("models"));
}

/** One /{brand}/overview per make of the range. */
export async function getBrandOverviews() {
  const [models, manufacturers] = await Promise.all([getFeed("models"), getFeed("manufacturers")]);
  return brandOverviews(models, manufacturers);
}

let inStock: Promise<Car[]> | undefined;

/** The model's cars shown on the website and in stock, newest first. */
export async function getModelStock(model: Pick<Model, "make" | "name">) {
  // Once per build: every model page (and its key) looks through the same cars.
  inStock ??= getFeed("cars").then((cars) =>
    cars
      .filter(isListedInStock)
      .sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || a.id.localeCompare(b.id)),
  );
  return (await inStock).filter((car) => isCarOfModel(car, model));
}
