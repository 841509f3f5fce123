import algoliasearchHelper, { type SearchResults } from "algoliasearch-helper";
import { describe, expect, it, vi } from "vitest";
import { createEmbeddedSearchClient, toSearchClient } from "./embedded-client.ts";
import { referenceSearch } from "../../../tests/support/reference-search.ts";
import { testDocument } from "../../../tests/support/search-documents.ts";

/**
 * The client driven through the real algoliasearch-helper (what InstantSearch runs on), checking
 * what a shopper would see: counts per facet, hits in order, slider bounds.
 */
const docs = [
  testDocument({
    id: "1",
    make: "Toyota",
    model: "Corolla",
    body: "Hatch",
    price: 24990,
    km: 30000,
    year: 2021,
    certified: true,
    created_at_timestamp: 100,
  }),
  testDocument({
    id: "2",
    make: "Toyota",
    model: "Corolla",
    body: "Sedan",
    price: 28990,
    km: 12000,
    year: 2022,
    created_at_timestamp: 90,
  }),
  testDocument({
    id: "3",
    make: "Toyota",
    model: "HiLux",
    body: "Ute",
    price: 54990,
    km: 60000,
    year: 2019,
    created_at_timestamp: 80,
  }),
  testDocument({
    id: "4",
    make: "Ford",
    model: "Ranger",
    body: "Ute",
    price: 61990,
    km: 5000,
    year: 2024,
    certified: true,
    created_at_timestamp: 70,
  }),
  testDocument({
    id: "5",
    make: "Ford",
    model: "Everest",
    body: "SUV",
    price: 69990,
    km: 15000,
    year: 2023,
    created_at_timestamp: 60,
  }),
  testDocument({
    id: "6",
    make: "Mazda",
    model: "CX-5",
    body: "SUV",
    price: 32990,
    km: 45000,
    year: 2020,
    created_at_timestamp: 50,
  }),
  testDocument({
    id: "7",
    make: "Mazda",
    model: "BT-50",
    body: "Ute",
    km: 20,
    year: 2025,
    status: "coming_soon",
    created_at_timestamp: 40,
  }),
  testDocument({
    id: "8",
    make: "Kia",
    model: "Sportage",
    body: "SUV",
    price: 38990,
    km: 22000,
    year: 2022,
    status: "sold",
    created_at_timestamp: 30,
  }),
];
const hierarchy = { name: "make_model.lvl0", attributes: ["make_model.lvl0", "make_model.lvl1"], separator: " > " };

async function shopperSees(state: Record<string, unknown>, index = "cars") {
  const client = createEmbeddedSearchClient(docs);
  const search = vi.spyOn(client, "search");
  const helper = algoliasearchHelper(toSearchClient(client), index, {
    disjunctiveFacets: ["make", "body", "price", "year"],
    facets: ["certified"],
    hierarchicalFacets: [hierarchy],
    hitsPerPage: 3,
    ...state,
  });
  const { content } = await helper.searchOnce({});
  return { content: content as SearchResults, requests: search.mock.calls.flatMap(([requests]) => requests) };
}

/** A facet's values as { value: count }, as the sidebar would list them. */
function counts(results: SearchResults, facet: string): Record<string, number> {
  const values = results.getFacetValues(facet, { sortBy: ["name:asc"] }) as { name: string; count: number }[];
  return Object.fromEntries(values.map((value) => [value.name, value.count]));
}

describe("InstantSearch contract (algoliasearch-helper → embedded client)", () => {
  it("with no refinement: every car, newest first, a page of 3, counts and slider bounds", async () => {
    const { content } = await shopperSees({});
    expect(content.nbHits).toBe(8);
    expect(content.nbPages).toBe(3);
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["1", "2", "3"]);
    expect(counts(content, "make")).toEqual({ Ford: 2, Kia: 1, Mazda: 2, Toyota: 3 });
    expect(content.getFacetStats("price")).toEqual({ min: 24990, max: 69990 });
    expect(content.getFacetStats("year")).toEqual({ min: 2019, max: 2025 });
    expect(content.renderingContent?.facetOrdering?.facets?.order?.slice(0, 3)).toEqual([
      "car_type",
      "make_model.lvl0",
      "make",
    ]);
  });

  it("disjunctive make: ticking Ford and Toyota keeps the other makes' counts, narrows body", async () => {
    const { content } = await shopperSees({ disjunctiveFacetsRefinements: { make: ["Ford", "Toyota"] } });
    expect(content.nbHits).toBe(5);
    expect(counts(content, "make")).toEqual({ Ford: 2, Kia: 1, Mazda: 2, Toyota: 3 });
    expect(counts(content, "body")).toEqual({ Hatch: 1, SUV: 1, Sedan: 1, Ute: 2 });
  });

  it("two disjunctive facets: each facet's counts ignore only its own refinement", async () => {
    const { content } = await shopperSees({ disjunctiveFacetsRefinements: { make: ["Toyota"], body: ["Ute"] } });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["3"]);
    expect(counts(content, "make")).toEqual({ Ford: 1, Mazda: 1, Toyota: 1 });
    expect(counts(content, "body")).toEqual({ Hatch: 1, Sedan: 1, Ute: 1 });
  });

  it("price range: hits inside it, the slider keeps the bounds of the unrefined price", async () => {
    const { content, requests } = await shopperSees({
      numericRefinements: { price: { ">=": [30000], "<=": [65000] } },
    });
    expect(requests[0]!.params).toMatchObject({ numericFilters: ["price>=30000", "price<=65000"] });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["3", "4", "6"]);
    expect(content.nbHits).toBe(4);
    expect(content.getFacetStats("price")).toEqual({ min: 24990, max: 69990 });
    expect(counts(content, "make")).toEqual({ Ford: 1, Kia: 1, Mazda: 1, Toyota: 1 });
  });

  it("hierarchical make → model: the make opens to its models with counts", async () => {
    const { content } = await shopperSees({
      hierarchicalFacetsRefinements: { "make_model.lvl0": ["Toyota > Corolla"] },
    });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["1", "2"]);
    const tree = content.getFacetValues("make_model.lvl0", { sortBy: ["name:asc"] }) as {
      data: { name: string; count: number; isRefined: boolean; data: unknown }[];
    };
    const toyota = tree.data.find((node) => node.name === "Toyota")!;
    expect(tree.data.map((node) => node.name)).toEqual(["Ford", "Kia", "Mazda", "Toyota"]);
    expect(
      (toyota.data as { name: string; count: number; isRefined: boolean }[]).map(({ name, count, isRefined }) => ({
        name,
        count,
        isRefined,
      })),
    ).toEqual([
      { name: "Corolla", count: 2, isRefined: true },
      { name: "HiLux", count: 1, isRefined: false },
    ]);
  });

  it("sort replica cars/sort/price:asc: cheapest first, the car without a price last", async () => {
    const { content } = await shopperSees({ hitsPerPage: 21 }, "cars/sort/price:asc");
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["1", "2", "6", "8", "3", "4", "5", "7"]);
  });

  it("sort replica cars/sort/km:desc with paging: page 2 continues where page 1 stopped", async () => {
    const { content } = await shopperSees({ page: 1 }, "cars/sort/km:desc");
    expect(content.page).toBe(1);
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["8", "5", "2"]);
  });

  it("exclusion: certified cars left out", async () => {
    const { content, requests } = await shopperSees({ facetsExcludes: { certified: ["true"] }, hitsPerPage: 21 });
    expect(requests[0]!.params).toMatchObject({ facetFilters: ["certified:-true"] });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["2", "3", "5", "6", "7", "8"]);
  });

  it("a typo query finds the car, highlighted", async () => {
    const { content } = await shopperSees({ query: "corola" });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(["1", "2"]);
    expect(content.hits[0]!._highlightResult.model).toMatchObject({ value: "<em>Corolla</em>", matchLevel: "full" });
  });

  it("no results: zero hits and zero pages, no error", async () => {
    const { content } = await shopperSees({ query: "lamborghini" });
    expect([content.nbHits, content.nbPages, content.hits.length]).toEqual([0, 0, 0]);
  });

  it("search for facet values: matching makes under the other refinements, refined flag set", async () => {
    const client = createEmbeddedSearchClient(docs);
    const helper = algoliasearchHelper(toSearchClient(client), "cars", {
      disjunctiveFacets: ["make", "body"],
      disjunctiveFacetsRefinements: { make: ["Toyota"], body: ["Ute", "Hatch"] },
    });
    const { facetHits } = await helper.searchForFacetValues("make", "to", 10);
    expect(facetHits).toEqual([
      { value: "Toyota", highlighted: "<em>To</em>yota", count: 2, isRefined: true, escapedValue: "Toyota" },
    ]);
  });

  it("counts agree with the brute-force reference for a mixed state", async () => {
    const { content } = await shopperSees({
      disjunctiveFacetsRefinements: { body: ["SUV", "Ute"] },
      numericRefinements: { km: { "<=": [50000] } },
      hitsPerPage: 21,
    });
    const reference = referenceSearch(docs, {
      facetFilters: [["body:SUV", "body:Ute"]],
      numericFilters: ["km<=50000"],
      facets: ["make"],
    });
    expect(content.hits.map((hit) => hit.objectID)).toEqual(reference.ids);
    expect(counts(content, "make")).toEqual(Object.fromEntries(Object.entries(reference.facets.make!).sort()));
  });
});
