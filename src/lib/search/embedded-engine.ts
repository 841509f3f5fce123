import { add, count, emptySet, fullSet, members, type Bitset } from "./bitset.ts";
import { buildColumns, type Columns } from "./columns.ts";
import type { SearchDocument } from "./document.ts";
import {
  countValues,
  MAX_VALUES_PER_FACET,
  numericStats,
  topValues,
  type FacetCounts,
  type FacetStats,
} from "./facets.ts";
import { FACET_NAMES, NUMERIC_FIELDS, PAGE_SIZE } from "./fields.ts";
import { applyGroups, type FilterGroup, groupSet, parseFilters } from "./filters.ts";
import { createLru } from "./lru.ts";
import { createRanking, rankPage, type SortOrder } from "./sorting.ts";
import { createTextIndex, type TextMatches } from "./text-index.ts";

/**
 * The embedded search engine: MiniSearch for words, bitsets and typed arrays for everything else.
 * Pure computation over the documents (no DOM), so it runs the same in a page, a Web Worker, the
 * build (first page of results in the HTML) and tests.
 */
type EngineRequest = {
  query?: string;
  facetFilters?: unknown;
  numericFilters?: unknown;
  /** Facets to count (and, for numbers, to give min/max of); "*" for every facet. */
  facets?: readonly string[];
  maxValuesPerFacet?: number;
  sort?: SortOrder;
  page?: number;
  hitsPerPage?: number;
  /**
   * Facets whose counts ignore their own refinement (disjunctive facets), so one call yields a
   * whole sidebar. InstantSearch asks for these itself with extra requests, so its client leaves
   * this empty and gets Algolia's semantics: counts under every filter.
   */
  disjunctiveFacets?: readonly string[];
};

export type EngineResult<D> = {
  hits: D[];
  positions: number[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, FacetCounts>;
  facetsStats: Record<string, FacetStats>;
  text?: TextMatches;
  warnings: string[];
};

export type SearchEngine<D = SearchDocument> = {
  readonly documents: readonly D[];
  readonly columns: Columns;
  search(request: EngineRequest): EngineResult<D>;
};

/** Text searches kept: InstantSearch sends the same query in several requests per keystroke. */
const TEXT_CACHE_ENTRIES = 10;
/**
 * Filter groups kept (a bitset each): a state's requests — the main one and one per refined
 * disjunctive facet — repeat most of its groups, and so do the shopper's next states. A range
 * filter otherwise costs a pass over every car in every request.
 */
const GROUP_CACHE_ENTRIES = 32;
const MAX_HITS_PER_PAGE = 1000;
const isNumeric = (field: string) => (NUMERIC_FIELDS as readonly string[]).includes(field);

const wholeNumber = (value: unknown, fallback: number, max: number) => {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number)
    ? Math.min(max, Math.max(0, Math.floor(number)))
    : fallback;
};

export function createSearchEngine<D extends object = SearchDocument>(documents: readonly D[]): SearchEngine<D> {
  const columns = buildColumns(documents);
  const text = createTextIndex(documents);
  const ranking = createRanking(columns);
  const textCache = createLru<{ matches: TextMatches | undefined; set: Bitset; scores?: Float64Array }>(
    TEXT_CACHE_ENTRIES,
  );
  // Shared between requests, so never modified: applyGroups only reads them.
  const groupCache = createLru<Bitset>(GROUP_CACHE_ENTRIES);
  const cachedGroupSet = (group: FilterGroup) => {
    const key = JSON.stringify(group.terms);
    let set = groupCache.get(key);
    if (!set) {
      set = groupSet(columns, group);
      groupCache.set(key, set);
    }
    return set;
  };

  const textSet = (query: string) => {
    const key = query.trim().toLowerCase();
    let entry = textCache.get(key);
    if (!entry) {
      const matches = text.search(query);
      let set: Bitset;
      let scores: Float64Array | undefined;
      if (!matches) set = fullSet(columns.size);
      else {
        // Scores by position in a typed array: ranking compares them thousands of times.
        set = emptySet(columns.size);
        scores = new Float64Array(columns.size);
        for (const [position, score] of matches.scores) {
          add(set, position);
          scores[position] = score;
        }
      }
      entry = { matches, set, scores };
      textCache.set(key, entry);
    }
    return entry;
  };

  return {
    documents,
    columns,
    search(request) {
      const { groups, warnings } = parseFilters(columns, request.facetFilters, request.numericFilters);
      const { matches, set: matched, scores } = textSet(typeof request.query === "string" ? request.query : "");
      const groupSets = groups.map((group) => ({ group, set: cachedGroupSet(group) }));
      const result = applyGroups(matched, groupSets);
      const nbHits = count(result);
      const hitsPerPage = wholeNumber(request.hitsPerPage, PAGE_SIZE, MAX_HITS_PER_PAGE);
      const page = wholeNumber(request.page, 0, Number.MAX_SAFE_INTEGER);
      let sort = request.sort;
      if (sort && !columns.numbers.has(sort.field)) {
        warnings.push(`sort: "${sort.field}" is not a numeric field of the index; using the default ranking`);
        sort = undefined;
      }
      const positions = rankPage(ranking, columns, result, {
        scores,
        sort,
        start: page * hitsPerPage,
        end: (page + 1) * hitsPerPage,
      });

      const facets: Record<string, FacetCounts> = {};
      const facetsStats: Record<string, FacetStats> = {};
      const requested = (request.facets ?? []).includes("*") ? FACET_NAMES : (request.facets ?? []);
      const disjunctive = new Set(request.disjunctiveFacets ?? []);
      let resultMembers: Int32Array | undefined;
      for (const facet of new Set(requested)) {
        const facetColumn = columns.facets.get(facet);
        if (!facetColumn && !columns.numbers.has(facet)) {
          warnings.push(`facets: "${facet}" is not a facet of the index; ignored`);
          continue;
        }
        const own = disjunctive.has(facet) && groups.some((group) => group.field === facet);
        const set = own ? applyGroups(matched, groupSets, facet) : result;
        if (facetColumn) {
          if (!own) resultMembers ??= members(result);
          const counts = countValues(facetColumn, set, own ? undefined : resultMembers);
          facets[facet] = topValues(
            facetColumn,
            counts,
            wholeNumber(request.maxValuesPerFacet, MAX_VALUES_PER_FACET, 10_000),
          );
        } else facets[facet] = {};
        const stats = isNumeric(facet) ? numericStats(columns, facet, set) : undefined;
        if (stats) facetsStats[facet] = stats;
      }

      return {
        hits: positions.map((position) => documents[position]!),
        positions,
        nbHits,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
        hitsPerPage,
        facets,
        facetsStats,
        text: matches,
        warnings,
      };
    },
  };
}
