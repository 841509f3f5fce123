import { DEFAULT_SEARCH_PATH, searchPath } from "./routes.ts";
import { formatResultCount, soldNote } from "./result-count.ts";
import { searchedRange } from "./slider.ts";
import { stateToQuery } from "./url-state.ts";

/** Spec §5 "Budget inputs clamp 0 to 1,000,000; price slider step 500". */
export const BUDGET_MIN = 0;
export const BUDGET_MAX = 1_000_000;
export const BUDGET_STEP = 500;

/** A budget: either end may be open (undefined). Whole dollars. */
export type Budget = { min?: number; max?: number };

/**
 * What a typed budget input means: currency signs and separators ignored ("$25,000" is 25000), clamped to 0 to 1,000,000;
 * an empty or unreadable input is an open end (undefined).
 */
export function clampBudget(
  input: string | number | undefined,
  bounds = { min: BUDGET_MIN, max: BUDGET_MAX },
): number | undefined {
  if (input === undefined) return undefined;
  const value = typeof input === "number" ? input : Number(String(input).replace(/[^\d.-]/g, "") || Number.NaN);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/** A slider position: the nearest multiple of the step, kept inside the bounds. */
export function snapToStep(value: number, step = BUDGET_STEP, bounds = { min: BUDGET_MIN, max: BUDGET_MAX }): number {
  const snapped = Math.round(value / step) * step;
  return Math.min(bounds.max, Math.max(bounds.min, snapped));
}

/** The slider's top end: the dearest car rounded up to the step, never above 1,000,000. */
export function sliderMaximum(highestPrice: number | undefined, step = BUDGET_STEP): number {
  if (!highestPrice || highestPrice <= 0) return BUDGET_MAX;
  return Math.min(BUDGET_MAX, Math.ceil(highestPrice / step) * step);
}

/** The ends never cross: the end the shopper did not touch moves to meet the one they did. */
export function keepOrdered(budget: Budget, changed: "min" | "max"): Budget {
  const { min, max } = budget;
  if (min === undefined || max === undefined || min <= max) return budget;
  return changed === "min" ? { min, max: min } : { min: max, max };
}

/**
 * The range a submitted budget searches: each end clamped to 0 to 1,000,000, and a minimum above the
 * maximum read as the two typed the wrong way round (swapped), so a search never asks for min > max.
 */
export function budgetForSearch(budget: Budget): Budget {
  const min = clampBudget(budget.min);
  const max = clampBudget(budget.max);
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * The budget as search reads it from the address (`searchedRange`: whole thousands, rounded
 * outward), so the box counts what search will list and sends what search will use.
 */
export function budgetAsSearched(budget: Budget): Budget {
  const range = searchedRange("price", `${budget.min ?? ""}:${budget.max ?? ""}`);
  const [min, max] = (range ?? ":").split(":").map((side) => (side === "" ? undefined : Number(side)));
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** First index in ascending `sorted` whose value is ≥ `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * How many cars the budget's search shows: with no limit at all, every searchable car (`total`, priced
 * or not, as the search page counts them); otherwise the prices within the budget (both ends
 * inclusive, like the search page's price filter, which leaves out cars without a price).
 */
export function countWithinBudget(
  sortedPrices: readonly number[],
  budget: Budget,
  total = sortedPrices.length,
): number {
  if (budget.min === undefined && budget.max === undefined) return total;
  const from = budget.min === undefined ? 0 : lowerBound(sortedPrices, budget.min);
  const to = budget.max === undefined ? sortedPrices.length : lowerBound(sortedPrices, budget.max + 1);
  return Math.max(0, to - from);
}

/** The budget box's count: "12 cars match your budget", with the recently sold among them said. */
export function budgetCountMessage(
  count: number,
  sold: number,
  item: { itemSingular: string; itemPlural: string },
): string {
  if (count === 0) return noMatchesMessage(item.itemSingular);
  const matches =
    count === 1 ? `1 ${item.itemSingular} matches` : `${formatResultCount(count)} ${item.itemPlural} match`;
  return `${matches} your budget${soldNote(sold)}`;
}

/** Spec §8: 'No {car}s found for this budget' ({car} is the tenant's item: car, caravan). */
export function noMatchesMessage(itemSingular: string): string {
  return `No ${itemSingular}s found for this budget`;
}

/** The default search route with the budget as its price range (`?price=min:max`, either side optional). */
export function budgetSearchHref(budget: Budget): string {
  const range = `${budget.min ?? ""}:${budget.max ?? ""}`;
  return `${searchPath(DEFAULT_SEARCH_PATH)}${stateToQuery(range === ":" ? {} : { range: { price: range } })}`;
}
