import { slugify } from "../format/slug.ts";

/** The make → model → badge pickers of the trade-in valuation, from the dealer's model range and stock. */
export interface TradeInMake {
  name: string;
  models: { name: string; badges: string[] }[];
}

interface Named {
  make: string;
  name?: string;
  model?: string;
  badge?: string;
  variants?: readonly string[];
}

/** Makes and models of the model range (its variants as badges) and of every feed car, merged by name, sorted. */
export function tradeInCatalogue(models: readonly Named[], cars: readonly Named[]): TradeInMake[] {
  const makes = new Map<string, { name: string; models: Map<string, { name: string; badges: Map<string, string> }> }>();
  const add = (make: string, model: string | undefined, badges: readonly (string | undefined)[]) => {
    if (!make.trim() || !model?.trim()) return;
    const entry = makes.get(slugify(make)) ?? { name: make.trim(), models: new Map() };
    makes.set(slugify(make), entry);
    const modelEntry = entry.models.get(slugify(model)) ?? { name: model.trim(), badges: new Map() };
    entry.models.set(slugify(model), modelEntry);
    for (const badge of badges) if (badge?.trim()) modelEntry.badges.set(slugify(badge), badge.trim());
  };
  for (const model of models) add(model.make, model.name, model.variants ?? []);
  for (const car of cars) add(car.make, car.model, [car.badge]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...makes.values()]
    .map((make) => ({
      name: make.name,
      models: [...make.models.values()]
        .map((m) => ({ name: m.name, badges: [...m.badges.values()].sort((a, b) => a.localeCompare(b)) }))
        .sort(byName),
    }))
    .sort(byName);
}
