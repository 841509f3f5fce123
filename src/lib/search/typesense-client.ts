import type { SearchClient } from "instantsearch.js";
import TypesenseInstantsearchAdapter from "typesense-instantsearch-adapter";
import { CACHE_ENTRIES, HIGHLIGHT_FIELDS, INDEX_NAME, MIN_LENGTH_ONE_TYPO, MIN_LENGTH_TWO_TYPOS } from "./fields.ts";
import type { TypesenseBackend } from "./backend.ts";
import { createLru } from "./lru.ts";
import { searchedQuery, searchWords, tokenize } from "./query-words.ts";
import { DEFAULT_RANK_FIELD, queryBy } from "./typesense-schema.ts";
import { parseIndexName } from "./sorting.ts";

/**
 * The search UI's `searchClient` on Typesense, through typesense-instantsearch-adapter: the same
 * index names (`cars`, `cars/sort/<field>:<dir>`), facetFilters and numericFilters as the embedded
 * client, answered by the tenant's collection alias. Parameters mirror the embedded engine so both
 * backends find and order the same cars (checked by conformance.test.ts when a server is at hand).
 */
export type { TypesenseBackend };
/** Hits tie-break as in the embedded engine: relevance, then newest first, then feed order (one integer, default_rank). */
export const DEFAULT_SORT_BY = `_text_match:desc,${DEFAULT_RANK_FIELD}:asc`;

/**
 * The Typesense sort for one of our index names: `cars/sort/price:asc` sorts by price with cars
 * lacking a price last (as the embedded engine does), then by the default order.
 */
export function typesenseIndexName(indexName: string, collection: string): string {
  const { sort } = parseIndexName(indexName);
  if (!sort) return collection;
  return `${collection}/sort/${sort.field}(missing_values: last):${sort.direction},${DEFAULT_SORT_BY}`;
}

/** Typesense's typo and word-dropping settings matching the embedded text index (text-index.ts). */
const SEARCH_PARAMETERS = {
  ...queryBy(),
  sort_by: DEFAULT_SORT_BY,
  num_typos: 2,
  min_len_1typo: MIN_LENGTH_ONE_TYPO,
  min_len_2typo: MIN_LENGTH_TWO_TYPOS,
  prefix: true,
  // The embedded engine always adds typo matches; Typesense only looks for them below this many hits.
  typo_tokens_threshold: 100_000,
  // Every word counts; the client below drops the last words itself when nothing matches them all,
  // so it can tell the shopper which words the cars were found with (as the embedded index does).
  drop_tokens_threshold: 0,
  split_join_tokens: "off",
  exhaustive_search: true,
  highlight_fields: HIGHLIGHT_FIELDS.join(","),
  highlight_full_fields: HIGHLIGHT_FIELDS.join(","),
} as const;

function typesenseAdapterOptions(backend: Omit<TypesenseBackend, "kind">) {
  return {
    server: {
      nodes: backend.nodes.map((node) => ({
        host: node.host,
        port: node.port,
        protocol: node.protocol,
        path: node.path ?? "",
      })),
      apiKey: backend.apiKey,
      // The client below keeps spec §9's 10-entry cache, as the embedded client does.
      cacheSearchResultsForSeconds: 0,
    },
    additionalSearchParameters: { ...SEARCH_PARAMETERS },
    renderingContent: backend.renderingContent,
  };
}

type Request = { indexName: string; params?: Record<string, unknown> };
type Answer = { results: Record<string, unknown>[] };

/**
 * A search whose words no car matches all of is asked again without its last word, then the one
 * before, until cars are found; their answers carry Algolia's `queryAfterRemoval` (the words used).
 */
async function withWordFallback(requests: readonly Request[], ask: (requests: Request[]) => Promise<unknown>) {
  const first = (await ask([...requests])) as Answer;
  const query = requests[0]?.params?.query;
  if (typeof query !== "string" || first.results[0]?.nbHits !== 0) return first;
  const words = searchWords(tokenize(query));
  for (let kept = words.length - 1; kept > 0; kept--) {
    const fewer = words.slice(0, kept).join(" ");
    const retry = (await ask(
      requests.map((request) =>
        request.params?.query === query ? { ...request, params: { ...request.params, query: fewer } } : request,
      ),
    )) as Answer;
    if (retry.results[0]?.nbHits !== 0)
      return {
        results: retry.results.map((result, index) => ({
          ...result,
          query: first.results[index]?.query ?? query,
          queryAfterRemoval: fewer,
        })),
      };
  }
  return first;
}

/** Spec §9: the last 10 answers are kept, so going back to an earlier state asks the cluster nothing. */
export function createTypesenseSearchClient(
  backend: Omit<TypesenseBackend, "kind">,
  options: { cacheEntries?: number } = {},
): SearchClient {
  const adapter = new TypesenseInstantsearchAdapter(typesenseAdapterOptions(backend) as never);
  const inner = adapter.searchClient as unknown as {
    search(requests: Request[]): Promise<unknown>;
    searchForFacetValues(requests: Request[]): Promise<unknown>;
    clearCache(): unknown;
  };
  // Stop words are not in the index (query-words.ts): the cluster is asked for the other words only.
  const mapped = (requests: readonly Request[]) =>
    requests.map((request) => ({
      ...request,
      indexName: typesenseIndexName(request.indexName || INDEX_NAME, backend.collection),
      ...(typeof request.params?.query === "string" && {
        params: { ...request.params, query: searchedQuery(request.params.query) },
      }),
    }));
  const cache = createLru<Promise<unknown>>(options.cacheEntries ?? CACHE_ENTRIES);
  const cached = (kind: string, requests: readonly Request[], ask: (requests: Request[]) => Promise<unknown>) => {
    const key = JSON.stringify([kind, requests]);
    let answer = cache.get(key);
    if (!answer) {
      answer = ask(mapped(requests));
      cache.set(key, answer);
      // A failed answer is not kept: the next try asks again.
      answer.catch(() => cache.delete(key));
    }
    // The helper mutates parts of what it receives; every caller gets its own copy.
    return answer.then((value) => structuredClone(value));
  };
  const client = {
    search: (requests: readonly Request[]) =>
      cached("search", requests, (r) => withWordFallback(r, (each) => inner.search(each))),
    searchForFacetValues: (requests: readonly Request[]) =>
      cached("facets", requests, (r) => inner.searchForFacetValues(r)),
    clearCache: () => {
      cache.clear();
      inner.clearCache();
      return Promise.resolve();
    },
  };
  return client as unknown as SearchClient;
}
