import { normalizeTerm } from "./text-index.ts";

export type FacetHit = { value: string; highlighted: string; count: number };

/** Algolia's default maxFacetHits. */
const MAX_FACET_HITS = 10;

/**
 * searchForFacetValues ("Search makes..."): the values with a word starting with the query,
 * case- and accent-insensitively, highlighted, most frequent first. `counts` is already in count
 * order and already respects the other refinements.
 */
export function facetValueHits(
  counts: Record<string, number>,
  query: string,
  maxFacetHits = MAX_FACET_HITS,
  tags: { pre: string; post: string } = { pre: "<em>", post: "</em>" },
): FacetHit[] {
  const wanted = normalizeTerm(query.trim());
  const hits: FacetHit[] = [];
  for (const [value, count] of Object.entries(counts)) {
    if (hits.length >= Math.max(1, maxFacetHits)) break;
    if (!wanted) {
      hits.push({ value, highlighted: value, count });
      continue;
    }
    const word = /[\p{L}\p{N}]+/gu;
    let found: RegExpExecArray | null;
    while ((found = word.exec(value))) {
      // normalizeTerm keeps the length of plain letters; accented ones may differ, so compare by prefix of the normalized word.
      if (!normalizeTerm(found[0]).startsWith(wanted.split(/\s+/)[0]!)) continue;
      const end = found.index + Math.min(found[0].length, wanted.length);
      if (!normalizeTerm(value.slice(found.index)).startsWith(wanted)) continue;
      hits.push({
        value,
        highlighted: `${value.slice(0, found.index)}${tags.pre}${value.slice(found.index, end)}${tags.post}${value.slice(end)}`,
        count,
      });
      break;
    }
  }
  return hits;
}
