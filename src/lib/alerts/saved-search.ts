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

const RANGE_WORDS: Record<string, (low: string, high: string) => string> = {
  price: (low, high) => (low && high ? `$${low}–$${high}` : high ? `up to $${high}` : `from $${low}`),
  km: (low, high) => (low && high ? `${low}–${high} km` : high ? `up to ${high} km` : `from ${low} km`),
  year: (low, high) => (low && high ? `${low}–${high}` : high ? `up to ${high}` : `from ${low}`),
};

/** A saved search in words for the shopper's list: "Toyota · RAV4 · up to $35000 · "ute"". */
export function describeSearch(search: string): string {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const words: string[] = [];
  for (const [name, value] of params) {
    const range = RANGE_WORDS[name];
    if (range) {
      const [low = "", high = ""] = value.split(":");
      words.push(range(low, high));
    } else if (name === "query") words.push(`“${value}”`);
    else words.push(value.includes(">") ? value.split(">").at(-1)!.trim() : value);
  }
  return words.join(" · ");
}
