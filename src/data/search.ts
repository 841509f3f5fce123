import type { SearchClient } from "instantsearch.js";
import { searchDocuments } from "#lib/search/availability.ts";
import type { SearchDocument } from "#lib/search/document.ts";
import { createEmbeddedSearchClient, toSearchClient } from "#lib/search/embedded-client.ts";
import { tenantSearchRoutes, type SearchRoute } from "#lib/search/routes.ts";
import { facetValuesOf } from "#lib/search/facet-values.ts";
import { modelStockLists } from "#lib/search/model-stock-list.ts";
import { REFINEMENT_ATTRIBUTES } from "#lib/search/url-state.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { SearchBackend } from "#lib/search/backend.ts";
import { buildColumns } from "#lib/search/columns.ts";
import { renderingContent } from "#lib/search/rendering-content.ts";
import { getFeed } from "./feed.ts";
import { digestOf } from "./page-cache-key.ts";
import { currentTenantSlug, getTenantConfig } from "./tenant.ts";

/** The tenant's search index documents: built once per build, shared by the index asset and the search pages. */
let documents: Promise<SearchDocument[]> | undefined;
export function getSearchDocuments(): Promise<SearchDocument[]> {
  documents ??= (async () => {
    const [config, cars, locations] = await Promise.all([getTenantConfig(), getFeed("cars"), getFeed("locations")]);
    return searchDocuments(cars, config, feedNow(config), { locations });
  })();
  return documents;
}

let client: Promise<SearchClient> | undefined;

/** The build's search client: the browser's embedded engine over the build's documents, for the static search pages. */
export function getBuildSearchClient(): Promise<SearchClient> {
  client ??= getSearchDocuments().then((docs) => toSearchClient(createEmbeddedSearchClient(docs)));
  return client;
}

let stockLists: Promise<ReturnType<typeof modelStockLists>> | undefined;

/** Per model search page, every car of that model in stock as a plain link (when more than one page). */
export function getModelStockLists(): Promise<ReturnType<typeof modelStockLists>> {
  stockLists ??= Promise.all([getSearchDocuments(), getTenantConfig()]).then(([docs, config]) =>
    modelStockLists(docs, config.pricing),
  );
  return stockLists;
}

let facetValues: Promise<Record<string, string[]>> | undefined;

/** Each URL facet's values as the index spells them, for reading `?make=toyota` as Toyota (once per build). */
export function getFacetValues(): Promise<Record<string, string[]>> {
  facetValues ??= getSearchDocuments().then((docs) => facetValuesOf(docs, REFINEMENT_ATTRIBUTES));
  return facetValues;
}

let routes: Promise<SearchRoute[]> | undefined;

/** Every search route of the tenant (spec §2), once per build: every search page links its related ones. */
export function getSearchRoutes(): Promise<SearchRoute[]> {
  routes ??= Promise.all([getTenantConfig(), getFeed("cars"), getFeed("locations")]).then(([config, cars, locations]) =>
    tenantSearchRoutes(config, cars, locations),
  );
  return routes;
}

let pagesShown: Promise<string> | undefined;

/**
 * What every search page shows besides the site, as one digest for its key: each page counts every
 * car in its facets, so any document counts, and it links the other routes and names the backend.
 */
export function getSearchPagesDigest(): Promise<string> {
  pagesShown ??= Promise.all([getSearchDocuments(), getSearchRoutes(), getSearchBackend()]).then(digestOf);
  return pagesShown;
}

/**
 * Which backend the search island uses (tenant `search` settings): Typesense when the config names
 * a cluster, with the search-only key from the build environment (a missing key fails the build
 * rather than shipping a search that cannot work); else the embedded index, in a Web Worker above
 * the tenant's workerThreshold.
 */
let backend: Promise<SearchBackend> | undefined;
export function getSearchBackend(): Promise<SearchBackend> {
  // Once per build: every search route's page gets the same backend.
  backend ??= searchBackend(process.env);
  return backend;
}

async function searchBackend(env: NodeJS.ProcessEnv): Promise<SearchBackend> {
  const [config, documents] = await Promise.all([getTenantConfig(), getSearchDocuments()]);
  const typesense = config.search.typesense;
  if (!typesense)
    return {
      kind: "embedded",
      indexUrl: "/search-index.json",
      worker: documents.length > config.search.workerThreshold,
    };
  const apiKey = env[typesense.searchKeyEnv];
  if (!apiKey) {
    throw new Error(
      `${currentTenantSlug()}: tenant.json search.typesense is set but ${typesense.searchKeyEnv} is not in the build environment. ` +
        `Run \`npm run search:index -- ${currentTenantSlug()} --issue-key\` and set the key it prints, or remove search.typesense to use the embedded index.`,
    );
  }
  return {
    kind: "typesense",
    nodes: typesense.nodes,
    apiKey,
    collection: typesense.collection,
    renderingContent: renderingContent(buildColumns(documents)),
  };
}
