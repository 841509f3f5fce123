import { expect, it } from "vitest";
import { formatOpenMinutes } from "./format.ts";

it("says opening-hours minutes as a person would", () => {
  expect([0, 44.6, 60, 125].map(formatOpenMinutes)).toEqual(["0 min", "45 min", "1 h", "2 h 5 min"]);
});
