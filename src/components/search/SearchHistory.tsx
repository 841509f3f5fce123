import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useInstantSearch } from "react-instantsearch";
import { HIERARCHY_SEPARATOR } from "#lib/search/fields.ts";
import { recordSearch, savedSearches } from "../../stores/searches.ts";

const SETTLE_MS = 1500;

/** What a search is called in the history: its query and chosen values, "corolla · Toyota · SUV". */
function labelOf(state: { query?: string; refinementList?: Record<string, string[]> }): string {
  const values = Object.entries(state.refinementList ?? {})
    .filter(([attribute]) => attribute !== "make_model.lvl0" || !state.refinementList?.["make_model.lvl1"]?.length)
    .flatMap(([, list]) => list.map((value) => value.split(HIERARCHY_SEPARATOR).join(" ")));
  return [state.query, ...values].filter(Boolean).join(" · ");
}

/** Remembers the last 5 searches (spec §9) once a search has settled, and lists them. */
export function SearchHistory() {
  const { indexUiState } = useInstantSearch();
  const saved = useStore(savedSearches);
  const label = labelOf(indexUiState);
  useEffect(() => {
    if (!label) return;
    const timer = setTimeout(() => recordSearch(`${location.pathname}${location.search}`, label), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [label]);
  if (saved.length === 0) return null;
  return (
    <nav className="search-history" aria-label="Recent searches">
      <h2 className="facet__title">Recent searches</h2>
      <ul>
        {saved.map((entry) => (
          <li key={entry.url}>
            <a href={entry.url}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
