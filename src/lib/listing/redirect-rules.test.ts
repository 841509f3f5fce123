import { describe, expect, it } from "vitest";
import { matchRedirect, parseRedirects } from "./redirect-rules.ts";

const RULES = parseRedirects(`
# sold cars past the window
/cars/2019-kia-rio-s-88  /search/kia/rio  301
/print  car_id=:slug  /cars/:slug/print/  302
/old/*  /new/:splat  301
/moved/:id  /cars/:id  302
`);

describe("_redirects (Netlify subset)", () => {
  it.each([
    ["/cars/2019-kia-rio-s-88", "", { location: "/search/kia/rio", status: 301 }],
    ["/cars/2019-kia-rio-s-88/", "", { location: "/search/kia/rio", status: 301 }],
    ["/print", "car_id=2023-mazda-3-7", { location: "/cars/2023-mazda-3-7/print/", status: 302 }],
    ["/old/a/b", "", { location: "/new/a/b", status: 301 }],
    ["/moved/42", "", { location: "/cars/42", status: 302 }],
  ])("%s?%s redirects", (path, query, expected) => {
    expect(matchRedirect(RULES, path, new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    ["/print", ""],
    ["/cars/other", ""],
    ["/moved/42/extra", ""],
  ])("%s?%s does not match", (path, query) => {
    expect(matchRedirect(RULES, path, new URLSearchParams(query))).toBeUndefined();
  });

  it("skips blank, comment and incomplete lines and defaults to 301", () => {
    expect(parseRedirects("\n# c\n/a\n/b /c\n")).toEqual([{ from: "/b", query: {}, to: "/c", status: 301 }]);
  });
});
