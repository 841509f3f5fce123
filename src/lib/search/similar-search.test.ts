import { describe, expect, it } from "vitest";
import { createEmbeddedSearchClient } from "./embedded-client.ts";
import { anchorPrice, pickSimilar, similarRequests } from "./similar-search.ts";
import { randomDocuments } from "../../../tests/support/search-documents.ts";

describe("anchorPrice", () => {
  it.each([
    ["20000:40000", 30_000],
    [":45000", 45_000],
    ["15000:", 15_000],
    [":", undefined],
    ["abc:", undefined],
    [undefined, undefined],
  ] as const)("%s → %s", (range, expected) => expect(anchorPrice(range)).toBe(expected));
});

describe("similarRequests", () => {
  it("keeps make and body and a §9 price window around the asked price, in stock only, loosening step by step", () => {
    const requests = similarRequests(
      { query: "turbo diesel", refinementList: { body: ["Ute"], colour: ["Red"] }, range: { price: "20000:40000" } },
      { "make_model.lvl0": ["Toyota"] },
    );
    expect(requests[0]!.params).toEqual({
      query: "",
      hitsPerPage: 6,
      page: 0,
      facetFilters: [["status:in_stock", "status:coming_soon"], ["make_model.lvl0:Toyota"], ["body:Ute"]],
      numericFilters: ["price>=20000", "price<=40000"],
    });
    expect(requests.map((r) => r.params.facetFilters.length)).toEqual([3, 2, 2, 1, 1]);
    expect(requests.at(-1)!.params.numericFilters).toEqual([]);
  });

  it("uses the wide window from 50,000", () => {
    expect(similarRequests({ range: { price: "60000:" } }, {})[0]!.params.numericFilters).toEqual([
      "price>=35000",
      "price<=85000",
    ]);
  });

  it("follows the dealer's similar-cars settings, as the car page does", () => {
    const [first] = similarRequests(
      { range: { price: "30000:" } },
      {},
      {
        max: 4,
        priceThreshold: 20_000,
        narrowWindow: 2_000,
        wideWindow: 5_000,
      },
    );
    expect(first!.params.numericFilters).toEqual(["price>=25000", "price<=35000"]);
    expect(first!.params.hitsPerPage).toBe(4);
    expect(first!.params.facetFilters[0]).toEqual(["status:in_stock", "status:coming_soon"]);
  });

  it("sends each distinct request once", () => {
    expect(similarRequests({}, {})).toHaveLength(1);
  });
});

describe("pickSimilar", () => {
  it("takes the first answer with cars not already shown", () => {
    const answers = [{ hits: [{ objectID: "a" }] }, { hits: [{ objectID: "a" }, { objectID: "b" }] }];
    expect(pickSimilar(answers, new Set(["a"]))).toEqual([{ objectID: "b" }]);
    expect(pickSimilar(answers, new Set(["a", "b"]))).toEqual([]);
  });

  it("finds in-stock cars near the price through the embedded backend when the shopper's own search finds none", async () => {
    const documents = randomDocuments(400);
    const client = createEmbeddedSearchClient(documents);
    const { results } = await client.search(
      similarRequests({ query: "zzzz no such car", range: { price: "20000:30000" } }, {}),
    );
    const hits = pickSimilar(
      results as { hits: readonly { objectID: string; price?: number; status: string }[] }[],
      new Set(),
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(6);
    for (const hit of hits) {
      expect(["in_stock", "coming_soon"]).toContain(hit.status);
      expect(hit.price).toBeGreaterThanOrEqual(15_000);
      expect(hit.price).toBeLessThanOrEqual(35_000);
    }
  });
});
