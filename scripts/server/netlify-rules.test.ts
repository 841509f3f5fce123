import { describe, expect, it } from "vitest";
import { headersForPath, matchRedirect, parseHeaders, parseRedirects } from "./netlify-rules.ts";

const RULES = await parseRedirects(`
# sold cars past the window
/cars/2019-kia-rio-s-88  /search/kia/rio  301
/print  car_id=:slug  /cars/:slug/print/  302
/old/*  /new/:splat  301
/moved/:id  /cars/:id  302
/cars/kept  /elsewhere  301!
`);

describe("_redirects, read by Netlify's parser", () => {
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

  it("skips blank, comment and incomplete lines and defaults to 301", async () => {
    const warnings: string[] = [];
    expect(await parseRedirects("\n# c\n/a\n/b /c\n", (w) => warnings.push(w))).toEqual([
      { from: "/b", query: {}, to: "/c", status: 301 },
    ]);
    // Netlify skips the line without a target and says so, as in a deploy log.
    expect(warnings).toEqual([expect.stringMatching(/Missing destination/)]);
  });

  it("a rule shadows an existing file only when forced with !", () => {
    expect(matchRedirect(RULES, "/cars/2019-kia-rio-s-88", new URLSearchParams(), true)).toBeUndefined();
    expect(matchRedirect(RULES, "/cars/kept", new URLSearchParams(), true)).toEqual({
      location: "/elsewhere",
      status: 301,
    });
  });
});

describe("_headers, read by Netlify's parser", () => {
  it("matches paths with Netlify's own patterns: splats anywhere, placeholders, any case; later rules override", async () => {
    const rules = await parseHeaders(
      ["/*", "  X-A: all", "", "/cars/:slug/print", "  X-A: print", "", "/_astro/*.js", "  X-B: script", ""].join("\n"),
    );
    expect(headersForPath(rules, "/")).toEqual({ "X-A": "all" });
    expect(headersForPath(rules, "/cars/kia-rio/print/")).toEqual({ "X-A": "print" });
    expect(headersForPath(rules, "/CARS/kia-rio/print")).toEqual({ "X-A": "print" });
    expect(headersForPath(rules, "/cars/kia-rio/")).toEqual({ "X-A": "all" });
    expect(headersForPath(rules, "/_astro/app.js")).toEqual({ "X-A": "all", "X-B": "script" });
    expect(headersForPath(rules, "/_astro/app.css")).toEqual({ "X-A": "all" });
  });
});
