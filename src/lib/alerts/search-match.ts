import type { SearchDocument } from "../search/document.ts";
import { createSearchEngine } from "../search/embedded-engine.ts";
import { queryToState } from "../search/url-state.ts";

/**
 * Which new cars a saved search matches: the cars the search page would show for it,
 * found by the same embedded engine the page uses (its facets, ranges and words), over just the
 * new cars, so a thousand saved searches cost a thousand small lookups.
 */
export function savedSearchRequest(search: string) {
  const state = queryToState(search);
  const facetFilters = Object.entries(state.refinementList ?? {}).map(([attribute, values]) =>
    values.map((value) => `${attribute}:${value}`),
  );
  const numericFilters = Object.entries(state.range ?? {}).flatMap(([attribute, range]) => {
    const [low, high] = range.split(":");
    return [low ? `${attribute}>=${low}` : undefined, high ? `${attribute}<=${high}` : undefined].filter(
      (filter): filter is string => filter !== undefined,
    );
  });
  return { query: state.query ?? "", facetFilters, numericFilters, hitsPerPage: 1000 };
}

export interface SearchMatcher {
  /** Ids of the cars the saved search matches. */
  matches(search: string): string[];
}

export function searchMatcher(documents: readonly SearchDocument[]): SearchMatcher {
  const engine = createSearchEngine(documents);
  return {
    matches: (search) =>
      documents.length ? engine.search(savedSearchRequest(search)).hits.map((hit) => String(hit.id)) : [],
  };
}
