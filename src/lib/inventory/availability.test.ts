import { describe, expect, it } from "vitest";
import { collapseSoldRuns, isListed, isRecentlySold } from "./availability.ts";

const now = new Date("2026-11-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const car = (status: string, sold_at?: string, show_on_dealer_website = true) => ({
  status,
  sold_at,
  show_on_dealer_website,
});

// Spec §4 "Search availability": in_stock or coming_soon, or sold within N days (default 3),
// and show_on_dealer_website true.
describe.each([
  ["in stock", car("in_stock"), undefined, true],
  ["coming soon", car("coming_soon"), undefined, true],
  ["in stock but hidden from the website", car("in_stock", undefined, false), undefined, false],
  ["sold 1 day ago", car("sold", daysAgo(1)), undefined, true],
  ["sold exactly 3 days ago", car("sold", daysAgo(3)), undefined, true],
  ["sold 4 days ago", car("sold", daysAgo(4)), undefined, false],
  ["sold 4 days ago with a 7-day window", car("sold", daysAgo(4)), 7, true],
  ["sold today with the window switched off (0 days)", car("sold", daysAgo(0.5)), 0, false],
  ["sold without sold_at (counts as long ago)", car("sold"), undefined, false],
  ["sold recently but hidden from the website", car("sold", daysAgo(1), false), undefined, false],
  ["another status with a sold_at", car("on_hold", daysAgo(1)), undefined, false],
])("listed: %s", (_name, input, soldWithinDays, expected) => {
  it(`is ${expected ? "" : "not "}listed`, () => expect(isListed(input, { now, soldWithinDays })).toBe(expected));
});

describe("isRecentlySold", () => {
  it("is false for cars that are not sold", () =>
    expect(isRecentlySold(car("in_stock", daysAgo(1)), { now })).toBe(false));
});

// Spec §4: runs of consecutive sold cars collapse to one unless all are sold.
describe.each([
  ["nothing", [], []],
  ["no sold cars", ["a:in_stock", "b:coming_soon"], ["a", "b"]],
  ["a run of sold cars keeps its first", ["a:in_stock", "b:sold", "c:sold", "d:sold", "e:in_stock"], ["a", "b", "e"]],
  ["a leading run", ["a:sold", "b:sold", "c:in_stock"], ["a", "c"]],
  ["a trailing run", ["a:in_stock", "b:sold", "c:sold"], ["a", "b"]],
  ["separate runs each keep one", ["a:sold", "b:sold", "c:in_stock", "d:sold", "e:sold"], ["a", "c", "d"]],
  ["a single sold car stays", ["a:in_stock", "b:sold", "c:in_stock"], ["a", "b", "c"]],
  ["all sold: nothing collapses", ["a:sold", "b:sold", "c:sold"], ["a", "b", "c"]],
])("collapse sold runs: %s", (_name, input, expected) => {
  it("keeps the expected cars", () => {
    const cars = input.map((entry) => ({ id: entry.split(":")[0]!, status: entry.split(":")[1]! }));
    expect(collapseSoldRuns(cars).map((c) => c.id)).toEqual(expected);
  });
});
