/**
 * The search index's field catalogue (spec §3 "Search facet names") and the search constants of
 * spec §9. Both backends (embedded and Typesense) index the same documents under these names, so
 * the UI can name a facet once.
 */

/** Spec §9: results per page. */
export const PAGE_SIZE = 21;
/** Spec §9: counts above this are shown capped ("1,999+"). */
export const COUNT_CAP = 1999;
/** Spec §9: search results kept in the client-side cache. */
export const CACHE_ENTRIES = 10;

/** Index names: the main index and its sort replicas `cars/sort/<field>:<dir>` (Typesense adapter convention). */
export const INDEX_NAME = "cars";
export const SORT_INDEX_PREFIX = `${INDEX_NAME}/sort/`;

/** Hierarchical make → model menu, flat dotted keys in the document (what Typesense and the adapter expect). */
export const MAKE_MODEL_LEVELS = ["make_model.lvl0", "make_model.lvl1"] as const;
export const HIERARCHY_SEPARATOR = " > ";

/** Facets whose values are strings (arrays for multi-valued ones). */
export const STRING_FACETS = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "location_name",
  "make",
  "model",
  ...MAKE_MODEL_LEVELS,
  "price_range",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
] as const;

/** Multi-valued string facets (arrays in the document). */
export const ARRAY_FACETS: readonly string[] = ["categories", "filtered_features", "tag"];

/** Numeric fields: filterable with numericFilters, sortable, with facets_stats. */
export const NUMERIC_FIELDS = [
  "km",
  "price",
  "subscription_price",
  "weekly_price",
  "seats",
  "year",
  "created_at_timestamp",
] as const;

/**
 * Numeric fields with so many distinct values (every price is different) that per-value counts
 * mean nothing to a shopper: as facets they answer with facets_stats (for sliders) and no counts.
 * year and seats count per value like any checkbox facet.
 */
export const RANGE_ONLY_FIELDS: readonly string[] = [
  "km",
  "price",
  "subscription_price",
  "weekly_price",
  "created_at_timestamp",
];

/** Boolean facets: counted as "true"/"false" (as Algolia and Typesense do), filterable as 1/0 too. */
export const BOOLEAN_FIELDS = ["certified"] as const;

/** Every facet name the index answers for. */
export const FACET_NAMES: readonly string[] = [...STRING_FACETS, ...NUMERIC_FIELDS, ...BOOLEAN_FIELDS];

/**
 * Sidebar order sent as renderingContent.facetOrdering: what shoppers narrow by first (condition,
 * make, budget) before the finer points.
 */
export const FACET_ORDER: readonly string[] = [
  "car_type",
  "make_model.lvl0",
  "make",
  "model",
  "price",
  "subscription_price",
  "weekly_price",
  "km",
  "year",
  "body",
  "fuel",
  "transmission",
  "drive",
  "seats",
  "colour",
  "location_name",
  "dealership_name",
  "city",
  "state",
  "filtered_features",
  "categories",
  "tag",
  "certified",
  "status",
  "item_type",
  "badge",
  "price_range",
  "weekly_price_range",
];

/** Facets whose values read better in their natural order than by count. */
export const ALPHA_SORTED_FACETS: readonly string[] = ["year", "seats", "price_range", "weekly_price_range"];

/** Text fields and their weights: dealer comments weigh less than name, make, model and badge. */
export const TEXT_FIELD_BOOSTS: Readonly<Record<string, number>> = {
  make: 3,
  model: 3,
  badge: 2,
  name: 2,
  series: 1.5,
  body: 1,
  fuel: 1,
  transmission: 1,
  colour: 1,
  drive: 1,
  // The dealer's tags ('One Owner', 'Low Kms', 'Certified Pre-Owned') are what shoppers type.
  tag: 1,
  filtered_features: 0.7,
  categories: 0.7,
  comment_terms: 0.3,
};

/** Typo tolerance of both backends: Typesense's defaults min_len_1typo = 4, min_len_2typo = 7. */
export const MIN_LENGTH_ONE_TYPO = 4;
export const MIN_LENGTH_TWO_TYPOS = 7;

/** Attributes returned with highlights: what a card shows as text. */
export const HIGHLIGHT_FIELDS: readonly string[] = ["name", "make", "model", "badge", "series"];
