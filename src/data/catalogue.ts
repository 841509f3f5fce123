import { brandOverviews, isCarOfModel, sortModels } from "#lib/catalogue/catalogue.ts";
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

/** The model's cars shown on the website and in stock, newest first. */
export async function getModelStock(model: Pick<Model, "make" | "name">) {
  const cars = await getFeed("cars");
  return cars
    .filter((car) => isListedInStock(car) && isCarOfModel(car, model))
    .sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? "") || a.id.localeCompare(b.id));
}
