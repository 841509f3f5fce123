import { describe, expect, it } from "vitest";
import { createSearchEngine } from "./embedded-engine.ts";
import { COUNT_CAP, PAGE_SIZE } from "./fields.ts";
import { createLru } from "./lru.ts";
import { capCount, formatResultCount } from "./result-count.ts";
import { parseIndexName, sortIndexName } from "./sorting.ts";
import { randomDocuments, testDocument } from "../../../tests/support/search-documents.ts";

describe("engine", () => {
  const docs = randomDocuments(60, 7);
  const engine = createSearchEngine(docs);

  it(`pages hold ${PAGE_SIZE} hits by default (spec §9 page size 21)`, () => {
    const result = engine.search({});
    expect([result.hits.length, result.hitsPerPage, result.nbPages]).toEqual([21, 21, 3]);
    expect(engine.search({ page: 2 }).hits).toHaveLength(18);
    expect(engine.search({ page: 3 }).hits).toHaveLength(0);
  });

  it("pages never overlap or skip a car, in every sort", () => {
    for (const sort of [
      undefined,
      { field: "price", direction: "asc" as const },
      { field: "km", direction: "desc" as const },
    ]) {
      const ids = [0, 1, 2].flatMap((page) => engine.search({ page, sort }).hits.map((hit) => hit.id));
      expect(new Set(ids).size).toBe(60);
    }
  });

  it("disjunctive mode: a facet's counts ignore its own refinement, other facets respect it", () => {
    const refined = engine.search({
      facetFilters: [["make:Ford"]],
      facets: ["make", "body"],
      disjunctiveFacets: ["make", "body"],
    });
    const all = engine.search({ facets: ["make"] });
    const fords = engine.search({ facetFilters: ["make:Ford"], facets: ["body"] });
    expect(refined.facets.make).toEqual(all.facets.make);
    expect(refined.facets.body).toEqual(fords.facets.body);
  });

  it("range-only numbers give stats and no per-value counts; year counts per value", () => {
    const result = engine.search({ facets: ["price", "year"] });
    expect(result.facets.price).toEqual({});
    expect(result.facetsStats.price!.min).toBeLessThanOrEqual(result.facetsStats.price!.max);
    expect(Object.keys(result.facets.year!).length).toBeGreaterThan(1);
  });

  it("maxValuesPerFacet keeps the most frequent values", () => {
    const result = engine.search({ facets: ["make"], maxValuesPerFacet: 2 });
    const counts = Object.values(result.facets.make!);
    expect(counts).toHaveLength(2);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(
      Math.max(
        ...Object.values(engine.search({ facets: ["make"] }).facets.make!)
          .sort((a, b) => b - a)
          .slice(2),
      ),
    );
  });

  it("facets '*' counts every facet", () => {
    expect(Object.keys(engine.search({ facets: ["*"] }).facets)).toEqual(
      expect.arrayContaining(["make", "make_model.lvl1", "certified", "price", "tag"]),
    );
  });

  it("booleans count as 'true'/'false' and filter either way", () => {
    const result = engine.search({ facets: ["certified"] });
    const certified = result.facets.certified!.true!;
    expect(engine.search({ facetFilters: ["certified:true"] }).nbHits).toBe(certified);
    expect(engine.search({ numericFilters: ["certified=1"] }).nbHits).toBe(certified);
  });

  it("stats of an empty result are absent", () => {
    expect(engine.search({ facetFilters: ["make:Nope"], facets: ["price"] }).facetsStats).toEqual({});
  });

  it("unknown sort fields fall back to the default ranking with a warning", () => {
    const result = engine.search({ sort: { field: "colour", direction: "asc" } });
    expect(result.hits).toEqual(engine.search({}).hits);
    expect(result.warnings).toEqual([expect.stringMatching(/"colour" is not a numeric field/)]);
  });

  it("handles an empty index", () => {
    const empty = createSearchEngine([]);
    expect(empty.search({ query: "ford", facets: ["make", "price"] })).toMatchObject({
      nbHits: 0,
      hits: [],
      facets: { make: {}, price: {} },
      facetsStats: {},
    });
  });

  it("handles one document", () => {
    expect(createSearchEngine([testDocument({ id: "x" })]).search({ facets: ["make"] })).toMatchObject({
      nbHits: 1,
      facets: { make: { Toyota: 1 } },
    });
  });
});

describe.each([
  ["cars", undefined, undefined],
  ["cars/sort/price:asc", { field: "price", direction: "asc" }, undefined],
  ["cars/sort/created_at_timestamp:desc", { field: "created_at_timestamp", direction: "desc" }, undefined],
  ["cars/sort/price", undefined, /expected cars\/sort\/<field>:<asc\|desc>/],
])("sort replicas cars/sort/<field>:<dir>: %s", (indexName, sort, warning) => {
  it("parses", () => {
    const parsed = parseIndexName(indexName);
    expect(parsed.sort).toEqual(sort);
    if (warning) expect(parsed.warning).toMatch(warning);
    if (sort) expect(sortIndexName(sort.field, sort.direction as "asc" | "desc")).toBe(indexName);
  });
});

describe.each([
  [0, "0"],
  [21, "21"],
  [1999, "1,999"],
  [2000, "1,999+"],
  [10000, "1,999+"],
])(`spec §9 counts above ${COUNT_CAP} capped: %i`, (count, text) => {
  it(`reads "${text}"`, () => {
    expect(formatResultCount(count)).toBe(text);
    expect(capCount(count).capped).toBe(count > COUNT_CAP);
  });
});

describe("spec §9 cache 10 entries (LRU)", () => {
  it("keeps the 10 most recently used", () => {
    const cache = createLru<number>();
    for (let i = 0; i < 10; i++) cache.set(String(i), i);
    cache.get("0");
    cache.set("10", 10);
    expect([cache.size, cache.get("0"), cache.get("1"), cache.get("10")]).toEqual([10, 0, undefined, 10]);
  });
});
