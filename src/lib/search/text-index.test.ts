import { describe, expect, it } from "vitest";
import { createTextIndex, typoBudget } from "./text-index.ts";
import { testDocument } from "../../../tests/support/search-documents.ts";

describe.each([
  [3, 0],
  [4, 1],
  [6, 1],
  [7, 2],
  [12, 2],
])("Typesense typo defaults (1 typo from 4 letters, 2 from 7): a %i-letter word", (length, typos) => {
  it(`allows ${typos}`, () => expect(typoBudget(length)).toBe(typos));
});

const docs = [
  testDocument({ id: "a", make: "Toyota", model: "Corolla", badge: "Ascent Sport" }),
  testDocument({ id: "b", make: "Ford", model: "Ranger", badge: "Wildtrak" }),
  testDocument({ id: "c", make: "Kia", model: "Sportage", comment_terms: "ranger style tub liner" }),
  testDocument({ id: "d", make: "Škoda", model: "Octavia" }),
  testDocument({ id: "e", make: "Ford", model: "Everest", badge: "Sport" }),
  testDocument({ id: "f", make: "Mazda", model: "CX-5", comment_terms: "owner logbook sunroof" }),
  testDocument({ id: "g", make: "Mazda", model: "CX-3", categories: ["One Owner"] }),
];
const index = createTextIndex(docs);
const found = (query: string) => {
  const result = index.search(query);
  if (!result) return undefined;
  return [...result.scores].sort((a, b) => b[1] - a[1]).map(([position]) => docs[position]!.id);
};

describe.each([
  ["exact make", "toyota", ["a"]],
  ["one typo in a 5+ letter word", "toyta", ["a"]],
  ["two typos in a 7+ letter word", "corrolaa", ["a"]],
  ["two typos in a 6-letter word are too many", "rongar", []],
  ["no typo allowed under 4 letters", "kiq", []],
  ["prefix on the last word", "wild", ["b"]],
  ["no prefix on earlier words: 'wild ford' falls back to 'wild'", "wild ford", ["b"]],
  ["every word must match", "ford sport", ["e"]],
  ["accents do not matter", "skoda", ["d"]],
  ["comments weigh less than the model", "ranger", ["b", "c"]],
  ["words are dropped from the right when nothing matches", "corolla zzzzzz", ["a"]],
  ["the new last word is still a prefix once words are dropped", "ford wild zzzzzz", ["b"]],
  ["'one' is a word that counts: 'one owner' is not just 'owner'", "one owner", ["g"]],
  ["a stop word in the middle keeps the words after it", "mazda with sunroof", ["f"]],
  ["a query of nothing but stop words still searches", "the and", []],
])("text search (typo tolerance): %s", (_rule, query, ids) => {
  it(`"${query}" → ${JSON.stringify(ids)}`, () => expect(found(query)).toEqual(ids));
});

describe("empty query", () => {
  it.each(["", "   ", "!!"])("%j is no text filter at all", (query) => expect(index.search(query)).toBeUndefined());
});

describe("which words a search used", () => {
  it.each([
    ["every word matched", "ford ranger", 0],
    ["the last word dropped", "ford ranger zzzzzz", 1],
    ["an earlier word is no prefix, so not every word matched", "wild ford", 1],
    ["no word matched: nothing dropped, no cars", "zzzzzz qqqqqq", 0],
  ])("%s", (_case, query, dropped) => {
    const found = index.search(query)!;
    expect(found.droppedWords).toBe(dropped);
    if (_case.startsWith("no word")) expect(found.scores.size).toBe(0);
  });
});
