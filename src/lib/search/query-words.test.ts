import { describe, expect, it } from "vitest";
import { fewerWordsNotice, queryAfterRemoval, searchedQuery, searchWords } from "./query-words.ts";

describe.each([
  ["one owner", "one owner"],
  ["the one owner", "one owner"],
  ["car with sunroof", "car sunroof"],
  ["The Ranger", "Ranger"],
  ["the and", "the and"],
  ["  corolla!! ", "corolla"],
  ["", ""],
])("stop words are searched on neither side: %j", (query, searched) => {
  it(`searches ${JSON.stringify(searched)}`, () => {
    expect(searchedQuery(query)).toBe(searched);
    expect(searchWords(query.match(/[\p{L}\p{N}]+/gu) ?? []).join(" ")).toBe(searched);
  });
});

describe.each([
  ["tesla model xyzzy", 1, "tesla model"],
  ["tesla model xyzzy", 2, "tesla"],
  ["tesla model xyzzy", 3, undefined],
  ["tesla model", 0, undefined],
  ["car with sunroof xyzzy", 1, "car sunroof"],
])("the words a search fell back to: %j less %i", (query, dropped, words) => {
  it(`→ ${JSON.stringify(words)}`, () => expect(queryAfterRemoval(query, dropped)).toBe(words));
});

it("a search that fell back says so, in the dealer's word for what it sells", () => {
  expect(fewerWordsNotice("Tesla with xyzzy", "Tesla", "cars")).toBe(
    "No cars match all of 'Tesla xyzzy'; showing cars that match 'Tesla'.",
  );
  expect(fewerWordsNotice("jayco xyzzy", "jayco", "caravans")).toBe(
    "No caravans match all of 'jayco xyzzy'; showing caravans that match 'jayco'.",
  );
});
