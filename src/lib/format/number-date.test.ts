import { describe, expect, it } from "vitest";
import { formatDayMonthYear, formatMonthYear } from "./date.ts";
import { formatCents } from "./money.ts";
import { formatNumber } from "./number.ts";

describe("formatNumber and formatCents", () => {
  it.each([
    [formatNumber(15000), "15,000"],
    [formatNumber(8.14, 1), "8.1"],
    [formatNumber(2, 2), "2"],
    [formatCents(637.41), "$637.41"],
    [formatCents(2), "$2.00"],
    [formatCents(1234.5), "$1,234.50"],
  ])("gives %s", (actual, expected) => expect(actual).toBe(expected));
});

describe.each([
  ["2021-03", "Mar 2021"],
  ["2021-09", "Sep 2021"],
  ["2021-12-15", "Dec 2021"],
  ["2021-03-01T00:00:00.000Z", "Mar 2021"],
  ["2021-13", "2021-13"],
  ["March 2021", "March 2021"],
])("formatMonthYear(%s)", (input, expected) => {
  it(`is ${expected}`, () => expect(formatMonthYear(input)).toBe(expected));
});

describe.each([
  ["2027-03-12T00:00:00.000Z", undefined, "12 Mar 2027"],
  ["2027-09-01T00:00:00.000Z", "Australia/Perth", "1 Sep 2027"],
  ["2027-03-11T14:00:00.000Z", "Australia/Sydney", "12 Mar 2027"],
  ["not a date", undefined, "not a date"],
])("formatDayMonthYear(%s, %s)", (input, timeZone, expected) => {
  it(`is ${expected}`, () => expect(formatDayMonthYear(input, timeZone)).toBe(expected));
});
