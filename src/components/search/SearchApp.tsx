import { useEffect, useRef, useState } from "react";
import type { SearchClient, UiState } from "instantsearch.js";
import { history } from "instantsearch.js/es/lib/routers";
import { InstantSearch, useInstantSearch, useStats } from "react-instantsearch";
import { formatDollars, formatKm } from "../../lib/format/money.ts";
import type { SearchDocument } from "../../lib/search/document.ts";
import { createEmbeddedSearchClient, toSearchClient } from "../../lib/search/embedded-client.ts";
import { INDEX_NAME } from "../../lib/search/fields.ts";
import { formatResultCount } from "../../lib/search/result-count.ts";
import { DEFAULT_SEARCH_PATH, searchPath, type SearchPreset } from "../../lib/search/routes.ts";
import { queryToState, stateToQuery, type IndexUiState } from "../../lib/search/url-state.ts";
import { ClearFilters, CurrentRefinements } from "./CurrentRefinements.tsx";
import { FacetList } from "./FacetList.tsx";
import { FilterDrawer } from "./FilterDrawer.tsx";
import { Hits } from "./Hits.tsx";
import { MakeRefinement } from "./MakeRefinement.tsx";
import { NO_RESULTS_TEXT, NO_RESULTS_TITLE, NoResults } from "./NoResults.tsx";
import { Pagination } from "./Pagination.tsx";
import { RangeSlider } from "./RangeSlider.tsx";
import { ResultGrid } from "./ResultCard.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SimilarCars } from "./SimilarCars.tsx";
import { FEW_RESULTS } from "../../lib/search/similar-search.ts";
import type { PromoTile } from "../../lib/search/promo-tile.ts";
import { SearchHistory } from "./SearchHistory.tsx";
import { SortBy } from "./SortBy.tsx";
import { Stats } from "./Stats.tsx";
import type { CardHit, CardSettings } from "./types.ts";
import "./search.css";

export type SearchAppProps = {
  title: string;
  /** This page's path, e.g. "/search/toyota/corolla": its preset applies while the shopper is on it. */
  path: string;
  preset: SearchPreset;
  /** The preset's first page and count, rendered by the build. */
  initialHits: CardHit[];
  initialCount: number;
  settings: CardSettings;
  itemLabel: { singular: string; plural: string };
  indexUrl?: string;
  /** The dealer's promo tile and its 1-based position in a page of results (features.promoTile). */
  promo?: { tile: PromoTile; position: number };
  /** Make name → logo URL from the manufacturers feed, for the make cards. */
  makeLogos?: Record<string, string>;
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/** The search page: the build's first page until the index is loaded, then InstantSearch over the embedded engine. */
export default function SearchApp(props: SearchAppProps) {
  const [client, setClient] = useState<SearchClient>();
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    fetch(props.indexUrl ?? "/search-index.json")
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchDocument[]>;
      })
      .then((documents) => live && setClient(toSearchClient(createEmbeddedSearchClient(documents))))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      });
    return () => void (live = false);
  }, []);
  const toTop = () => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };
  return (
    <div className="search-app">
      <h1 ref={heading} tabIndex={-1} className="search-app__title">{props.title}</h1>
      {failed && <p role="alert" className="search-error">Filters are unavailable right now. Please reload the page to try again.</p>}
      {client ? (
        <InstantSearch searchClient={client} indexName={INDEX_NAME} routing={routing(props.path, props.preset)} future={{ preserveSharedStateOnUnmount: true }}>
          <SearchLayout {...props} client={client} onPage={toTop} />
        </InstantSearch>
      ) : <StaticResults {...props} />}
    </div>
  );
}

function routing(path: string, preset: SearchPreset) {
  return {
    router: history<IndexUiState>({
      createURL: ({ routeState, location }) => `${location.origin}${searchPath(DEFAULT_SEARCH_PATH)}${stateToQuery(routeState)}`,
      parseURL: ({ location }) => queryToState(location.search, samePath(location.pathname, path) ? preset : {}),
      cleanUrlOnDispose: false,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => (uiState[INDEX_NAME] ?? {}) as IndexUiState,
      routeToState: (route: IndexUiState) => ({ [INDEX_NAME]: route }) as UiState,
    },
  };
}

/** What the HTML holds before JavaScript: the count and first page of this route's preset. */
function StaticResults({ initialHits, initialCount, settings, itemLabel, promo }: SearchAppProps) {
  return (
    <div className="search-layout">
      <section className="search-results" aria-label="Results">
        <p className="search-stats">{formatResultCount(initialCount)} {initialCount === 1 ? itemLabel.singular : itemLabel.plural}</p>
        {initialCount === 0 ? (
          <div className="no-results"><h2>{NO_RESULTS_TITLE}</h2><p>{NO_RESULTS_TEXT}</p><a href={searchPath(DEFAULT_SEARCH_PATH)}>See all {itemLabel.plural}</a></div>
        ) : <div className="results"><ResultGrid hits={initialHits} settings={settings} promo={promo} /></div>}
      </section>
    </div>
  );
}

const year = (value: number) => String(value);

function SearchLayout({ settings, itemLabel, initialHits, promo, preset, makeLogos, client, onPage }: SearchAppProps & { client: SearchClient; onPage: () => void }) {
  const [open, setOpen] = useState(false);
  const { status, error, results } = useInstantSearch();
  const { nbHits } = useStats();
  const answered = Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial;
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="search-layout" data-search-ready={answered && status === "idle" ? "" : undefined}>
      <FilterDrawer open={open} onClose={close} plural={itemLabel.plural}>
        <MakeRefinement logos={makeLogos} />
        <FacetList attribute="car_type" title="Condition" />
        <RangeSlider attribute="price" title="Price" format={formatDollars} />
        <RangeSlider attribute="km" title="Kilometres" format={formatKm} />
        <RangeSlider attribute="year" title="Year" format={year} />
        <FacetList attribute="body" title="Body type" />
        <FacetList attribute="fuel" title="Fuel" />
        <FacetList attribute="transmission" title="Transmission" />
        <FacetList attribute="drive" title="Drive" />
        <FacetList attribute="seats" title="Seats" />
        <FacetList attribute="colour" title="Colour" />
        <FacetList attribute="location_name" title="Location" />
        <FacetList attribute="dealership_name" title="Dealership" />
        <FacetList attribute="tag" title="Offers and tags" />
        <SearchHistory />
      </FilterDrawer>
      <section className="search-results" aria-label="Results">
        <SearchBox placeholder={`Search ${itemLabel.plural}: make, model, badge…`} />
        <div className="search-toolbar">
          <Stats plural={itemLabel.plural} singular={itemLabel.singular} />
          <button ref={opener} type="button" className="button filters-toggle" aria-expanded={open} aria-controls="search-filters" onClick={() => setOpen(true)}>Filters</button>
          <SortBy />
        </div>
        <CurrentRefinements />
        {status === "stalled" && <p className="search-loading">Updating results…</p>}
        {status === "error" && (
          <div role="alert" className="search-error"><p>Search ran into a problem{error ? `: ${error.message}` : ""}.</p><ClearFilters /></div>
        )}
        {answered && nbHits === 0 ? <NoResults /> : <Hits settings={settings} initialHits={initialHits} promo={promo} />}
        <Pagination onPage={onPage} />
        {answered && nbHits < FEW_RESULTS && <SimilarCars client={client} preset={preset} plural={itemLabel.plural} settings={settings} />}
      </section>
    </div>
  );
}
