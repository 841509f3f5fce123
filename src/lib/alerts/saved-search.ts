import { SEARCH_PARAMS } from "../search/url-state.ts";

/** Longest saved search kept: a real one is a few filters. */
const MAX_SEARCH_LENGTH = 600;

/** Parameters a saved search keeps: what is searched, not which page or order. */
const KEPT = new Set(SEARCH_PARAMS.filter((name) => name !== "page" && name !== "sortBy"));

/**
 * A search page's query string as a saved search: only the search's own parameters, in a fixed
 * order, so the same search saved twice is one alert. Undefined when nothing is searched (an
 * alert for every car is not a search) or it is too long.
 */
export function savedSearchOf(queryString: string): string | undefined {
  const params = new URLSearchParams(queryString.startsWith("?") ? queryString.slice(1) : queryString);
  const kept = [...params]
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([name, value]) => KEPT.has(name) && value !== "" && value !== ":")
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  if (!kept.length) return undefined;
  const text = `?${new URLSearchParams(kept as [string, string][]).toString()}`;
  return text.length <= MAX_SEARCH_LENGTH ? text : undefined;
}
