import algoliasearchHelper from "algoliasearch-helper";
import { HIERARCHY_SEPARATOR, MAKE_MODEL_LEVELS, PAGE_SIZE } from "#lib/search/fields.ts";

/**
 * The requests InstantSearch sends for a UI state, recorded through the real algoliasearch-helper
 * (the library react-instantsearch drives): the main query plus one per refined disjunctive facet,
 * for tests that feed both backends exactly what the UI would.
 */
export type UiState = {
  index?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  /** Checkbox facets (OR within a facet, counts ignore the facet's own choice). */
  disjunctive?: Record<string, string[]>;
  /** Conjunctive exclusions, e.g. { status: ["sold"] } → "status:-sold". */
  excludes?: Record<string, string[]>;
  /** Ranges, e.g. { price: { ">=": [10000], "<=": [50000] } }. */
  numeric?: Record<string, Record<string, number[]>>;
  /** Hierarchical make → model, e.g. "Toyota > HiLux". */
  makeModel?: string;
};

export type RecordedRequest = { indexName: string; params: Record<string, unknown> };

/** The facets the search page's widgets ask for (SearchApp): checkbox facets and ranges disjunctive. */
export const UI_DISJUNCTIVE_FACETS = [
  "car_type",
  "make_model.lvl0",
  "make_model.lvl1",
  "body",
  "fuel",
  "transmission",
  "drive",
  "seats",
  "colour",
  "location_name",
  "tag",
  "price",
  "km",
  "year",
];
export const UI_CONJUNCTIVE_FACETS = ["status", "certified"];

export async function instantsearchRequests(
  state: UiState,
  options: { hierarchical?: boolean } = {},
): Promise<RecordedRequest[]> {
  let recorded: RecordedRequest[] = [];
  const recorder = {
    search: (requests: RecordedRequest[]) => {
      recorded = requests;
      return Promise.resolve({
        results: requests.map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, facets: {} })),
      });
    },
  };
  const helper = algoliasearchHelper(recorder as never, state.index ?? "cars", {
    query: state.query ?? "",
    page: state.page ?? 0,
    hitsPerPage: state.hitsPerPage ?? PAGE_SIZE,
    maxValuesPerFacet: 100,
    disjunctiveFacets: options.hierarchical
      ? UI_DISJUNCTIVE_FACETS.filter((f) => !(MAKE_MODEL_LEVELS as readonly string[]).includes(f))
      : UI_DISJUNCTIVE_FACETS,
    facets: UI_CONJUNCTIVE_FACETS,
    hierarchicalFacets: options.hierarchical
      ? [{ name: MAKE_MODEL_LEVELS[0], attributes: [...MAKE_MODEL_LEVELS], separator: HIERARCHY_SEPARATOR }]
      : [],
    disjunctiveFacetsRefinements: state.disjunctive ?? {},
    facetsExcludes: state.excludes ?? {},
    numericRefinements: state.numeric ?? {},
    hierarchicalFacetsRefinements:
      options.hierarchical && state.makeModel ? { [MAKE_MODEL_LEVELS[0]]: [state.makeModel] } : {},
  } as never);
  await helper.searchOnce({}).catch(() => undefined);
  return recorded;
}
