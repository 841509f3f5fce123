import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTypesenseStub, type TypesenseStub } from "../../../tests/support/typesense-stub.ts";
import { instantsearchRequests, type UiState } from "../../../tests/support/search-requests.ts";
import { createTypesenseSearchClient, DEFAULT_SORT_BY, typesenseIndexName } from "./typesense-client.ts";

/**
 * Request mapping on Typesense: UI states go through the real algoliasearch-helper (what
 * react-instantsearch sends) and the real typesense-instantsearch-adapter (with our settings) to a
 * local stub of Typesense's multi_search, which records the parameters the cluster would get.
 */
let stub: TypesenseStub;
beforeAll(async () => {
  stub = await startTypesenseStub("search-key");
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.searches.length = 0;
  stub.found = () => 0;
});

const port = () => Number(new URL(stub.url).port);
const client = () =>
  createTypesenseSearchClient({
    nodes: [{ host: "127.0.0.1", port: port(), protocol: "http" }],
    apiKey: "search-key",
    collection: "harbour",
    renderingContent: { facetOrdering: { facets: { order: ["make_model.lvl0", "price"] }, values: {} } },
  });

async function sent(state: UiState, options: { hierarchical?: boolean } = {}) {
  const requests = await instantsearchRequests(state, options);
  const { results } = (await client().search(requests as never)) as {
    results: { hitsPerPage: number; renderingContent?: unknown }[];
  };
  expect(results).toHaveLength(requests.length);
  return { searches: stub.searches.at(-1)!, results };
}

describe("typesenseIndexName: our replicas onto the collection alias", () => {
  it.each([
    ["cars", "harbour"],
    ["cars/sort/price:asc", `harbour/sort/price(missing_values: last):asc,${DEFAULT_SORT_BY}`],
    ["cars/sort/year:desc", `harbour/sort/year(missing_values: last):desc,${DEFAULT_SORT_BY}`],
    ["cars/sort/nonsense", "harbour"],
  ])("%s → %s", (name, expected) => expect(typesenseIndexName(name, "harbour")).toBe(expected));
});

describe("UI state → Typesense search parameters (adapter's own request building)", () => {
  it("a typo query on the default order: q, weighted query_by, default sort, page 1 of 21, every UI facet", async () => {
    const { searches, results } = await sent({ query: "corola" });
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      collection: "harbour",
      q: "corola",
      query_by:
        "make,model,badge,name,series,body,fuel,transmission,colour,drive,tag,filtered_features,categories,comment_terms",
      query_by_weights: "30,30,20,20,15,10,10,10,10,10,10,7,7,3",
      sort_by: "_text_match:desc,default_rank:asc",
      num_typos: 2,
      min_len_1typo: 4,
      min_len_2typo: 7,
      page: 1,
      per_page: 21,
      max_facet_values: 100,
      facet_by:
        "body,car_type,certified,colour,drive,fuel,km,location_name,make_model.lvl0,make_model.lvl1,price,seats,status,tag,transmission,year",
    });
    expect(searches[0]!.filter_by).toBeUndefined();
    expect(results[0]!.renderingContent).toEqual({
      facetOrdering: { facets: { order: ["make_model.lvl0", "price"] }, values: {} },
    });
  });

  it("stop words are left out of q, as they are left out of the index", async () => {
    stub.found = () => 1;
    const { searches } = await sent({ query: "one owner car with sunroof" });
    expect(searches[0]!.q).toBe("one owner car sunroof");
  });

  it("every word counts: a query no car matches all of is asked again without its last words, and the answer says which words found cars", async () => {
    stub.found = (search) => (search.q === "tesla model" ? 17 : 0);
    const requests = await instantsearchRequests({ query: "tesla model xyzzy" });
    const { results } = (await client().search(requests as never)) as {
      results: { nbHits: number; query: string; queryAfterRemoval?: string }[];
    };
    expect(stub.searches.map((batch) => batch[0]!.q)).toEqual(["tesla model xyzzy", "tesla model"]);
    expect(stub.searches[0]![0]).toMatchObject({ drop_tokens_threshold: 0 });
    expect(results[0]).toMatchObject({ nbHits: 17, query: "tesla model xyzzy", queryAfterRemoval: "tesla model" });
  });

  it("a query whose words all match, or that no fewer words rescue, is answered as asked", async () => {
    stub.found = (search) => (search.q === "tesla model" ? 4 : 0);
    const all = (await client().search((await instantsearchRequests({ query: "tesla model" })) as never)) as {
      results: { nbHits: number; queryAfterRemoval?: string }[];
    };
    expect(all.results[0]).toMatchObject({ nbHits: 4 });
    expect(all.results[0]!.queryAfterRemoval).toBeUndefined();
    stub.searches.length = 0;
    const none = (await client().search((await instantsearchRequests({ query: "zzz qqq" })) as never)) as {
      results: { nbHits: number; queryAfterRemoval?: string }[];
    };
    expect(stub.searches.map((batch) => batch[0]!.q)).toEqual(["zzz qqq", "zzz"]);
    expect(none.results[0]!.nbHits).toBe(0);
    expect(none.results[0]!.queryAfterRemoval).toBeUndefined();
  });

  it("facet refinements with an exclusion, a price range, a sort replica and page 3", async () => {
    const { searches } = await sent({
      query: "",
      index: "cars/sort/price:asc",
      page: 2,
      disjunctive: { body: ["SUV", "Ute"], "make_model.lvl0": ["Toyota"] },
      excludes: { status: ["sold"] },
      numeric: { price: { ">=": [10000], "<=": [50000] } },
    });
    // The main query, then one per refined disjunctive facet (body, make, price) for its own counts.
    expect(searches).toHaveLength(4);
    expect(searches[0]).toMatchObject({
      q: "*",
      sort_by: `price(missing_values: last):asc,${DEFAULT_SORT_BY}`,
      filter_by: "status:!=[`sold`] && body:=[`SUV`,`Ute`] && make_model.lvl0:=[`Toyota`] && price:=[10000..50000]",
      page: 3,
      per_page: 21,
    });
    expect(searches.slice(1).map((s) => [s.facet_by, s.filter_by, s.per_page])).toEqual([
      ["body", "status:!=[`sold`] && make_model.lvl0:=[`Toyota`] && price:=[10000..50000]", 0],
      ["make_model.lvl0", "status:!=[`sold`] && body:=[`SUV`,`Ute`] && price:=[10000..50000]", 0],
      ["price", "status:!=[`sold`] && body:=[`SUV`,`Ute`] && make_model.lvl0:=[`Toyota`]", 0],
    ]);
  });

  it("one-sided ranges and an exact year", async () => {
    const { searches } = await sent({
      numeric: { km: { "<=": [80000] }, year: { "=": [2020] }, price: { ">=": [5000] } },
    });
    expect(searches[0]!.filter_by).toBe("km:<=80000 && year:=2020 && price:>=5000");
  });

  it("a model from the hierarchical make → model menu", async () => {
    const { searches } = await sent({ makeModel: "Toyota > HiLux" }, { hierarchical: true });
    expect(searches[0]!.filter_by).toBe("make_model.lvl1:=[`Toyota > HiLux`]");
    expect(searches[1]).toMatchObject({
      facet_by: "make_model.lvl0,make_model.lvl1",
      filter_by: "make_model.lvl0:=[`Toyota`]",
    });
  });

  it("a model checkbox (make_model.lvl1 as a list) and a boolean facet", async () => {
    const { searches } = await sent({
      disjunctive: { "make_model.lvl1": ["Ford > Ranger", "Toyota > HiLux"] },
      excludes: { certified: ["false"] },
    });
    expect(searches[0]!.filter_by).toBe("certified:!=[false] && make_model.lvl1:=[`Ford > Ranger`,`Toyota > HiLux`]");
  });
});

describe("spec §9 cache of 10 answers on Typesense too", () => {
  it("asks the cluster once for a repeated state, again once 10 other states came between, and again after a failure", async () => {
    stub.found = () => 1;
    const search = client();
    const state = (query: string) => [{ indexName: "cars", params: { query, hitsPerPage: 21 } }] as never;
    await search.search(state("ranger"));
    await search.search(state("ranger"));
    expect(stub.searches).toHaveLength(1);
    for (let i = 0; i < 10; i++) await search.search(state(`other ${i}`));
    await search.search(state("ranger"));
    expect(stub.searches).toHaveLength(12);
    // A 4xx (the typesense client retries 5xx on its own); the adapter logs it, which is noise here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stub.failNext(400, "Could not find a field named `nope` in the schema.");
    await expect(search.search(state("hilux"))).rejects.toThrow("Could not find a field");
    logged.mockRestore();
    await search.search(state("hilux"));
    expect(stub.searches.at(-1)![0]).toMatchObject({ q: "hilux" });
  });
});
