import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTypesenseApi } from "../../../functions/_shared/platform/providers/typesense/admin-api.ts";
import { indexCollection } from "../../../scripts/search/index-collection.ts";
import { loadTenantFeed } from "../feed/load-feed.ts";
import { feedNow } from "../tenant/build-time.ts";
import { loadTenantConfig } from "../tenant/load-tenant.ts";
import { searchDocuments } from "./availability.ts";
import type { SearchDocument } from "./document.ts";
import { createEmbeddedSearchClient } from "./embedded-client.ts";
import { RANGE_ONLY_FIELDS } from "./fields.ts";
import { referenceSearch } from "../../../tests/support/reference-search.ts";
import { instantsearchRequests, type RecordedRequest, type UiState } from "../../../tests/support/search-requests.ts";
import { createTextIndex } from "./text-index.ts";
import { createTypesenseSearchClient } from "./typesense-client.ts";
import { workerSearchClient, type FromWorker, type Port, type ToWorker } from "./worker-protocol.ts";
import { serveSearch } from "./worker-serve.ts";

/**
 * Backend conformance: one list of shopper states, sent as InstantSearch sends them
 * (the real algoliasearch-helper: main query plus one request per refined disjunctive facet), run
 * through every backend and compared with the brute-force reference over a sample dealer's feed:
 * the same hits in the same order, the same counts and the same stats, request by request.
 * Typesense runs only when TYPESENSE_URL and TYPESENSE_API_KEY are set (on a throwaway collection).
 */
const STATES: [string, UiState][] = [
  ["everything, default order", {}],
  ["a typo in a model", { query: "corola" }],
  ["make and a typo'd model", { query: "toyota hilx" }],
  ["an unfinished word", { query: "sporta" }],
  ["stop words among the words (not indexed, not searched)", { query: "one owner" }],
  [
    "several facets, two values in one",
    { disjunctive: { "make_model.lvl0": ["Toyota", "Mazda"], body: ["SUV", "Ute"], fuel: ["Hybrid"] } },
  ],
  ["models from the make → model list", { disjunctive: { "make_model.lvl1": ["Toyota > HiLux", "Mazda > BT-50"] } }],
  [
    "a price range, sorted by price",
    { index: "cars/sort/price:asc", numeric: { price: { ">=": [20000], "<=": [60000] } } },
  ],
  [
    "one-sided km and year ranges, newest year first",
    { index: "cars/sort/year:desc", numeric: { km: { "<=": [50000] }, year: { ">=": [2020] } } },
  ],
  ["price high to low, page 3", { index: "cars/sort/price:desc", page: 2 }],
  [
    "kilometres low to high with a facet, page 2",
    { index: "cars/sort/km:asc", page: 1, disjunctive: { car_type: ["used"] } },
  ],
  ["an exclusion", { excludes: { status: ["sold"] }, disjunctive: { seats: ["7"] } }],
  [
    "text, facets, range and sort together",
    {
      query: "hybrid",
      index: "cars/sort/price:asc",
      disjunctive: { "make_model.lvl0": ["Toyota"] },
      numeric: { price: { "<=": [70000] } },
    },
  ],
  ["no results: a word nobody has", { query: "zzzyzx" }],
  ["no results: a range nobody is in", { numeric: { price: { ">=": [900000] } } }],
  ["past the last page", { page: 40 }],
];

type Answer = {
  hits: { id?: string; objectID: string }[];
  nbHits: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
};
type Backend = { search(requests: RecordedRequest[]): Promise<{ results: unknown[] }> };

const asArray = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** What the reference says one request should answer. */
function expected(docs: readonly SearchDocument[], request: RecordedRequest, scores: Map<number, number> | undefined) {
  const params = request.params;
  return referenceSearch(docs, {
    indexName: request.indexName,
    facetFilters: asArray(params.facetFilters) as (string | string[])[],
    numericFilters: asArray(params.numericFilters) as (string | string[])[],
    facets: asArray(params.facets) as string[],
    page: params.page as number,
    hitsPerPage: params.hitsPerPage as number,
    maxValuesPerFacet: params.maxValuesPerFacet as number,
    scores,
  });
}

/** Counts of the checkbox facets (range-only numbers answer with stats, not counts) and min/max of the numbers. */
function comparable(answer: Answer) {
  const facets = Object.fromEntries(
    Object.entries(answer.facets ?? {}).filter(([facet]) => !RANGE_ONLY_FIELDS.includes(facet)),
  );
  const stats = Object.fromEntries(
    Object.entries(answer.facets_stats ?? {}).map(([facet, { min, max }]) => [facet, { min, max }]),
  );
  return { facets, stats };
}

async function conform(backend: Backend, state: UiState, options: { relevanceOrder: boolean }): Promise<number> {
  const requests = await instantsearchRequests(state);
  const { results } = await backend.search(requests);
  requests.forEach((request, i) => {
    const answer = results[i] as Answer;
    const reference = expected(docs, request, text.search(String(request.params.query ?? ""))?.scores);
    const ids = answer.hits.map((hit) => hit.id ?? hit.objectID);
    const label = `${request.indexName} ${JSON.stringify(request.params)}`;
    // Relevance scores are each engine's own (BM25 in MiniSearch, text match in Typesense): with a
    // text query on Typesense the page's cars are compared, not their order among equal fields.
    if (options.relevanceOrder || !request.params.query) expect(ids, label).toEqual(reference.ids);
    else expect([...ids].sort(), label).toEqual([...reference.ids].sort());
    expect(answer.nbHits, label).toBe(reference.nbHits);
    const { facets, stats } = comparable(answer);
    expect(facets, label).toEqual(comparable({ hits: [], nbHits: 0, facets: reference.facets }).facets);
    expect(stats, label).toEqual(reference.facetsStats);
  });
  return (results[0] as Answer).hits.length;
}

/** The list is not vacuous: every state but the empty ones shows cars. */
const expectsCars = (name: string) => !name.startsWith("no results") && !name.startsWith("past the last page");

const TENANT = "harbour-city-motor-group";
let docs: SearchDocument[] = [];
let text: ReturnType<typeof createTextIndex>;
beforeAll(async () => {
  const config = await loadTenantConfig("tenants", TENANT);
  const { feed } = await loadTenantFeed({ slug: TENANT, dir: join("tenants", TENANT, "feed") });
  docs = searchDocuments(feed.cars, config, feedNow(config), { locations: feed.locations });
  text = createTextIndex(docs);
});

describe("conformance: embedded backend on the page", () => {
  let backend: Backend;
  beforeAll(() => void (backend = createEmbeddedSearchClient(docs) as unknown as Backend));
  it.each(STATES)("%s", async (name, state) => {
    const shown = await conform(backend, state, { relevanceOrder: true });
    expect(shown > 0, "cards shown").toBe(expectsCars(name));
  });
});

describe("conformance: embedded backend in a worker (message protocol)", () => {
  let backend: Backend;
  let channel: MessageChannel;
  beforeAll(async () => {
    channel = new MessageChannel();
    serveSearch(channel.port1 as unknown as Port<ToWorker, FromWorker>);
    channel.port1.start();
    channel.port2.start();
    const client = workerSearchClient(channel.port2 as unknown as Port<FromWorker, ToWorker>, { documents: docs });
    await client.ready;
    backend = client as unknown as Backend;
  });
  afterAll(() => {
    channel.port1.close();
    channel.port2.close();
  });
  it.each(STATES)("%s", async (_name, state) => void (await conform(backend, state, { relevanceOrder: true })));
});

const TYPESENSE_URL = process.env.TYPESENSE_URL;
const TYPESENSE_API_KEY = process.env.TYPESENSE_API_KEY;

describe.skipIf(!TYPESENSE_URL || !TYPESENSE_API_KEY)(
  "conformance: Typesense (TYPESENSE_URL, TYPESENSE_API_KEY)",
  () => {
    const alias = `forecourt_conformance_${process.pid}`;
    const api = () => createTypesenseApi({ url: TYPESENSE_URL!, apiKey: TYPESENSE_API_KEY! });
    let backend: Backend;
    let collection: string;
    beforeAll(async () => {
      ({ collection } = await indexCollection(api(), { alias, documents: docs }));
      const url = new URL(TYPESENSE_URL!);
      const protocol = url.protocol === "https:" ? "https" : "http";
      backend = createTypesenseSearchClient({
        nodes: [
          {
            host: url.hostname,
            port: Number(url.port || (protocol === "https" ? 443 : 80)),
            protocol,
            path: url.pathname.replace(/\/+$/, ""),
          },
        ],
        apiKey: TYPESENSE_API_KEY!,
        collection: alias,
        renderingContent: { facetOrdering: { facets: { order: [] }, values: {} } },
      }) as unknown as Backend;
    }, 120_000);
    afterAll(async () => {
      await api()
        .deleteCollection(collection)
        .catch(() => undefined);
    });
    it.each(STATES)("%s", async (_name, state) => void (await conform(backend, state, { relevanceOrder: false })));
  },
);
