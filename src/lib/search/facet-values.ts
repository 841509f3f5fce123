import { normalizeTerm } from "./query-words.ts";

/**
 * Facet values as URLs carry them: a shopper (or a link from elsewhere) may write `?make=toyota`
 * or `?body=suv` where the index holds `Toyota` and `SUV`. The search page knows each facet's
 * values from the build and reads a value from the URL as the index spells it, so the filter,
 * its checkbox and its chip all match the cars.
 */
export type FacetValues = Readonly<Record<string, readonly string[]>>;

/** Each attribute's distinct values over the documents, sorted. */
export function facetValuesOf(documents: readonly object[], attributes: readonly string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const attribute of attributes) {
    const values = new Set<string>();
    for (const doc of documents as readonly Record<string, unknown>[]) {
      const value = doc[attribute];
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined && one !== "") values.add(String(one));
    }
    if (values.size > 0) found[attribute] = [...values].sort();
  }
  return found;
}

/** The index's spelling of a value (exact match first, then ignoring case and accents), or the value as given. */
export function canonicalFacetValue(values: readonly string[] | undefined, value: string): string {
  if (!values || values.includes(value)) return value;
  const wanted = normalizeTerm(value);
  return values.find((candidate) => normalizeTerm(candidate) === wanted) ?? value;
}
