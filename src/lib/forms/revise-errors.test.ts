import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import { reviseFailure, type ShownFailure } from "./revise-errors.ts";

const INVALID = MESSAGES.postcodeInvalid;
const REQUIRED = MESSAGES.postcodeRequired;
const refused: ShownFailure = { errors: { postcode: INVALID }, summary: MESSAGES.fixErrors };

describe.each<[string, unknown, unknown, Record<string, string>, ShownFailure]>([
  [
    "a fixed value loses its error, and the summary goes with the last one",
    { postcode: "12a" },
    { postcode: "2000" },
    {},
    { errors: {}, summary: "" },
  ],
  ["a value still wrong keeps its error", { postcode: "12a" }, { postcode: "12b" }, { postcode: INVALID }, refused],
  [
    "a value wrong in another way says so",
    { postcode: "12a" },
    { postcode: "" },
    { postcode: REQUIRED },
    { errors: { postcode: REQUIRED }, summary: MESSAGES.fixErrors },
  ],
  [
    "an unchanged value keeps the server's error, though the browser sees no problem",
    { postcode: "2000", method: "delivery" },
    { postcode: "2000", method: "delivery" },
    {},
    refused,
  ],
  [
    "a field that leaves the form (pick-up instead of delivery) takes its error with it",
    { method: "delivery", postcode: "12a" },
    { method: "pickup", location_id: "101" },
    {},
    { errors: {}, summary: "" },
  ],
])("a field's error goes when its value is fixed: %s", (_, before, after, problems, expected) => {
  it("is revised so", () => expect(reviseFailure(refused, before, after, problems)).toEqual(expected));
});

describe("reviseFailure", () => {
  it("gives no field an error before the next attempt", () => {
    expect(
      reviseFailure(refused, { postcode: "12a", email: "" }, { postcode: "12a", email: "x" }, { email: "Bad." }),
    ).toBe(refused);
  });

  it("revises only the fields that changed, by their dotted paths", () => {
    const shown = { errors: { "details.year": "A year, please.", name: "Required." }, summary: MESSAGES.fixErrors };
    expect(
      reviseFailure(
        shown,
        { name: "", details: { year: "" } },
        { name: "", details: { year: "2019" } },
        { name: "Required." },
      ),
    ).toEqual({ errors: { name: "Required." }, summary: MESSAGES.fixErrors });
  });

  it("keeps a summary that is not the list of errors ('Payment cancelled…'), and answers the same object when nothing changes", () => {
    const cancelled = { errors: { amount: "Too much." }, summary: "Payment cancelled." };
    expect(reviseFailure(cancelled, { amount: "20000" }, { amount: "20" }, {})).toEqual({
      errors: {},
      summary: "Payment cancelled.",
    });
    const quiet = { errors: {}, summary: "Payment cancelled." };
    expect(reviseFailure(quiet, { amount: "1" }, { amount: "2" }, { amount: "Bad." })).toBe(quiet);
    expect(reviseFailure(refused, { postcode: "12a" }, { postcode: "12b" }, { postcode: INVALID })).toBe(refused);
  });
});
