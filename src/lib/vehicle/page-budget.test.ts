import { describe, expect, it } from "vitest";
import { CAR_PAGE_BUDGET, overBudget, pageWeight } from "./page-budget.ts";

const island = '<astro-island uid="a" component-url="/_astro/X.js"></astro-island>';

describe("pageWeight", () => {
  it("counts the islands and the HTML's UTF-8 bytes", () => {
    expect(pageWeight(`<p>€</p>${island}${island}`)).toEqual({ islands: 2, bytes: 10 + island.length * 2 });
    expect(pageWeight("<p>static</p>")).toEqual({ islands: 0, bytes: 13 });
  });
});

describe("overBudget", () => {
  it.each([
    [{ islands: 12, bytes: 80 * 1024 }, []],
    [{ islands: 13, bytes: 1000 }, ["13 islands (at most 12)"]],
    [{ islands: 3, bytes: 80 * 1024 + 1 }, ["80.0 KB of HTML (at most 80 KB)"]],
    [{ islands: 26, bytes: 111 * 1024 }, ["26 islands (at most 12)", "111.0 KB of HTML (at most 80 KB)"]],
  ])("%o is over by %o", (weight, expected) => expect(overBudget(weight, CAR_PAGE_BUDGET)).toEqual(expected));
});
