import { describe, expect, it } from "vitest";
import { relatedSearches } from "./related-searches.ts";
import { searchRoutes } from "./routes.ts";

const cars = [
  { make: "Toyota", model: "HiLux" },
  { make: "Toyota", model: "Corolla" },
  { make: "Ford", model: "Ranger" },
];
const routes = searchRoutes(cars, [{ slug: "kedron", name: "Kedron" }], { dealer: "Feed Yard", plural: "cars" }, [
  { slug: "feed-yard-north", name: "Feed Yard North" },
]);
const route = (path: string) => routes.find((r) => r.path === path)!;
const hrefs = (path: string) =>
  relatedSearches(route(path), routes).map((g) => [g.heading, g.links.map((l) => l.href)]);

describe("relatedSearches (every search page linked from another)", () => {
  it("a make lists its models, then the conditions", () => {
    expect(hrefs("toyota")[0]).toEqual(["Toyota models", ["/search/toyota/corolla", "/search/toyota/hilux"]]);
    expect(hrefs("toyota")[1]![0]).toBe("By condition");
  });

  it("a model lists its make and sibling models, then the other makes", () => {
    expect(hrefs("toyota/hilux")).toEqual([
      ["More Toyota", ["/search/toyota", "/search/toyota/corolla"]],
      ["By make", ["/search/ford"]],
    ]);
  });

  it("the condition pages list the other conditions, every make and every yard", () => {
    const groups = hrefs("used-cars");
    expect(groups.map(([heading]) => heading)).toEqual(["By condition", "By make", "By location"]);
    expect(groups[2]![1]).toEqual(["/search/kedron", "/search/feed-yard-north"]);
    expect(groups[0]![1]).not.toContain("/search/used-cars");
  });

  it("every route is linked from some other route", () => {
    const linked = new Set(
      routes.flatMap((r) => relatedSearches(r, routes).flatMap((g) => g.links.map((l) => l.href))),
    );
    for (const r of routes) expect(linked, r.path).toContain(`/search/${r.path}`);
  });
});
