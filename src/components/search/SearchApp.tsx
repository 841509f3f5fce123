import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { SearchClient, UiState } from "instantsearch.js";
import { history } from "instantsearch.js/es/lib/routers";
import { InstantSearch, useInstantSearch, useStats } from "react-instantsearch";
import { formatDollars, formatKm } from "../../lib/format/money.ts";
import { HIERARCHY_SEPARATOR, INDEX_NAME } from "../../lib/search/fields.ts";
import { formatResultCount } from "../../lib/search/result-count.ts";
import { DEFAULT_SEARCH_PATH, searchPath, type SearchPreset } from "../../lib/search/routes.ts";
import type { FacetValues } from "../../lib/search/facet-values.ts";
import { searchHeading } from "../../lib/search/heading.ts";
import { keepsPreset, queryToState, stateLocation, type IndexUiState } from "../../lib/search/url-state.ts";
import { ClearFilters, CurrentRefinements } from "./CurrentRefinements.tsx";
import { FacetList } from "./FacetList.tsx";
import { FilterDrawer } from "./FilterDrawer.tsx";
import { Hits } from "./Hits.tsx";
import { MakeRefinement } from "./MakeRefinement.tsx";
import { NO_RESULTS_TEXT, NO_RESULTS_TITLE, NoResults } from "./NoResults.tsx";
import { Pagination } from "./Pagination.tsx";
import { PastLastPage } from "./PastLastPage.tsx";
import type { SearchBackend } from "../../lib/search/backend.ts";
import { type LiveSearch, loadSearchClient, refreshOnLiveStock } from "./search-client.ts";
import { RangeSlider } from "./RangeSlider.tsx";
import { ResultGrid } from "./ResultCard.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SimilarCars } from "./SimilarCars.tsx";
import { FEW_RESULTS } from "../../lib/search/similar-search.ts";
import type { PromoTile } from "../../lib/search/promo-tile.ts";
import { SearchHistory } from "./SearchHistory.tsx";
import { SORT_ITEMS, SortBy } from "./SortBy.tsx";
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
  /** The dealer's promo tile and its 1-based position in a page of results (features.promoTile). */
  promo?: { tile: PromoTile; position: number };
  /** Make name → logo URL from the manufacturers feed, for the make cards. */
  makeLogos?: Record<string, string>;
  /** Embedded index (on the page or in a Web Worker) or Typesense, as the tenant config says. */
  backend: SearchBackend;
  /** Each URL facet's values as the index spells them, so `?make=toyota` means Toyota. */
  facetValues?: FacetValues;
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/** The search page: the build's first page until the search backend is ready, then InstantSearch over it. */
export default function SearchApp(props: SearchAppProps) {
  const [search, setSearch] = useState<LiveSearch>();
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  const [title, setTitle] = useState(props.title);
  // Made once: InstantSearch reads its router when it starts.
  const [router] = useState(() => routing(props.path, props.preset, props.facetValues));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    loadSearchClient(props.backend)
      // A transition: React renders the whole InstantSearch tree in slices, not one long task.
      .then((loaded) => live && startTransition(() => setSearch(loaded)))
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
      <h1 ref={heading} tabIndex={-1} className="search-app__title">
        {title}
      </h1>
      {failed && (
        <p role="alert" className="search-error">
          Filters are unavailable right now. Please reload the page to try again.
        </p>
      )}
      {/* InstantSearch draws nothing until it has started, so the build's results stay until its
          layout has mounted, then swap with it before the browser paints: nothing shifts. */}
      {search && (
        <div hidden={!live}>
          <InstantSearch
            searchClient={search.client}
            indexName={INDEX_NAME}
            routing={router}
            future={{ preserveSharedStateOnUnmount: true }}
          >
            <LiveStockRefresh search={search} />
            <SearchLayout
              {...props}
              client={search.client}
              onPage={toTop}
              onMounted={() => setLive(true)}
              onHeading={setTitle}
            />
          </InstantSearch>
        </div>
      )}
      {!live && <StaticResults {...props} />}
    </div>
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

/** The route's own address while its preset holds, else the default route's (`stateLocation`). */
function routing(path: string, preset: SearchPreset, known: FacetValues = {}) {
  return {
    router: history<IndexUiState>({
      createURL: ({ routeState, location }) =>
        `${location.origin}${stateLocation(routeState, { path, preset }, searchPath(DEFAULT_SEARCH_PATH))}`,
      parseURL: ({ location }) => queryToState(location.search, samePath(location.pathname, path) ? preset : {}, known),
      cleanUrlOnDispose: false,
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => (uiState[INDEX_NAME] ?? {}) as IndexUiState,
      routeToState: (route: IndexUiState) => ({ [INDEX_NAME]: route }) as UiState,
    },
  };
}

/**
 * What the HTML holds before JavaScript: the count and first page of this route's preset, inside
 * the same frame the live search draws (an empty filters column, the search box, the toolbar, the
 * preset's chips), its controls disabled until the search is ready, so nothing moves when it arrives.
 */
function StaticResults({ initialHits, initialCount, settings, itemLabel, promo, preset }: SearchAppProps) {
  const chips = Object.values(preset)
    .flat()
    .map((value) => value.split(HIERARCHY_SEPARATOR).join(" "));
  return (
    <div className="search-layout">
      <div className="filters" aria-hidden="true" />
      <section className="search-results" aria-labelledby="search-results-heading">
        {/* The cards' h3 titles sit under a heading, as in an outline; sighted shoppers see the count. */}
        <h2 id="search-results-heading" className="visually-hidden">
          Results
        </h2>
        <form className="search-box" role="search">
          <label htmlFor="search-query" className="search-box__label">
            Search
          </label>
          <input id="search-query" type="search" disabled placeholder={searchPlaceholder(itemLabel.plural)} />
        </form>
        <div className="search-toolbar">
          <p className="search-stats" data-count={initialCount}>
            {formatResultCount(initialCount)} {initialCount === 1 ? itemLabel.singular : itemLabel.plural}
          </p>
          <button type="button" className="button filters-toggle" disabled>
            Filters
          </button>
          <label className="sort-by">
            <span>Sort by</span>
            <select disabled>
              <option>{SORT_ITEMS[0]!.label}</option>
            </select>
          </label>
        </div>
        {chips.length > 0 && (
          <div className="current-refinements">
            <ul aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip}>
                  <button type="button" className="chip" disabled>
                    {chip} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--ghost" disabled>
              Clear Filters
            </button>
          </div>
        )}
        {initialCount === 0 ? (
          <div className="no-results">
            <h2>{NO_RESULTS_TITLE}</h2>
            <p>{NO_RESULTS_TEXT}</p>
            <a href={searchPath(DEFAULT_SEARCH_PATH)}>See all {itemLabel.plural}</a>
          </div>
        ) : (
          <div className="results">
            <ResultGrid hits={initialHits} settings={settings} promo={promo} />
          </div>
        )}
      </section>
    </div>
  );
}

const searchPlaceholder = (plural: string) => `Search ${plural}: make, model, badge…`;

const year = (value: number) => String(value);

/** InstantSearch's placeholder results before the first answer are not an answer. */
const answered = (results: unknown) => Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial;

function SearchLayout({
  settings,
  itemLabel,
  initialHits,
  initialCount,
  promo,
  preset,
  makeLogos,
  client,
  onPage,
  onMounted,
  onHeading,
  title,
}: SearchAppProps & {
  client: SearchClient;
  onPage: () => void;
  onMounted: () => void;
  onHeading: (heading: string) => void;
}) {
  useLayoutEffect(onMounted, []);
  const [open, setOpen] = useState(false);
  const { status, error, results, indexUiState } = useInstantSearch();
  const { nbHits, nbPages, page } = useStats();
  const state = indexUiState as IndexUiState;
  const heading = keepsPreset(state, preset) ? title : searchHeading(state.refinementList ?? {}, itemLabel.plural);
  useLayoutEffect(() => onHeading(heading), [heading]);
  const pastLast = answered(results) && nbHits > 0 && page >= nbPages;
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="search-layout" data-search-ready={answered(results) && status === "idle" ? "" : undefined}>
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
      <section className="search-results" aria-labelledby="search-results-heading">
        {/* The cards' h3 titles sit under a heading, as in an outline; sighted shoppers see the count. */}
        <h2 id="search-results-heading" className="visually-hidden">
          Results
        </h2>
        <SearchBox placeholder={searchPlaceholder(itemLabel.plural)} />
        <div className="search-toolbar">
          <Stats
            plural={itemLabel.plural}
            singular={itemLabel.singular}
            initialCount={answered(results) ? undefined : initialCount}
          />
          <button
            ref={opener}
            type="button"
            className="button filters-toggle"
            aria-expanded={open}
            aria-controls="search-filters"
            onClick={() => setOpen(true)}
          >
            Filters
          </button>
          <SortBy />
        </div>
        <CurrentRefinements />
        {status === "stalled" && <p className="search-loading">Updating results…</p>}
        {status === "error" && (
          <div role="alert" className="search-error">
            <p>Search ran into a problem{error ? `: ${error.message}` : ""}.</p>
            <ClearFilters />
          </div>
        )}
        {answered(results) && nbHits === 0 ? (
          <NoResults />
        ) : pastLast ? (
          <PastLastPage onPage={onPage} />
        ) : (
          <Hits settings={settings} initialHits={initialHits} promo={promo} />
        )}
        {!pastLast && <Pagination onPage={onPage} />}
        {answered(results) && nbHits < FEW_RESULTS && (
          <SimilarCars client={client} preset={preset} plural={itemLabel.plural} settings={settings} />
        )}
      </section>
    </div>
  );
}
