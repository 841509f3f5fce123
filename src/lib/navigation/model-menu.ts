import type { Model } from "../feed/catalogue.ts";

export interface ModelMenuGroup {
  make: string;
  models: { name: string; href: string }[];
}

/**
 * The header's model dropdown: models grouped by make, franchised brands first in the dealer's
 * order, then the rest alphabetically; each links to its model page (`/{model slug}`).
 */
export function buildModelMenu(
  models: readonly Pick<Model, "name" | "slug" | "make">[],
  brandOrder: readonly string[],
): ModelMenuGroup[] {
  const byMake = new Map<string, ModelMenuGroup>();
  for (const model of models) {
    const group = byMake.get(model.make) ?? { make: model.make, models: [] };
    group.models.push({ name: model.name, href: `/${model.slug}` });
    byMake.set(model.make, group);
  }
  const rank = (make: string) => {
    const index = brandOrder.findIndex((brand) => brand.toLowerCase() === make.toLowerCase());
    return index === -1 ? brandOrder.length : index;
  };
  const groups = [...byMake.values()].sort((a, b) => rank(a.make) - rank(b.make) || a.make.localeCompare(b.make));
  for (const group of groups) group.models.sort((a, b) => a.name.localeCompare(b.name));
  return groups;
}
