import { canonicalFacetValue, type FacetValues } from "./facet-values.ts";
import { INDEX_NAME, SORT_INDEX_PREFIX } from "./fields.ts";
import type { SearchPreset } from "./routes.ts";
import { searchedRange } from "./slider.ts";

/**
 * Search state ↔ query string (spec §2: query, page, sortBy and one parameter per facet).
 * The state is react-instantsearch's index UI state; values of a facet repeat the parameter
 * (`body=SUV&body=Ute`), ranges are `min:max` with either side optional, page is 1-based and
 * absent on page 1, sortBy is the replica's `field:dir` (absent for the default ranking).
 */
export type IndexUiState = {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
};

/** Query-string names of facets whose index attribute reads badly in a URL. */
const PARAM_OF_ATTRIBUTE: Readonly<Record<string, string>> = {
  "make_model.lvl0": "make",
  "make_model.lvl1": "model",
};

export const REFINEMENT_ATTRIBUTES: readonly string[] = [
  "car_type",
  "make_model.lvl0",
  "make_model.lvl1",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "location_name",
  "dealership_name",
  "tag",
];
const RANGE_ATTRIBUTES: readonly string[] = ["price", "km", "year"];

const paramOf = (attribute: string) => PARAM_OF_ATTRIBUTE[attribute] ?? attribute;

/** Every query parameter a search state can have: a page whose address has one must search to answer it. */
export const SEARCH_PARAMS: readonly string[] = [
  "query",
  ...REFINEMENT_ATTRIBUTES.map(paramOf),
  ...RANGE_ATTRIBUTES,
  "sortBy",
  "page",
];

export function stateToQuery(state: IndexUiState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    for (const value of state.refinementList?.[attribute] ?? []) params.append(paramOf(attribute), value);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.range?.[attribute];
    if (range && range !== ":") params.set(attribute, range);
  }
  if (state.sortBy?.startsWith(SORT_INDEX_PREFIX)) params.set("sortBy", state.sortBy.slice(SORT_INDEX_PREFIX.length));
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The state of a query string over a route's preset: a facet named in the query replaces the
 * preset's values for it, the others keep the preset. Unknown parameters are ignored. Facet
 * values are read as the index spells them (`known`, from the build): `?make=toyota` is Toyota.
 */
export function queryToState(search: string, preset: SearchPreset = {}, known: FacetValues = {}): IndexUiState {
  const params = new URLSearchParams(search);
  const refinementList: Record<string, string[]> = {};
  for (const [attribute, values] of Object.entries(preset)) if (values.length) refinementList[attribute] = [...values];
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = params
      .getAll(paramOf(attribute))
      .filter(Boolean)
      .map((value) => canonicalFacetValue(known[attribute], value));
    if (values.length) refinementList[attribute] = [...new Set(values)];
  }
  const range: Record<string, string> = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const value = params.get(attribute) && searchedRange(attribute, params.get(attribute)!);
    if (value) range[attribute] = value;
  }
  const state: IndexUiState = {};
  const query = params.get("query")?.trim();
  if (query) state.query = query;
  if (Object.keys(refinementList).length) state.refinementList = refinementList;
  if (Object.keys(range).length) state.range = range;
  const sort = params.get("sortBy");
  if (sort && /^[\w.]+:(asc|desc)$/.test(sort)) state.sortBy = `${SORT_INDEX_PREFIX}${sort}`;
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Whether the state still holds exactly the route's preset (Used ticked on /search/used-cars, nothing else for it). */
export function keepsPreset(state: IndexUiState, preset: SearchPreset): boolean {
  return Object.entries(preset).every(([attribute, values]) =>
    sameValues(state.refinementList?.[attribute] ?? [], values),
  );
}

/**
 * Where a state lives (a decision): on the route's own path, with only what the shopper
 * added in the query, while the state keeps the route's preset — /search/toyota stays
 * /search/toyota, refined or not; once the shopper leaves the preset (unticks Used on
 * /search/used-cars), the default route with the whole state, so the address never claims a
 * preset the results no longer have. Either address reopens the same search.
 */
export function stateLocation(state: IndexUiState, route: { path: string; preset: SearchPreset }, defaultPath: string) {
  if (!keepsPreset(state, route.preset)) return `${defaultPath}${stateToQuery(state)}`;
  const refinementList = Object.fromEntries(
    Object.entries(state.refinementList ?? {}).filter(([attribute]) => !(attribute in route.preset)),
  );
  return `${route.path}${stateToQuery({ ...state, refinementList })}`;
}

export { INDEX_NAME };

/** The search a shopper whose car went finds its like in: the same make and model ("?make=Toyota&model=Toyota+>+RAV4"). */
export function sameModelQuery(car: { make?: string; model?: string }): string {
  const refinementList: Record<string, string[]> = {};
  if (car.make) refinementList["make_model.lvl0"] = [car.make];
  if (car.make && car.model) refinementList["make_model.lvl1"] = [`${car.make} > ${car.model}`];
  return stateToQuery({ refinementList });
}
