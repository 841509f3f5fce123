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
  it("answers a repeated request from the cache: the same frozen answer, which no caller can change", async () => {
    const { client } = setup();
    const engineSearch = vi.spyOn(client.engine, "search");
    const params = { query: "toyota", facets: ["make", "price"] };
    const a = await first(client, params);
    const before = structuredClone(a);
    const hit = a.hits[0]!;
    const attempts: [string, () => void][] = [
      ["the hit list", () => (a.hits as unknown[]).splice(0)],
      ["a hit", () => Object.assign(hit, { make: "Ford" })],
      ["a hit's array value", () => hit.tag.push("SOLD")],
      ["a highlight", () => Object.assign(hit._highlightResult.make!, { value: "" })],
      ["the stats", () => Object.assign(a.facets_stats.price!, { min: 0 })],
      ["the rendering content", () => a.renderingContent.facetOrdering.facets.order.push("wheels")],
      ["the answer", () => Object.assign(a, { nbHits: 0 })],
    ];
    for (const [part, change] of attempts) expect(change, part).toThrow(TypeError);
    // Facet counts are the caller's own: algoliasearch-helper writes excluded values into them.
    a.facets.make!.Toyota = -1;
    const b = await first(client, params);
    expect(engineSearch).toHaveBeenCalledTimes(1);
    expect(b.hits).toBe(a.hits);
    expect(b).toEqual(before);
  });

  it("answers without a cache are frozen too", async () => {
    const client = createEmbeddedSearchClient(docs, { cacheEntries: 0 });
    const answer = await first(client, { facets: ["make"] });
    expect(Object.isFrozen(answer.hits)).toBe(true);
    expect(Object.isFrozen(answer.hits[0])).toBe(true);
  });

  it("facet value answers: each caller may annotate its hits, as the helper does, without changing the cache", async () => {
    const { client } = setup();
    const request = { indexName: "cars", params: { facetName: "make", facetQuery: "" } };
    const [a] = (await client.searchForFacetValues([request])) as { facetHits: Record<string, unknown>[] }[];
    const before = structuredClone(a);
    a!.facetHits[0]!.isRefined = true;
    a!.facetHits = [];
    const [b] = await client.searchForFacetValues([request]);
    expect(b).toEqual(before);
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
