import { describe, expect, it } from "vitest";
import {
  keepsPreset,
  queryToState,
  REFINEMENT_ATTRIBUTES,
  SEARCH_PARAMS,
  stateLocation,
  stateToQuery,
} from "./url-state.ts";

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

  it("reads a range as searched: swapped when given the wrong way round, price and km rounded outward", () => {
    expect(queryToState("?price=20000:10000&km=:267187&year=2015:2012")).toEqual({
      range: { price: "10000:20000", km: ":268000", year: "2012:2015" },
    });
  });

  it("ignores what it does not understand", () => {
    expect(queryToState("?page=zero&sortBy=drop table&price=cheap&nonsense=1&page=-3")).toEqual({});
  });

  it("names every parameter a state can write, so a page with one in its address searches at once", () => {
    const query = stateToQuery({
      query: "ute",
      page: 3,
      sortBy: "cars/sort/price:asc",
      refinementList: Object.fromEntries(REFINEMENT_ATTRIBUTES.map((attribute) => [attribute, ["x"]])),
      range: { price: "1:2", km: "3:4", year: "5:6" },
    });
    const written = [...new Set(new URLSearchParams(query).keys())];
    expect(written.length).toBeGreaterThan(REFINEMENT_ATTRIBUTES.length);
    expect([...SEARCH_PARAMS].sort()).toEqual(written.sort());
  });

  it("reads facet values in any case as the index spells them", () => {
    const known = { "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > HiLux"], body: ["SUV"] };
    expect(queryToState("?make=toyota&model=TOYOTA+%3E+hilux&body=suv&body=SUV", {}, known)).toEqual({
      refinementList: { "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > HiLux"], body: ["SUV"] },
    });
  });
});

describe("a route keeps its address while its preset holds", () => {
  const used = { path: "/search/used-cars", preset: { car_type: ["used"] } };
  const toyota = { path: "/search/toyota", preset: { "make_model.lvl0": ["Toyota"] } };
  const DEFAULT = "/search/new-used-and-demo-cars";
  it.each([
    [used, { refinementList: { car_type: ["used"] } }, "/search/used-cars"],
    [used, { refinementList: { car_type: ["used"], body: ["SUV"] }, page: 2 }, "/search/used-cars?body=SUV&page=2"],
    [used, { refinementList: {} }, DEFAULT],
    [used, { refinementList: { car_type: ["used", "new"] } }, `${DEFAULT}?car_type=used&car_type=new`],
    [toyota, { refinementList: { "make_model.lvl0": ["Toyota"] }, query: "hilux" }, "/search/toyota?query=hilux"],
    [toyota, { refinementList: { "make_model.lvl0": ["Kia"] } }, `${DEFAULT}?make=Kia`],
    [{ path: DEFAULT, preset: {} }, { refinementList: { body: ["Ute"] } }, `${DEFAULT}?body=Ute`],
  ])("%j with %j → %s", (route, state, location) => {
    expect(stateLocation(state, route, DEFAULT)).toBe(location);
    // The address reopens the same search.
    const url = new URL(location, "http://x");
    const preset = url.pathname === route.path ? route.preset : {};
    const reopened = queryToState(url.search, preset);
    expect(reopened.refinementList ?? {}).toEqual(
      Object.fromEntries(Object.entries(state.refinementList).filter(([, values]) => values.length)),
    );
    expect(keepsPreset(state, route.preset)).toBe(url.pathname === route.path);
  });
});

describe("sameModelQuery", () => {
  it("is the search page's own query for a car's make and model", async () => {
    const { sameModelQuery, queryToState } = await import("./url-state.ts");
    const query = sameModelQuery({ make: "Toyota", model: "RAV4" });
    expect(queryToState(query).refinementList).toEqual({
      "make_model.lvl0": ["Toyota"],
      "make_model.lvl1": ["Toyota > RAV4"],
    });
    expect(sameModelQuery({})).toBe("");
  });
});
