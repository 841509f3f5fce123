import { describe, expect, it } from "vitest";
import type { SearchDocument } from "../search/document.ts";
import { searchMatcher } from "./search-match.ts";

const doc = (id: string, fields: Partial<SearchDocument>) =>
  ({ id, name: fields.name ?? id, ...fields }) as unknown as SearchDocument;

describe("saved search matching", () => {
  const documents = [
    doc("1", {
      name: "2023 Toyota RAV4 GX",
      "make_model.lvl0": "Toyota",
      "make_model.lvl1": "Toyota > RAV4",
      price: 34000,
      body: "SUV",
    }),
    doc("2", {
      name: "2024 Toyota RAV4 Cruiser",
      "make_model.lvl0": "Toyota",
      "make_model.lvl1": "Toyota > RAV4",
      price: 45000,
      body: "SUV",
    }),
    doc("3", {
      name: "2022 Ford Ranger XLT",
      "make_model.lvl0": "Ford",
      "make_model.lvl1": "Ford > Ranger",
      price: 33000,
      body: "Ute",
    }),
  ] as unknown as SearchDocument[];
  const matcher = searchMatcher(documents);

  it("matches what the search page would show: facets, ranges, words", () => {
    expect(matcher.matches("?make=Toyota&price=:35000")).toEqual(["1"]);
    expect(matcher.matches("?body=Ute&body=SUV&price=:35000").sort()).toEqual(["1", "3"]);
    expect(matcher.matches("?query=ranger")).toEqual(["3"]);
    expect(matcher.matches("?make=Mazda")).toEqual([]);
  });

  it("no new cars, no matches", () => {
    expect(searchMatcher([]).matches("?make=Toyota")).toEqual([]);
  });
});
