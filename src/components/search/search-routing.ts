import type { UiState } from "instantsearch.js";
import { history } from "instantsearch.js/es/lib/routers";
import type { FacetValues } from "#lib/search/facet-values.ts";
import { INDEX_NAME } from "#lib/search/fields.ts";
import { DEFAULT_SEARCH_PATH, searchPath, type SearchPreset } from "#lib/search/routes.ts";
import { queryToState, stateLocation, type IndexUiState } from "#lib/search/url-state.ts";

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/** Where the build renders a route: no origin, so its links (pagination) are the site's own paths. */
export const buildLocation = (path: string) => (): Location =>
  ({ origin: "", pathname: path, search: "", href: path }) as Location;

/**
 * The search's router: the route's own address while its preset holds, else the default route's
 * (`stateLocation`). In the browser it reads the window's address; the build passes `buildLocation`.
 */
export function searchRouting(
  path: string,
  preset: SearchPreset,
  known: FacetValues = {},
  getLocation?: () => Location,
) {
  return {
    router: history<IndexUiState>({
      createURL: ({ routeState, location }) =>
        `${location.origin}${stateLocation(routeState, { path, preset }, searchPath(DEFAULT_SEARCH_PATH))}`,
      parseURL: ({ location }) => queryToState(location.search, samePath(location.pathname, path) ? preset : {}, known),
      cleanUrlOnDispose: false,
      ...(getLocation ? { getLocation } : {}),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => (uiState[INDEX_NAME] ?? {}) as IndexUiState,
      routeToState: (route: IndexUiState) => ({ [INDEX_NAME]: route }) as UiState,
    },
  };
}
