import type { SearchClient } from "instantsearch.js";
import { renderToString } from "react-dom/server";
import {
  getServerState,
  InstantSearch,
  InstantSearchSSRProvider,
  type InstantSearchServerState,
} from "react-instantsearch";
import type { FacetValues } from "#lib/search/facet-values.ts";
import { INDEX_NAME } from "#lib/search/fields.ts";
import { FEW_RESULTS, pickSimilar, similarRequests } from "#lib/search/similar-search.ts";
import { buildLocation, searchRouting } from "./search-routing.ts";
import { SearchView, type SearchViewProps } from "./SearchView.tsx";
import type { SimilarHit } from "./SimilarResults.tsx";

export type StaticSearchProps = SearchViewProps & {
  /** This page's path, e.g. "/search/toyota/corolla". */
  path: string;
  /** The build's search client (the embedded engine over the build's documents). */
  client: SearchClient;
  facetValues?: FacetValues;
};

type StaticSearchState = { serverState?: InstantSearchServerState; similar?: SimilarHit[] };

/**
 * The search page as the build renders it, with no JavaScript: the same InstantSearch
 * widgets as the live island, answered by the build's engine — the route's first page, its count,
 * every filter with its counts, the pagination links, similar cars under a thin result. The live
 * island takes over on the shopper's first interaction (SearchApp).
 */
export function StaticSearch({
  path,
  preset,
  client,
  facetValues,
  serverState,
  similar,
  ...view
}: StaticSearchProps & StaticSearchState) {
  return (
    <div className="search-app" data-search-stand-in>
      <InstantSearchSSRProvider {...serverState}>
        <InstantSearch
          searchClient={client}
          indexName={INDEX_NAME}
          routing={searchRouting(path, preset, facetValues, buildLocation(path))}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <SearchView {...view} preset={preset} client={client} similar={similar} />
        </InstantSearch>
      </InstantSearchSSRProvider>
    </div>
  );
}

/** Answers a route at build time: the widgets' searches (getServerState) and the similar cars. */
export async function staticSearchState(props: StaticSearchProps): Promise<Required<StaticSearchState>> {
  const serverState = await getServerState(<StaticSearch {...props} />, { renderToString });
  const first = serverState.initialResults[INDEX_NAME]?.results?.[0];
  if (!first || (first.nbHits ?? 0) >= FEW_RESULTS) return { serverState, similar: [] };
  const answer = await props.client.search(similarRequests({}, props.preset, props.similarCars) as never);
  const shown = new Set(first.hits.map((hit) => hit.objectID));
  return { serverState, similar: pickSimilar((answer as { results: { hits: SimilarHit[] }[] }).results, shown) };
}
