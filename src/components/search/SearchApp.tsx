import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { InstantSearch, useInstantSearch } from "react-instantsearch";
import type { SearchBackend } from "#lib/search/backend.ts";
import type { FacetValues } from "#lib/search/facet-values.ts";
import { INDEX_NAME } from "#lib/search/fields.ts";
import { carryOver } from "./carry-over.ts";
import { type LiveSearch, loadSearchClient, refreshOnLiveStock } from "./search-client.ts";
import { searchRouting } from "./search-routing.ts";
import { SearchView, type SearchViewProps } from "./SearchView.tsx";
import { SEARCH_STAND_IN } from "./stand-in.ts";

export type SearchAppProps = SearchViewProps & {
  /** This page's path, e.g. "/search/toyota/corolla": its preset applies while the shopper is on it. */
  path: string;
  /** Embedded index (on the page or in a Web Worker) or Typesense, as the tenant config says. */
  backend: SearchBackend;
  /** Each URL facet's values as the index spells them, so `?make=toyota` means Toyota. */
  facetValues?: FacetValues;
};

/**
 * The live search page: hydrated on the shopper's first interaction (client:interaction)
 * or at once when the address holds a search. It draws InstantSearch hidden beside the build's
 * stand-in (StaticSearch) and, on its first answer, carries over what the shopper already did to
 * the stand-in and takes its place.
 */
export default function SearchApp({ path, backend, facetValues, ...view }: SearchAppProps) {
  const [search, setSearch] = useState<LiveSearch>();
  const [failed, setFailed] = useState(false);
  const [answered, setAnswered] = useState(false);
  // Made once: InstantSearch reads its router when it starts.
  const [router] = useState(() => searchRouting(path, view.preset, facetValues));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadSearchClient(backend)
      // A transition: React renders the whole InstantSearch tree in slices, not one long task.
      .then((loaded) => live && startTransition(() => setSearch(loaded)))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      });
    return () => void (live = false);
  }, []);
  useLayoutEffect(() => {
    const standIn = document.querySelector(SEARCH_STAND_IN);
    if (!answered || !standIn || !root.current) return;
    carryOver(standIn, root.current);
    standIn.remove();
  }, [answered]);
  return (
    <>
      {failed && (
        <p role="alert" className="search-error">
          Filters are unavailable right now. Please reload the page to try again.
        </p>
      )}
      {search && (
        <div ref={root} className="search-app" hidden={!answered}>
          <InstantSearch
            searchClient={search.client}
            indexName={INDEX_NAME}
            routing={router}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <LiveStockRefresh search={search} />
            <SearchView {...view} client={search.client} live onAnswered={() => setAnswered(true)} />
          </InstantSearch>
        </div>
      )}
    </>
  );
}

/** Searches again when stock changes arrive after the results were drawn (a car sold meanwhile leaves). */
function LiveStockRefresh({ search }: { search: LiveSearch }) {
  const { refresh } = useInstantSearch();
  useEffect(
    () =>
      refreshOnLiveStock(search, () => {
        try {
          refresh();
        } catch {
          // Not started yet (this effect can run before InstantSearch's): its first search sees the change.
        }
      }),
    [search, refresh],
  );
  return null;
}
