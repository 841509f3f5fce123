import { describe, expect, it } from "vitest";
import { searchedQuery, searchWords } from "./query-words.ts";

describe.each([
  ["one owner", "owner"],
  ["car with sunroof", "car sunroof"],
  ["The Ranger", "Ranger"],
  ["the one", "the one"],
  ["  corolla!! ", "corolla"],
  ["", ""],
])("issue 13: stop words are searched on neither side: %j", (query, searched) => {
  it(`searches ${JSON.stringify(searched)}`, () => {
    expect(searchedQuery(query)).toBe(searched);
    expect(searchWords(query.match(/[\p{L}\p{N}]+/gu) ?? []).join(" ")).toBe(searched);
  });
});
