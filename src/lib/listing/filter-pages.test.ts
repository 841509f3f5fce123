import { describe, expect, it } from "vitest";
import {
  listingRewriteRules,
  listingStaticParam,
  listingUrl,
  pageCount,
  pageItems,
  parseListingParam,
} from "./filter-pages.ts";
import { matchRedirect, parseRedirects } from "../../../scripts/server/netlify-rules.ts";

const MODEL_FILTERS = ["body"];
const OFFER_FILTERS = ["make", "type"];

describe("prerendered path of a filtered page", () => {
  it.each([
    [MODEL_FILTERS, { filters: {}, page: 1 }, "f/any/1", "/models"],
    [MODEL_FILTERS, { filters: { body: "suv" }, page: 2 }, "f/suv/2", "/models?body=suv&page=2"],
    [OFFER_FILTERS, { filters: { type: "demo" }, page: 1 }, "f/any/demo/1", "/models?type=demo"],
    [
      OFFER_FILTERS,
      { filters: { make: "kia", type: "new" }, page: 3 },
      "f/kia/new/3",
      "/models?make=kia&type=new&page=3",
    ],
  ])("%j %j → %s and %s, and back", (names, page, param, url) => {
    expect(listingStaticParam(names, page)).toBe(param);
    expect(parseListingParam(names, param)).toEqual(page);
    expect(listingUrl("/models", names, page)).toBe(url);
  });

  it.each([[""], ["f/suv"], ["x/suv/1"], ["f/suv/0"], ["f/suv/two"], ["f/suv/1/extra"]])(
    "%j is not a listing page",
    (param) => {
      expect(parseListingParam(MODEL_FILTERS, param)).toBeUndefined();
    },
  );
});

describe("spec §9: 21 per page", () => {
  it.each([
    [0, 1],
    [1, 1],
    [21, 1],
    [22, 2],
    [43, 3],
  ])("%d items → %d pages", (count, pages) => {
    expect(pageCount(count, 21)).toBe(pages);
  });

  it("page 2 holds items 22 to 42", () => {
    const items = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(pageItems(items, 2, 21)).toEqual(items.slice(21, 42));
  });
});

// Read back by Netlify's own parser, as the local server reads the build's _redirects.
const rules = await parseRedirects(listingRewriteRules("/special-offers", OFFER_FILTERS).join("\n"));

describe("the query-string URL is rewritten onto the prerendered page", () => {
  it.each([
    ["", "/special-offers/f/any/any/1/"],
    ["page=2", "/special-offers/f/any/any/2/"],
    ["make=kia", "/special-offers/f/kia/any/1/"],
    ["type=demo&page=2", "/special-offers/f/any/demo/2/"],
    ["page=2&type=demo&make=kia", "/special-offers/f/kia/demo/2/"],
    ["make=kia&utm_source=mail", "/special-offers/f/kia/any/1/"],
  ])("?%s → %s", (query, target) => {
    expect(matchRedirect(rules, "/special-offers", new URLSearchParams(query))).toEqual({
      location: target,
      status: 200,
    });
    expect(matchRedirect(rules, "/special-offers/", new URLSearchParams(query))?.location).toBe(target);
  });

  it("one rule per combination of parameters, most specific first", () => {
    const lines = listingRewriteRules("/models", MODEL_FILTERS);
    expect(lines).toEqual([
      "/models  body=:body  page=:page  /models/f/:body/:page/  200",
      "/models  page=:page  /models/f/any/:page/  200",
      "/models  body=:body  /models/f/:body/1/  200",
      "/models  /models/f/any/1/  200",
    ]);
  });
});
