import { useLayoutEffect, useRef, useState } from "react";
import type { SearchClient } from "instantsearch.js";
import { useInstantSearch, useStats } from "react-instantsearch";
import { formatDollars, formatKm } from "#lib/format/money.ts";
import { searchHeading } from "#lib/search/heading.ts";
import type { PromoTile } from "#lib/search/promo-tile.ts";
import type { SearchPreset } from "#lib/search/routes.ts";
import type { SimilarCarsOptions } from "#lib/inventory/similar-cars.ts";
import { fewerWordsNotice } from "#lib/search/query-words.ts";
import { FEW_RESULTS } from "#lib/search/similar-search.ts";
import { keepsPreset, type IndexUiState } from "#lib/search/url-state.ts";
import { ClearFilters, CurrentRefinements } from "./CurrentRefinements.tsx";
import { FacetList } from "./FacetList.tsx";
import { FilterDrawer } from "./FilterDrawer.tsx";
import { ItemLabelContext } from "./item-label.ts";
import { Hits } from "./Hits.tsx";
import { MakeRefinement } from "./MakeRefinement.tsx";
import { NoResults } from "./NoResults.tsx";
import { Pagination } from "./Pagination.tsx";
import { PastLastPage } from "./PastLastPage.tsx";
import { RangeSlider } from "./RangeSlider.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { SearchHistory } from "./SearchHistory.tsx";
import { type SimilarHit, SimilarResults } from "./SimilarResults.tsx";
import { SortBy } from "./SortBy.tsx";
import { Stats } from "./Stats.tsx";
import { useSearchEvent } from "./use-search-event.ts";
import type { CardSettings } from "./types.ts";
import "./search.css";

/** What the search page shows, whoever renders it: the build (the stand-in) or the live island. */
export type SearchViewProps = {
  title: string;
  preset: SearchPreset;
  settings: CardSettings;
  itemLabel: { singular: string; plural: string };
  /** The dealer's promo tile and its 1-based position in a page of results (features.promoTile). */
  promo?: { tile: PromoTile; position: number };
  /** Make name → logo URL from the manufacturers feed, for the make cards. */
  makeLogos?: Record<string, string>;
  /** The dealer's similar-cars rule (`inventory.similarCars`), for the carousel under a thin result. */
  similarCars?: SimilarCarsOptions;
};

const year = (value: number) => String(value);

/** InstantSearch's placeholder results before the first answer are not an answer. */
const answered = (results: unknown) => Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial;

/**
 * The heading, filters, toolbar, results and pagination of one InstantSearch. `live` marks the
 * browser's search (`data-search-ready` once it has answered); `onAnswered` runs on its first answer.
 * `similar` is the build's answer for the similar-cars carousel, for the server render.
 */
export function SearchView({
  title,
  preset,
  settings,
  itemLabel,
  promo,
  makeLogos,
  similarCars,
  client,
  live = false,
  onAnswered,
  similar,
}: SearchViewProps & {
  client: SearchClient;
  live?: boolean;
  onAnswered?: () => void;
  similar?: SimilarHit[];
}) {
  const [open, setOpen] = useState(false);
  const { status, error, results, indexUiState } = useInstantSearch();
  const { nbHits, nbPages, page } = useStats();
  const state = indexUiState as IndexUiState;
  const heading = keepsPreset(state, preset) ? title : searchHeading(state.refinementList ?? {}, itemLabel.plural);
  const ready = answered(results) && status === "idle";
  useSearchEvent(live && ready, state, nbHits);
  useLayoutEffect(() => {
    if (ready) onAnswered?.();
  }, [ready]);
  // Set by either backend when no car matched every word of the query (query-words.ts).
  const answer = answered(results) ? (results as { query?: string; queryAfterRemoval?: string }) : undefined;
  const fellBackTo = nbHits > 0 ? answer?.queryAfterRemoval : undefined;
  const pastLast = answered(results) && nbHits > 0 && page >= nbPages;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const toTop = () => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="search-app__title">
        {heading}
      </h1>
      <div className="search-layout" data-search-ready={live && ready ? "" : undefined}>
        <ItemLabelContext value={itemLabel}>
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
        </ItemLabelContext>
        <section className="search-results" aria-labelledby="search-results-heading">
          {/* The cards' h3 titles sit under a heading, as in an outline; sighted shoppers see the count. */}
          <h2 id="search-results-heading" className="visually-hidden">
            Results
          </h2>
          <SearchBox placeholder={`Search ${itemLabel.plural}: make, model, badge…`} />
          <div className="search-toolbar">
            <Stats plural={itemLabel.plural} singular={itemLabel.singular} />
            <button
              ref={opener}
              type="button"
              className="button filters-toggle"
              aria-expanded={open}
              aria-controls="search-filters"
              data-control="filters"
              onClick={() => setOpen(true)}
            >
              Filters
            </button>
            <SortBy />
          </div>
          <CurrentRefinements />
          {fellBackTo && (
            <p className="search-notice" data-fewer-words>
              {fewerWordsNotice(answer?.query ?? "", fellBackTo, itemLabel.plural)}
            </p>
          )}
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
            <PastLastPage onPage={toTop} />
          ) : (
            <Hits settings={settings} promo={promo} />
          )}
          {!pastLast && <Pagination onPage={toTop} />}
          {answered(results) && nbHits < FEW_RESULTS && (
            <SimilarResults
              client={client}
              preset={preset}
              plural={itemLabel.plural}
              settings={settings}
              options={similarCars}
              initial={similar}
            />
          )}
        </section>
      </div>
    </>
  );
}
