import { beforeAll, describe, expect, it } from "vitest";
import { tenantFeedLocation } from "../feed/feed-location.ts";
import { loadTenantFeed } from "../feed/load-feed.ts";
import { feedNow } from "../tenant/build-time.ts";
import { loadTenantConfig } from "../tenant/load-tenant.ts";
import { searchDocuments } from "./availability.ts";
import type { SearchDocument } from "./document.ts";
import { TEXT_FIELD_BOOSTS } from "./fields.ts";
import { normalizeTerm, searchWords, tokenize } from "./query-words.ts";
import { createTextIndex, typoBudget } from "./text-index.ts";

/**
 * Every word of a query counts. The text index is checked against a brute-force
 * reference over each sample dealer's whole inventory: a car matches when each searched word is
 * one of its words, or within the word's typo budget of one, or (the last word only, the shopper
 * may still be typing) the start of one.
 */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

function wordsOf(doc: SearchDocument): Set<string> {
  const record = doc as unknown as Record<string, unknown>;
  const text = Object.keys(TEXT_FIELD_BOOSTS)
    .map((field) => record[field])
    .flatMap((value) => (Array.isArray(value) ? value : value === undefined ? [] : [String(value)]))
    .join(" ");
  return new Set(tokenize(text).map(normalizeTerm));
}

function referenceAllWords(docs: readonly SearchDocument[], query: string): Set<string> {
  const words = searchWords(tokenize(query)).map(normalizeTerm);
  return new Set(
    docs
      .filter((doc) => {
        const own = [...wordsOf(doc)];
        return words.every((word, index) =>
          own.some(
            (term) =>
              term === word ||
              distance(term, word) <= typoBudget(word.length) ||
              (index === words.length - 1 && term.startsWith(word)),
          ),
        );
      })
      .map((doc) => doc.id),
  );
}

const QUERIES = [
  "one owner",
  "tesla model 3",
  "toyota hilux sr",
  "low kms",
  "white suv",
  "ford ranger wildtrak",
  "kia sportage gt line",
  "diesel ute 4wd",
  "mazda cx 5",
  "certified pre owned",
  "hyundai i30 n line",
  "jayco journey",
  "off road caravan",
  "electric",
];

describe.each(["harbour-city-motor-group", "bayside-ford", "outback-caravans"])(
  "%s: all words, against a brute-force reference",
  (slug) => {
    let docs: SearchDocument[] = [];
    let index: ReturnType<typeof createTextIndex>;
    beforeAll(async () => {
      const config = await loadTenantConfig("tenants", slug);
      const { feed } = await loadTenantFeed(tenantFeedLocation(config, "tenants", { local: true }));
      docs = searchDocuments(feed.cars, config, feedNow(config), { locations: feed.locations });
      index = createTextIndex(docs);
    });

    it.each(QUERIES)("%j finds exactly the cars that have every word", (query) => {
      const expected = referenceAllWords(docs, query);
      const found = index.search(query)!;
      if (expected.size === 0) {
        // Nothing has every word: the index falls back to fewer words and says it did, or finds nothing.
        expect(found.droppedWords > 0 || found.scores.size === 0).toBe(true);
        return;
      }
      expect(found.droppedWords).toBe(0);
      expect(new Set([...found.scores.keys()].map((position) => docs[position]!.id))).toEqual(expected);
    });

    it("'one owner' finds the cars the dealer tagged One Owner, those first (3 of the first 21 were)", () => {
      const tagged = docs.filter((doc) => doc.tag.includes("One Owner"));
      const found = index.search("one owner")!;
      const ranked = [...found.scores].sort((a, b) => b[1] - a[1]).map(([position]) => docs[position]!);
      const firstPage = ranked.slice(0, Math.min(21, tagged.length));
      expect(firstPage.every((doc) => doc.tag.includes("One Owner"))).toBe(true);
      expect(ranked.filter((doc) => doc.tag.includes("One Owner"))).toHaveLength(tagged.length);
    });
  },
);
