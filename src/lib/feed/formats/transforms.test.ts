import { describe, expect, it } from "vitest";
import { readBoolean, readDate, readDistance, readInteger, readList, readMoney, readNumber } from "./transforms.ts";

/** Each per-field transform of `feed.mapping` (docs/onboarding-a-dealer.md § Onboarding a dealer's stock feed). */
describe("numbers with currency symbols and thousands separators (kind integer, money)", () => {
  it.each([
    ["25990", 25990],
    ["$25,990", 25990],
    [" $25,990.50 ", 25990.5],
    ["25990.00 AUD", 25990],
    ["AUD 25,990", 25990],
    ["A$ 1 250", 1250],
  ])("%j → %d", (cell, value) => expect(readNumber(cell)).toEqual({ ok: true, value }));
  it.each(["12,4OO", "POA", "$", "1.2.3", ""])("%j is not a number", (cell) =>
    expect(readNumber(cell)).toEqual({ ok: false, reason: `${JSON.stringify(cell)} is not a number` }),
  );
  it("a year must be whole", () => {
    expect(readInteger("2024")).toEqual({ ok: true, value: 2024 });
    expect(readInteger("2024.5")).toEqual({ ok: false, reason: '"2024.5" is not a whole number' });
  });
});

describe("money: dollars or cents (money)", () => {
  it.each([
    ["4599000", "cents", 45990],
    ["$45,990", "dollars", 45990],
    ["1999", "cents", 19.99],
  ] as const)("%j in %s → %d dollars", (cell, unit, value) =>
    expect(readMoney(cell, unit)).toEqual({ ok: true, value }),
  );
  it("never negative", () => expect(readMoney("-5")).toEqual({ ok: false, reason: '"-5" is negative' }));
});

describe("odometer: miles → km (unit)", () => {
  it.each([
    ["12,400", "km", 12400],
    ["10000", "miles", 16093],
    ["12000 km", "miles", 12000],
    ["7,456 mi", "km", 11999],
    ["7456 miles", "km", 11999],
    ["85 000 kms", "km", 85000],
  ] as const)("%j with unit %s → %d km", (cell, unit, value) =>
    expect(readDistance(cell, unit)).toEqual({ ok: true, value }),
  );
  it("names a bad cell as it was written", () =>
    expect(readDistance("12,4OO")).toEqual({ ok: false, reason: '"12,4OO" is not a number' }));
});

describe("dates: day-first Australian by default, in the dealer's time zone (dateFormat)", () => {
  const sydney = "Australia/Sydney";
  it.each([
    ["25/11/2026", "DD/MM/YYYY", "2026-11-24T13:00:00.000Z"],
    ["5/1/2026", "DD/MM/YYYY", "2026-01-04T13:00:00.000Z"],
    ["25-11-26", "DD/MM/YYYY", "2026-11-24T13:00:00.000Z"],
    ["25/11/2026 14:30", "DD/MM/YYYY", "2026-11-25T03:30:00.000Z"],
    ["25/11/2026 2:30 pm", "DD/MM/YYYY", "2026-11-25T03:30:00.000Z"],
    ["11/25/2026", "MM/DD/YYYY", "2026-11-24T13:00:00.000Z"],
    ["2026-06-01", "DD/MM/YYYY", "2026-05-31T14:00:00.000Z"],
    ["2026-11-25T10:00:00Z", "DD/MM/YYYY", "2026-11-25T10:00:00.000Z"],
    ["2026-11-25T10:00:00+10:00", "YYYY-MM-DD", "2026-11-25T00:00:00.000Z"],
  ] as const)("%j (%s) → %s", (cell, format, iso) =>
    expect(readDate(cell, format, sydney)).toEqual({ ok: true, value: iso }),
  );
  it("a date in Perth is Perth's midnight", () =>
    expect(readDate("25/11/2026", "DD/MM/YYYY", "Australia/Perth")).toEqual({
      ok: true,
      value: "2026-11-24T16:00:00.000Z",
    }));
  it.each([
    ["31/02/2026", "DD/MM/YYYY"],
    ["25/11/2026", "MM/DD/YYYY"],
    ["25/11/2026", "YYYY-MM-DD"],
    ["next week", "DD/MM/YYYY"],
  ] as const)("%j is not a %s date", (cell, format) =>
    expect(readDate(cell, format, sydney)).toEqual({
      ok: false,
      reason: `${JSON.stringify(cell)} is not a date (${format})`,
    }),
  );
});

describe("flags and lists", () => {
  it.each([
    ["Yes", true],
    ["y", true],
    ["1", true],
    ["FALSE", false],
    ["N", false],
  ])("%j → %s", (cell, value) => expect(readBoolean(cell)).toEqual({ ok: true, value }));
  it("anything else is not a flag", () =>
    expect(readBoolean("maybe")).toEqual({ ok: false, reason: '"maybe" is not yes or no' }));
  it("splits one cell, or takes repeated values, dropping blanks (split)", () => {
    expect(readList(["a.jpg| b.jpg ||c.jpg"], "|")).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(readList(["a.jpg", " ", "b.jpg"])).toEqual(["a.jpg", "b.jpg"]);
  });
});
