import type { Columns } from "./columns.ts";
import { ALPHA_SORTED_FACETS, FACET_ORDER } from "./fields.ts";

type FacetOrdering = {
  facets: { order: string[] };
  values: Record<string, { order?: string[]; sortRemainingBy: "count" | "alpha" | "hidden" }>;
};
export type RenderingContent = { facetOrdering: FacetOrdering };

/** Bucket facets and the number that puts their labels in order ("Under $10,000" before "$10,000 - $20,000"). */
const BUCKETS_BY: Readonly<Record<string, string>> = { price_range: "price", weekly_price_range: "weekly_price" };

function bucketOrder(columns: Columns, facet: string, by: string): string[] {
  const facetColumn = columns.facets.get(facet);
  const numbers = columns.numbers.get(by)?.values;
  if (!facetColumn || !numbers) return [];
  const lowest = new Float64Array(facetColumn.values.length).fill(Number.POSITIVE_INFINITY);
  for (let d = 0; d < columns.size; d++) {
    for (let k = facetColumn.offsets[d]!; k < facetColumn.offsets[d + 1]!; k++) {
      const id = facetColumn.codes[k]!;
      if (numbers[d]! < lowest[id]!) lowest[id] = numbers[d]!;
    }
  }
  return facetColumn.values
    .map((value, id) => ({ value, low: lowest[id]! }))
    .sort((a, b) => a.low - b.low)
    .map((entry) => entry.value);
}

/**
 * renderingContent.facetOrdering (filled by both backends, docs/architecture.md § The original design): the sidebar order, only
 * facets that have at least one value in this tenant's index (no empty "Categories" box), and how
 * values sort within each.
 */
export function renderingContent(columns: Columns, order: readonly string[] = FACET_ORDER): RenderingContent {
  const present = (facet: string) => {
    const facetColumn = columns.facets.get(facet);
    if (facetColumn) return facetColumn.values.length > 0;
    const numbers = columns.numbers.get(facet)?.values;
    return numbers ? numbers.some((value) => !Number.isNaN(value)) : false;
  };
  const facets = order.filter(present);
  const values: FacetOrdering["values"] = {};
  for (const facet of facets) {
    const by = BUCKETS_BY[facet];
    if (by) values[facet] = { order: bucketOrder(columns, facet, by), sortRemainingBy: "alpha" };
    else values[facet] = { sortRemainingBy: ALPHA_SORTED_FACETS.includes(facet) ? "alpha" : "count" };
  }
  return { facetOrdering: { facets: { order: facets }, values } };
}
