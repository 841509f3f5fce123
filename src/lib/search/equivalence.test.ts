import { describe, expect, it } from "vitest";
import { createSearchEngine } from "./embedded-engine.ts";
import { referenceSearch, type ReferenceRequest } from "../../../tests/support/reference-search.ts";
import { parseIndexName } from "./sorting.ts";
import { randomDocuments, seededRandom } from "../../../tests/support/search-documents.ts";
import { createTextIndex } from "./text-index.ts";

/**
 * Random inventories and random shopper states: the typed-array engine must agree with the
 * brute-force reference on hits (ids and order), nbHits, every facet's counts and the stats.
 */
const FACETS = [
  "make",
  "model",
  "make_model.lvl0",
  "make_model.lvl1",
  "body",
  "colour",
  "fuel",
  "seats",
  "year",
  "certified",
  "status",
  "car_type",
  "filtered_features",
  "tag",
  "location_name",
  "price",
  "km",
  "subscription_price",
  "created_at_timestamp",
];
const INDEXES = [
  "cars",
  "cars/sort/price:asc",
  "cars/sort/price:desc",
  "cars/sort/km:asc",
  "cars/sort/year:desc",
  "cars/sort/subscription_price:asc",
  "cars/sort/created_at_timestamp:desc",
];
const QUERIES = ["", "", "", "toyota", "ford rangr", "cx", "corola", "sport", "hilux toyota", "zzz"];

function randomState(random: () => number): ReferenceRequest & { query: string } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const facetFilters: (string | string[])[] = [];
  if (random() < 0.5)
    facetFilters.push(["make:Toyota", "make:Ford", "make:Mazda", "make:Kia"].filter(() => random() < 0.5));
  if (random() < 0.3)
    facetFilters.push(pick(["body:-Ute", "colour:White", "certified:true", "certified:-true", "fuel:Hybrid"]));
  if (random() < 0.2)
    facetFilters.push([pick(["filtered_features:Sunroof", "tag:JUST ARRIVED"]), pick(["seats:7", "year:2020"])]);
  if (random() < 0.15) facetFilters.push(["make_model.lvl1:Toyota > HiLux", "make_model.lvl1:Ford > Ranger"]);
  const numericFilters: string[] = [];
  if (random() < 0.4)
    numericFilters.push(`price>=${Math.round(random() * 60_000)}`, `price<=${Math.round(60_000 + random() * 70_000)}`);
  if (random() < 0.3) numericFilters.push(`km<=${Math.round(random() * 150_000)}`);
  if (random() < 0.1) numericFilters.push(`year=${2010 + Math.floor(random() * 16)}`);
  return {
    query: pick(QUERIES),
    indexName: pick(INDEXES),
    facetFilters: facetFilters.filter((group) => group.length > 0),
    numericFilters,
    facets: FACETS.filter(() => random() < 0.6),
    page: pick([0, 0, 0, 1, 2, 5]),
    hitsPerPage: pick([21, 21, 5, 0]),
    maxValuesPerFacet: pick([100, 100, 3]),
  };
}

describe.each([
  [1, 40],
  [2, 400],
  [3, 1500],
])("engine ≡ brute-force reference (seed %i, %i cars)", (seed, size) => {
  const docs = randomDocuments(size, seed);
  const engine = createSearchEngine(docs);
  const text = createTextIndex(docs);
  const random = seededRandom(seed * 97);
  it("agrees on 150 random shopper states", () => {
    for (let i = 0; i < 150; i++) {
      const state = randomState(random);
      const actual = engine.search({ ...state, sort: parseIndexName(state.indexName!).sort });
      const expected = referenceSearch(docs, { ...state, scores: text.search(state.query)?.scores });
      const context = JSON.stringify(state);
      expect(
        actual.hits.map((hit) => hit.id),
        context,
      ).toEqual(expected.ids);
      expect(actual.nbHits, context).toBe(expected.nbHits);
      expect(actual.facets, context).toEqual(expected.facets);
      expect(actual.facetsStats, context).toEqual(expected.facetsStats);
      expect(actual.warnings, context).toEqual([]);
    }
  });
});
