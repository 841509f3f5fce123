import { describe, expect, it, vi } from "vitest";
import { createEmbeddedSearchClient, type SearchResponse } from "./embedded-client.ts";
import type { SearchDocument } from "./document.ts";
import { randomDocuments } from "../../../tests/support/search-documents.ts";

const docs = randomDocuments(50, 3);
const setup = () => {
  const warn = vi.fn();
  const client = createEmbeddedSearchClient(docs, { warn });
  return { client, warn };
};
const first = async (client: ReturnType<typeof setup>["client"], params: Record<string, unknown>, indexName = "cars") =>
  (await client.search([{ indexName, params }])).results[0] as SearchResponse<SearchDocument>;

describe("bad input never throws inside the client: it is ignored and reported once", () => {
  it.each([
    ["unknown facet filter", { facetFilters: ["wheels:4"] }, /"wheels" is not a facet/],
    ["malformed numeric filter", { numericFilters: ["price>=cheap"] }, /cannot read "price>=cheap"/],
    ["unknown numeric field", { numericFilters: ["wheels>=4"] }, /"wheels" is not a numeric field/],
    ["facetFilters not an array", { facetFilters: { make: "Ford" } }, /expected an array/],
    ["unknown facet requested", { facets: ["wheels"] }, /"wheels" is not a facet/],
  ])("%s: every car, one warning", async (_case, params, message) => {
    const { client, warn } = setup();
    expect((await first(client, params)).nbHits).toBe(50);
    await first(client, { ...params, page: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(message);
  });

  it("unknown sort field: default ranking, warned", async () => {
    const { client, warn } = setup();
    const sorted = await first(client, {}, "cars/sort/colour:asc");
    expect(sorted.hits.map((hit) => hit.id)).toEqual((await first(client, {})).hits.map((hit) => hit.id));
    expect(warn.mock.calls[0]![0]).toMatch(/"colour" is not a numeric field/);
  });

  it.each([
    ["negative page", { page: -3 }, 0],
    ["page as a string", { page: "1" }, 1],
    ["NaN hitsPerPage", { hitsPerPage: Number.NaN }, 0],
  ])("%s is read sensibly", async (_case, params, page) => {
    const { client } = setup();
    expect((await first(client, params)).page).toBe(page);
  });

  it("a request list that is not a list rejects the promise (InstantSearch's error state) instead of throwing", async () => {
    const { client } = setup();
    await expect(client.search(null as never)).rejects.toThrow();
  });
});

describe("response shape", () => {
  it("echoes query, index and params, fills renderingContent, marks counts exhaustive", async () => {
    const { client } = setup();
    const response = await first(client, { query: "ford", facets: ["make"], hitsPerPage: 2 }, "cars/sort/price:asc");
    expect(response).toMatchObject({
      query: "ford",
      index: "cars/sort/price:asc",
      exhaustiveFacetsCount: true,
      hitsPerPage: 2,
    });
    expect(response.params).toBe("query=ford&facets=%5B%22make%22%5D&hitsPerPage=2");
    expect(response.renderingContent.facetOrdering.facets.order).toContain("make");
    expect(response.hits[0]).toMatchObject({
      objectID: response.hits[0]!.id,
      _highlightResult: { make: { value: "<em>Ford</em>" } },
    });
  });

  it("uses InstantSearch's highlight tags when sent", async () => {
    const { client } = setup();
    const response = await first(client, {
      query: "ford",
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
    });
    expect(response.hits[0]!._highlightResult.make!.value).toBe("__ais-highlight__Ford__/ais-highlight__");
  });

  it("answers algoliasearch v5's facet requests through search()", async () => {
    const { client } = setup();
    const { results } = await client.search([
      { indexName: "cars", type: "facet", facet: "make", params: { facetQuery: "ma" } },
    ]);
    expect(results[0]).toMatchObject({ facetHits: [{ value: "Mazda", highlighted: "<em>Ma</em>zda" }] });
  });

  it("orders price buckets by amount, not alphabetically", async () => {
    const client = createEmbeddedSearchClient([
      { ...docs[0]!, id: "a", price_range: "$100,000+", price: 120000 },
      { ...docs[1]!, id: "b", price_range: "Under $10,000", price: 9000 },
      { ...docs[2]!, id: "c", price_range: "$10,000 - $20,000", price: 15000 },
    ]);
    const response = await first(client, {});
    expect(response.renderingContent.facetOrdering.values.price_range).toEqual({
      order: ["Under $10,000", "$10,000 - $20,000", "$100,000+"],
      sortRemainingBy: "alpha",
    });
  });
});

describe("spec §9 cache of 10 entries", () => {
  it("answers a repeated request from the cache, each caller with its own copy", async () => {
    const { client } = setup();
    const engineSearch = vi.spyOn(client.engine, "search");
    const a = await first(client, { query: "toyota", facets: ["make"] });
    a.hits.length = 0;
    a.facets.make!.Toyota = -1;
    const b = await first(client, { query: "toyota", facets: ["make"] });
    expect(engineSearch).toHaveBeenCalledTimes(1);
    expect(b.hits.length).toBeGreaterThan(0);
    expect(b.facets.make!.Toyota).toBeGreaterThan(0);
  });

  it("forgets the least recently used beyond 10", async () => {
    const { client } = setup();
    const engineSearch = vi.spyOn(client.engine, "search");
    for (let page = 0; page < 11; page++) await first(client, { page });
    await first(client, { page: 10 });
    expect(engineSearch).toHaveBeenCalledTimes(11);
    await first(client, { page: 0 });
    expect(engineSearch).toHaveBeenCalledTimes(12);
  });
});
