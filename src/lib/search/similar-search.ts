import { priceWindow, SIMILAR_CARS_MAX, type SimilarCarsOptions } from "../inventory/similar-cars.ts";
import { IN_STOCK_STATUSES } from "../inventory/stock.ts";
import { INDEX_NAME, MAKE_MODEL_LEVELS } from "./fields.ts";
import type { SearchPreset } from "./routes.ts";
import type { IndexUiState } from "./url-state.ts";

/**
 * Spec §2 "carousel for similar cars" on a search with few or no results: one multi-search of
 * progressively looser requests built from what the shopper asked for; the first that finds cars
 * is shown. The car page's similar-cars rule (§9) with the dealer's settings (`inventory.similarCars`,
 * by default up to 6, in stock only, within ±10,000 under 50,000 else ±25,000) around the price the
 * shopper asked about.
 */
export const FEW_RESULTS = 4;

type SimilarRequest = {
  indexName: string;
  params: { query: string; hitsPerPage: number; page: number; facetFilters: string[][]; numericFilters: string[] };
};

const IN_STOCK = IN_STOCK_STATUSES.map((status) => `status:${status}`);

/** The price the shopper aimed at: the middle of a two-sided range, else its one side. */
export function anchorPrice(range: string | undefined): number | undefined {
  if (!range) return undefined;
  const [min, max] = range.split(":").map((side) => (side.trim() === "" ? undefined : Number(side)));
  const valid = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined);
  const low = valid(min);
  const high = valid(max);
  if (low !== undefined && high !== undefined) return Math.round((low + high) / 2);
  return high ?? low;
}

export function similarRequests(
  state: IndexUiState,
  preset: SearchPreset,
  options: SimilarCarsOptions = {},
): SimilarRequest[] {
  const refined = { ...preset, ...state.refinementList };
  const makes = refined[MAKE_MODEL_LEVELS[0]] ?? refined.make ?? [];
  const bodies = refined.body ?? [];
  const price = anchorPrice(state.range?.price);
  const numericFilters =
    price === undefined
      ? []
      : [`price>=${Math.max(0, price - priceWindow(price, options))}`, `price<=${price + priceWindow(price, options)}`];
  const anyOf = (attribute: string, values: readonly string[]) =>
    values.length ? [values.map((v) => `${attribute}:${v}`)] : [];
  const request = (facetFilters: string[][], numeric: string[]): SimilarRequest => ({
    indexName: INDEX_NAME,
    params: {
      query: "",
      hitsPerPage: options.max ?? SIMILAR_CARS_MAX,
      page: 0,
      facetFilters: [IN_STOCK, ...facetFilters],
      numericFilters: numeric,
    },
  });
  const candidates = [
    request([...anyOf(MAKE_MODEL_LEVELS[0], makes), ...anyOf("body", bodies)], numericFilters),
    request(anyOf(MAKE_MODEL_LEVELS[0], makes), numericFilters),
    request(anyOf("body", bodies), numericFilters),
    request([], numericFilters),
    request([], []),
  ];
  // One request per distinct set of filters, loosest last.
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = JSON.stringify(c.params);
    return !seen.has(key) && seen.add(key);
  });
}

/** The first answer with cars, without the ones already on screen. */
export function pickSimilar<H extends { objectID: string }>(
  answers: readonly { hits: readonly H[] }[],
  shown: ReadonlySet<string>,
): H[] {
  for (const answer of answers) {
    const fresh = answer.hits.filter((hit) => !shown.has(hit.objectID));
    if (fresh.length) return fresh;
  }
  return [];
}
