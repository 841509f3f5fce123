import { describe, expect, it } from "vitest";
import { presetFacetFilters, queryToState, stateToQuery } from "./url-state.ts";

describe("search state in the URL", () => {
  it("writes query, facets, ranges, sort and page", () => {
    const query = stateToQuery({
      query: "corolla",
      page: 2,
      sortBy: "cars/sort/price:asc",
      refinementList: { body: ["SUV", "Ute"], "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > Corolla"] },
      range: { price: "10000:50000" },
    });
    expect(query).toBe(
      "?query=corolla&make=Toyota&model=Toyota+%3E+Corolla&body=SUV&body=Ute&price=10000%3A50000&sortBy=price%3Aasc&page=2",
    );
    expect(queryToState(query)).toEqual({
      query: "corolla",
      page: 2,
      sortBy: "cars/sort/price:asc",
      refinementList: { "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > Corolla"], body: ["SUV", "Ute"] },
      range: { price: "10000:50000" },
    });
  });

  it("leaves out page 1, the default sort and empty values", () => {
    expect(stateToQuery({ page: 1, sortBy: "cars", query: "", refinementList: { body: [] }, range: { km: ":" } })).toBe(
      "",
    );
  });

  it("starts from the route's preset; a facet in the query replaces the preset's values", () => {
    expect(queryToState("", { car_type: ["new", "demo"] })).toEqual({ refinementList: { car_type: ["new", "demo"] } });
    expect(queryToState("?car_type=used&body=SUV", { car_type: ["new"] })).toEqual({
      refinementList: { car_type: ["used"], body: ["SUV"] },
    });
  });

  it("ignores what it does not understand", () => {
    expect(queryToState("?page=zero&sortBy=drop table&price=cheap&nonsense=1&page=-3")).toEqual({});
  });

  it("turns a preset into facet filters", () => {
    expect(presetFacetFilters({ car_type: ["new", "demo"], make: [] })).toEqual([["car_type:new", "car_type:demo"]]);
  });
});
