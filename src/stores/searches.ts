import { persistentAtom } from "@nanostores/persistent";
import { decodeList, prependUnique } from "./persistent-list.ts";

export const SEARCHES_KEY = "forecourt:searches";
/** Spec §9: search history keeps the last 5 searches. */
export const SEARCH_HISTORY_LIMIT = 5;

export interface SavedSearch {
  /** Path and query string of the search, e.g. "/search/new-used-and-demo-cars?make=Toyota". */
  url: string;
  /** What the shopper reads: "Toyota · SUV", "corolla". */
  label: string;
  /** Epoch milliseconds. */
  savedAt: number;
}

const NONE: readonly SavedSearch[] = Object.freeze([]);

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.url === "string" &&
    entry.url.startsWith("/") &&
    typeof entry.label === "string" &&
    typeof entry.savedAt === "number"
  );
}

export function decodeSearches(encoded: string): readonly SavedSearch[] {
  return decodeList(encoded, isSavedSearch, NONE);
}

/** Newest first, one entry per URL, at most `limit`. */
export function addSearch(
  list: readonly SavedSearch[],
  entry: SavedSearch,
  limit = SEARCH_HISTORY_LIMIT,
): SavedSearch[] {
  return prependUnique(list, entry, (search) => search.url, limit);
}

export const savedSearches = persistentAtom<readonly SavedSearch[]>(SEARCHES_KEY, NONE, {
  encode: (list) => JSON.stringify(list),
  decode: decodeSearches,
});

export function recordSearch(url: string, label: string, now = Date.now()): void {
  if (!label) return;
  savedSearches.set(addSearch(savedSearches.get(), { url, label, savedAt: now }));
}
