import type { SearchClient } from "instantsearch.js";
import type { SearchDocument } from "./document.ts";
import { createSearchEngine, type EngineResult, type SearchEngine } from "./embedded-engine.ts";
import { CACHE_ENTRIES, HIGHLIGHT_FIELDS } from "./fields.ts";
import { facetValueHits, type FacetHit } from "./facet-search.ts";
import { highlightHit, HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, type HighlightValue } from "./highlight.ts";
import { createLru } from "./lru.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { renderingContent, type RenderingContent } from "./rendering-content.ts";
import { parseIndexName } from "./sorting.ts";
import { queryAfterRemoval } from "./query-words.ts";

/**
 * An InstantSearch `searchClient` over the embedded engine: the `search(requests)` contract of
 * instantsearch.js v4 / algoliasearch-helper, answered in memory. Index `cars` and sort replicas
 * `cars/sort/<field>:<dir>`; refinements as facetFilters and numericFilters.
 *
 * Bad input never throws: unknown attributes, malformed filters and unknown sort fields are
 * ignored (each reported once with console.warn) so a stale URL still shows cars. A failure of
 * the engine itself is a bug and rejects the promise, which InstantSearch shows as its error
 * state (spec §4 hasError) rather than as a misleading empty result.
 *
 * Answers are frozen once, when made, and the cached ones are shared by every caller instead of
 * being copied per response. A hit's values are its document's own, so those freeze too: the
 * documents given to the client must not be changed afterwards.
 */
type SearchParams = Record<string, unknown> & {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | string[];
  facetFilters?: unknown;
  numericFilters?: unknown;
  maxValuesPerFacet?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToHighlight?: string[];
  facetQuery?: string;
  facetName?: string;
  maxFacetHits?: number;
};
export type SearchRequest = { indexName: string; params?: SearchParams; type?: "default" | "facet"; facet?: string };

type Hit<D> = D & { objectID: string; _highlightResult: Record<string, HighlightValue> };

export type SearchResponse<D> = {
  hits: readonly Hit<D>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number }>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustive: { facetsCount: true; nbHits: true };
  processingTimeMS: number;
  query: string;
  /**
   * Algolia's field for a query answered with fewer words: the words the cars were found with,
   * when none matched all of the query's words. Absent when every word counted.
   */
  queryAfterRemoval?: string;
  params: string;
  index: string;
  renderingContent: RenderingContent;
};
type FacetSearchResponse = { facetHits: FacetHit[]; exhaustiveFacetsCount: true; processingTimeMS: number };

export type EmbeddedSearchClient<D = SearchDocument> = {
  search(requests: readonly SearchRequest[]): Promise<{ results: (SearchResponse<D> | FacetSearchResponse)[] }>;
  searchForFacetValues(requests: readonly SearchRequest[]): Promise<FacetSearchResponse[]>;
  /** The engine underneath, for the build (first page in the HTML) and the benchmark. */
  readonly engine: SearchEngine<D>;
  clearCache(): void;
};

type EmbeddedClientOptions = {
  /** Spec §9: results cached (default 10). */
  cacheEntries?: number;
  warn?: (message: string) => void;
};

const now = () => globalThis.performance?.now() ?? Date.now();

/** The `params` string Algolia echoes back: the request's parameters, URL-encoded. */
function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");
}

/**
 * A caller's view of a frozen answer: shared as it is (hits, stats, rendering content), except the
 * parts algoliasearch-helper writes into, copied per caller. SearchResults sets count 0 for an
 * excluded value in the main answer's facet counts (facetsExcludes); searchForFacetValues replaces
 * `facetHits` and adds escapedValue and isRefined to each hit.
 */
function handOut<D>(response: SearchResponse<D> | FacetSearchResponse): SearchResponse<D> | FacetSearchResponse {
  if ("facetHits" in response) return { ...response, facetHits: response.facetHits.map((hit) => ({ ...hit })) };
  const facets: SearchResponse<D>["facets"] = {};
  for (const facet in response.facets) facets[facet] = { ...response.facets[facet] };
  return Object.freeze({ ...response, facets });
}

export function createEmbeddedSearchClient<D extends { id: string } = SearchDocument>(
  documents: readonly D[],
  options: EmbeddedClientOptions = {},
): EmbeddedSearchClient<D> {
  const engine = createSearchEngine(documents);
  // Shared by every answer, so frozen once here.
  const rendering = deepFreeze(renderingContent(engine.columns));
  const cache = createLru<SearchResponse<D> | FacetSearchResponse>(options.cacheEntries ?? CACHE_ENTRIES);
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    (options.warn ?? console.warn)(`search: ${message}`);
  };

  const run = (indexName: string, params: SearchParams): EngineResult<D> => {
    const { sort, warning } = parseIndexName(indexName);
    if (warning) warn(warning);
    const facets =
      typeof params.facets === "string" ? [params.facets] : Array.isArray(params.facets) ? params.facets : [];
    const result = engine.search({
      ...params,
      query: typeof params.query === "string" ? params.query : "",
      facets,
      sort,
    });
    result.warnings.forEach(warn);
    return result;
  };

  const answer = (request: SearchRequest): SearchResponse<D> | FacetSearchResponse => {
    const started = now();
    const params = request.params ?? {};
    if (request.type === "facet")
      return facetAnswer(request.indexName, { ...params, facetName: request.facet ?? params.facetName }, started);
    const result = run(request.indexName, params);
    const tags = {
      pre: params.highlightPreTag ?? HIGHLIGHT_PRE_TAG,
      post: params.highlightPostTag ?? HIGHLIGHT_POST_TAG,
    };
    const query = typeof params.query === "string" ? params.query : "";
    const fellBackTo = result.nbHits > 0 ? queryAfterRemoval(query, result.text?.droppedWords ?? 0) : undefined;
    const highlightFields =
      Array.isArray(params.attributesToHighlight) && !params.attributesToHighlight.includes("*")
        ? params.attributesToHighlight
        : HIGHLIGHT_FIELDS;
    return {
      hits: result.hits.map((doc, i) => ({
        ...doc,
        objectID: doc.id,
        _highlightResult: highlightHit(
          doc as Record<string, unknown>,
          highlightFields,
          result.positions[i]!,
          result.text,
          tags,
        ),
      })),
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
      hitsPerPage: result.hitsPerPage,
      facets: result.facets,
      facets_stats: result.facetsStats,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      processingTimeMS: Math.round(now() - started),
      query,
      ...(fellBackTo !== undefined && { queryAfterRemoval: fellBackTo }),
      params: encodeParams(params),
      index: request.indexName,
      renderingContent: rendering,
    };
  };

  const facetAnswer = (indexName: string, params: SearchParams, started: number): FacetSearchResponse => {
    const facet = String(params.facetName ?? "");
    const result = run(indexName, { ...params, facets: [facet], hitsPerPage: 0, maxValuesPerFacet: 10_000 });
    const tags = {
      pre: params.highlightPreTag ?? HIGHLIGHT_PRE_TAG,
      post: params.highlightPostTag ?? HIGHLIGHT_POST_TAG,
    };
    const facetHits = facetValueHits(
      result.facets[facet] ?? {},
      String(params.facetQuery ?? ""),
      params.maxFacetHits ?? 10,
      tags,
    );
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(now() - started) };
  };

  const cached = (request: SearchRequest) => {
    const key = JSON.stringify([
      request.indexName,
      request.type ?? "default",
      request.facet ?? "",
      request.params ?? {},
    ]);
    let response = cache.get(key);
    if (!response) {
      response = deepFreeze(answer(request));
      cache.set(key, response);
    }
    return handOut(response);
  };

  return {
    engine,
    search(requests) {
      try {
        return Promise.resolve({ results: requests.map(cached) });
      } catch (error) {
        return Promise.reject(error);
      }
    },
    searchForFacetValues(requests) {
      try {
        return Promise.resolve(requests.map((request) => cached({ ...request, type: "facet" }) as FacetSearchResponse));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    clearCache: () => cache.clear(),
  };
}

/**
 * The client as InstantSearch's `SearchClient` type. With algoliasearch v5 types installed that
 * type describes v5's `searchForFacetValues` signature, which algoliasearch-helper itself refuses
 * to call (it calls the v4 array form, as this client implements, when `searchForFacets` is
 * absent) — so the one cast lives here instead of in every widget.
 */
export function toSearchClient<D>(client: EmbeddedSearchClient<D>): SearchClient {
  return client as unknown as SearchClient;
}
