import { describe, expect, it } from "vitest";
import {
  BUDGET_MAX,
  budgetAsSearched,
  budgetCountMessage,
  budgetForSearch,
  budgetSearchHref,
  clampBudget,
  countWithinBudget,
  keepOrdered,
  noMatchesMessage,
  sliderMaximum,
  snapToStep,
} from "./budget.ts";
import { queryToState } from "./url-state.ts";

describe("spec §5: budget inputs clamp 0 to 1,000,000", () => {
  it.each([
    ["25000", 25000],
    ["$25,000", 25000],
    [" 0 ", 0],
    ["-500", 0],
    [-500, 0],
    ["2000000", BUDGET_MAX],
    [1_000_001, BUDGET_MAX],
    ["12345.6", 12346],
    ["", undefined],
    ["abc", undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
  ] as const)("%j → %j", (input, expected) => {
    expect(clampBudget(input)).toBe(expected);
  });
});

describe("spec §5: price slider step 500", () => {
  it.each([
    [0, 0],
    [249, 0],
    [250, 500],
    [24_760, 25_000],
    [999_900, 1_000_000],
    [1_200_000, 1_000_000],
    [-300, 0],
  ])("%d snaps to %d", (value, expected) => {
    expect(snapToStep(value)).toBe(expected);
  });

  it.each([
    [undefined, BUDGET_MAX],
    [0, BUDGET_MAX],
    [89_990, 90_000],
    [90_000, 90_000],
    [2_500_000, BUDGET_MAX],
  ])("the slider for a dearest price of %j ends at %d", (highest, expected) => {
    expect(sliderMaximum(highest)).toBe(expected);
  });
});

describe("budget ends never cross", () => {
  it.each([
    [{ min: 10_000, max: 20_000 }, "min", { min: 10_000, max: 20_000 }],
    [{ min: 30_000, max: 20_000 }, "min", { min: 30_000, max: 30_000 }],
    [{ min: 30_000, max: 20_000 }, "max", { min: 20_000, max: 20_000 }],
    [{ min: 30_000 }, "min", { min: 30_000 }],
  ] as const)("%j after changing %s → %j", (budget, changed, expected) => {
    expect(keepOrdered(budget, changed)).toEqual(expected);
  });
});

describe("spec §5: a submitted budget is clamped and never searches min > max", () => {
  it.each([
    [
      { min: -5, max: 2_000_000 },
      { min: 0, max: BUDGET_MAX },
    ],
    [
      { min: 50_000, max: 20_000 },
      { min: 20_000, max: 50_000 },
    ],
    [
      { min: 2_000_000, max: 20_000 },
      { min: 20_000, max: BUDGET_MAX },
    ],
    [{ min: 20_000 }, { min: 20_000 }],
    [{ max: -1 }, { max: 0 }],
    [{}, {}],
  ])("%j searches %j", (budget, expected) => {
    expect(budgetForSearch(budget)).toEqual(expected);
  });
});

describe("matching count", () => {
  const prices = [9_990, 15_000, 15_000, 24_500, 40_000, 89_990];
  it.each([
    [{}, 6],
    [{ min: 15_000 }, 5],
    [{ max: 15_000 }, 3],
    [{ min: 15_000, max: 24_500 }, 3],
    [{ min: 15_001, max: 24_499 }, 0],
    [{ min: 100_000 }, 0],
    [{ min: 0, max: 1_000_000 }, 6],
  ])("%j → %d", (budget, expected) => {
    expect(countWithinBudget(prices, budget)).toBe(expected);
  });
  it.each([
    [{}, 9],
    [{ min: 0 }, 6],
    [{ max: 15_000 }, 3],
  ])("with 3 unpriced cars among 9 searchable, %j counts %d, as the search it opens does", (budget, expected) => {
    expect(countWithinBudget(prices, budget, 9)).toBe(expected);
  });
});

describe("messages and links", () => {
  it.each([
    ["car", "No cars found for this budget"],
    ["caravan", "No caravans found for this budget"],
  ])("%s", (item, message) => {
    expect(noMatchesMessage(item)).toBe(message);
  });

  it.each([
    [{ min: 10_000, max: 30_000 }, "/search/new-used-and-demo-cars?price=10000%3A30000", "10000:30000"],
    [{ min: 10_000 }, "/search/new-used-and-demo-cars?price=10000%3A", "10000:"],
    [{ max: 30_000 }, "/search/new-used-and-demo-cars?price=%3A30000", ":30000"],
    [{}, "/search/new-used-and-demo-cars", undefined],
  ])("%j → %s, which the search page reads back", (budget, href, range) => {
    expect(budgetSearchHref(budget)).toBe(href);
    expect(queryToState(href.split("?")[1] ?? "").range?.price).toBe(range);
  });
});

describe("a budget is counted and sent as search reads it", () => {
  it.each([
    [
      { min: 10_500, max: 20_500 },
      { min: 10_000, max: 21_000 },
    ],
    [{ max: 14_500 }, { max: 15_000 }],
    [
      { min: 20_000, max: 30_000 },
      { min: 20_000, max: 30_000 },
    ],
    [{}, {}],
  ])("%j → %j", (budget, searched) => expect(budgetAsSearched(budget)).toEqual(searched));

  it("counts the cars search will list for a budget off the thousands", () => {
    const prices = [9_990, 10_200, 20_900, 21_500];
    expect(countWithinBudget(prices, budgetAsSearched({ min: 10_500, max: 20_500 }))).toBe(2);
  });
});

describe("the budget box says which of its cars are recently sold", () => {
  const car = { itemSingular: "car", itemPlural: "cars" };
  it.each([
    [556, 10, "556 cars match your budget (10 recently sold)"],
    [546, 0, "546 cars match your budget"],
    [1, 0, "1 car matches your budget"],
    [0, 0, "No cars found for this budget"],
  ])("%i cars, %i sold → %s", (count, sold, text) => expect(budgetCountMessage(count, sold, car)).toBe(text));
});
