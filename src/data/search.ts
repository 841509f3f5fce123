import { collapseSoldHits, searchDocuments } from "../lib/search/availability.ts";
import type { SearchDocument } from "../lib/search/document.ts";
import { createEmbeddedSearchClient, type SearchResponse } from "../lib/search/embedded-client.ts";
import { INDEX_NAME, PAGE_SIZE } from "../lib/search/fields.ts";
import { dealershipsOf, searchRoutes, type SearchPreset, type SearchRoute } from "../lib/search/routes.ts";
import { presetFacetFilters } from "../lib/search/url-state.ts";
import { feedNow } from "../lib/tenant/build-time.ts";
import { getFeed } from "./feed.ts";
import { getTenantConfig } from "./tenant.ts";

/** The tenant's search index documents: built once per build, shared by the index asset and the search pages. */
let documents: Promise<SearchDocument[]> | undefined;
export function getSearchDocuments(): Promise<SearchDocument[]> {
  documents ??= (async () => {
    const [config, cars, locations] = await Promise.all([getTenantConfig(), getFeed("cars"), getFeed("locations")]);
    return searchDocuments(cars, config, feedNow(config), { locations });
  })();
  return documents;
}

let client: Promise<ReturnType<typeof createEmbeddedSearchClient<SearchDocument>>> | undefined;

/** The first page of a route's results, as the browser's embedded engine would answer it: for the static HTML. */
export async function firstPage(preset: SearchPreset): Promise<{ hits: SearchDocument[]; nbHits: number }> {
  client ??= getSearchDocuments().then((docs) => createEmbeddedSearchClient(docs));
  const { results } = await (await client).search([
    { indexName: INDEX_NAME, params: { query: "", page: 0, hitsPerPage: PAGE_SIZE, facetFilters: presetFacetFilters(preset) } },
  ]);
  const result = results[0] as SearchResponse<SearchDocument>;
  const hits = result.hits.map(({ objectID: _id, _highlightResult: _h, ...doc }) => doc as SearchDocument);
  return { hits: collapseSoldHits(hits), nbHits: result.nbHits };
}

/** Every search route of the tenant (spec §2). */
export async function getSearchRoutes(): Promise<SearchRoute[]> {
  const [config, cars, locations] = await Promise.all([getTenantConfig(), getFeed("cars"), getFeed("locations")]);
  return searchRoutes(cars, locations, { dealer: config.name, plural: config.itemLabel.plural }, dealershipsOf(cars, locations));
}
