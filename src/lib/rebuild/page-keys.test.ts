import { describe, expect, it } from "vitest";
import { pageFileOf, parsePageKeys, pathnameOf, serializePageKeys } from "./page-keys.ts";

describe("a route's address, as Astro makes it", () => {
  it.each([
    ["/cars/[slug]", { slug: "2023-mazda-cx-5-101" }, "/cars/2023-mazda-cx-5-101"],
    ["/search/[...path]", { path: "used-cars/toyota" }, "/search/used-cars/toyota"],
    ["/search/[...path]", { path: undefined }, "/search"],
    ["/models/[...filter]", { filter: "" }, "/models"],
    ["/[brand]/overview", { brand: "mazda" }, "/mazda/overview"],
    ["/[model]", { model: "mazda-cx-5" }, "/mazda-cx-5"],
  ])("%s with %o is %s", (route, params, pathname) => {
    expect(pathnameOf(route, params)).toBe(pathname);
  });

  it("refuses a missing value of a plain parameter", () => {
    expect(() => pathnameOf("/cars/[slug]", {})).toThrow("no value for the parameter slug");
  });

  it.each([
    ["/", "index.html"],
    ["/search", "search/index.html"],
    ["/cars/x/", "cars/x/index.html"],
  ])("the page at %s is the file %s", (pathname, file) => {
    expect(pageFileOf(pathname)).toBe(file);
  });
});

describe("the record of a site's keys", () => {
  it("reads back what it wrote", () => {
    const keys = new Map([
      ["cars/x/index.html", { key: "a", hashes: ["sha256-1"] }],
      ["cars/x/car.json", { key: "a" }],
    ]);
    expect(parsePageKeys(serializePageKeys(keys))).toEqual(keys);
  });

  it.each([
    ["missing", undefined],
    ["unreadable", "{not json"],
    ["of another version", JSON.stringify({ version: 0, files: { "a/index.html": { key: "k" } } })],
  ])("is empty when %s, so every page is rendered", (_, text) => {
    expect(parsePageKeys(text).size).toBe(0);
  });
});
