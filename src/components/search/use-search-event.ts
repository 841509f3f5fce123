import { useEffect, useRef } from "react";
import { trackEvent } from "../../client/analytics/track.ts";
import type { IndexUiState } from "#lib/search/url-state.ts";

/** How long a search must stay as it is to count as one (not each keystroke or slider step). */
export const SEARCH_SETTLED_MS = 1500;

/**
 * §7 event 26 (search_performed), and through it the dealer's tags: once per settled
 * search that asks for something — words or at least one filter — with how many it found.
 */
export function useSearchEvent(ready: boolean, state: IndexUiState, results: number): void {
  const reported = useRef("");
  const query = state.query?.trim() ?? "";
  const filters =
    Object.values(state.refinementList ?? {}).reduce((count, values) => count + values.length, 0) +
    Object.values(state.range ?? {}).filter((range) => range && range !== ":").length;
  const key = JSON.stringify([query, state.refinementList ?? {}, state.range ?? {}]);
  useEffect(() => {
    if (!ready || (!query && filters === 0)) return;
    const timer = setTimeout(() => {
      if (key === reported.current) return;
      reported.current = key;
      trackEvent(26, { ...(query ? { query: query.slice(0, 200) } : {}), filters, results });
    }, SEARCH_SETTLED_MS);
    return () => clearTimeout(timer);
  }, [ready, key, results]);
}
