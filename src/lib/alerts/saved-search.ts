import { formatDollars, formatKm } from "../format/money.ts";
import type { FacetValues } from "../search/facet-values.ts";
import { HIERARCHY_SEPARATOR } from "../search/fields.ts";
import { queryToState, REFINEMENT_ATTRIBUTES, SEARCH_PARAMS } from "../search/url-state.ts";

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

/** A range end as the search page's chips say it: "$20,000", "50,000 km", "2018". */
const RANGE_ENDS: Readonly<Record<string, (value: number, currency?: string) => string>> = {
  price: (value, currency) => formatDollars(value, currency),
  km: formatKm,
  year: String,
};

function rangeWords(field: string, range: string, currency?: string): string {
  const [low, high] = range.split(":").map((side) => (side === "" ? "" : RANGE_ENDS[field]!(Number(side), currency)));
  if (field === "km" && low && high) return `${low.replace(/ km$/, "")}–${high}`;
  return low && high ? `${low}–${high}` : high ? `up to ${high}` : `from ${low}`;
}

/** A facet value in the words of the search page's chips: "Toyota RAV4", "Used", "7 seats". */
function valueWords(attribute: string, value: string): string {
  if (attribute === "car_type") return value.charAt(0).toUpperCase() + value.slice(1);
  if (attribute === "seats") return `${value} seats`;
  if (attribute === "location_name" || attribute === "dealership_name") return `at ${value}`;
  return value.split(HIERARCHY_SEPARATOR).join(" ");
}

export interface DescribeOptions {
  /**
   * The values the dealer's stock has for each facet (`facetValuesOf`). Given, the description is
   * fit for a message to an address that has not confirmed it: only values from this list are
   * named (anything else in the search is someone's typing) and search words are not repeated.
   * Omitted, every value is named and the words quoted (the shopper's own list of alerts).
   */
  known?: FacetValues;
  /** The dealer's currency for the price range (functions serve every dealer). */
  currency?: string;
}

/**
 * A saved search in words, by its filters as the search page names them, in the page's order:
 * "Used · Toyota RAV4 · SUV · $20,000–$70,000 · up to 50,000 km · with your search words".
 */
export function describeSearch(search: string, options: DescribeOptions = {}): string {
  const { known, currency } = options;
  const state = queryToState(search.startsWith("?") ? search.slice(1) : search, {}, known ?? {});
  const chosen = state.refinementList ?? {};
  const words: string[] = [];
  let unnamed = false;
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    for (const value of chosen[attribute] ?? []) {
      if (known && !known[attribute]?.includes(value)) {
        unnamed = true;
        continue;
      }
      // "Toyota RAV4" says the make already.
      if (
        attribute === "make_model.lvl0" &&
        (chosen["make_model.lvl1"] ?? []).some((model) => model.startsWith(`${value}${HIERARCHY_SEPARATOR}`))
      )
        continue;
      words.push(valueWords(attribute, value));
    }
  }
  for (const [field, range] of Object.entries(state.range ?? {})) words.push(rangeWords(field, range, currency));
  if (state.query) words.push(known ? "with your search words" : `“${state.query}”`);
  if (unnamed) words.push("with your other filters");
  return words.join(" · ");
}
