import { describe, expect, it } from "vitest";
import { valuationRequestSchema } from "./valuation-request.ts";

const paths = (body: unknown) =>
  (valuationRequestSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join("."));

describe("valuationRequestSchema", () => {
  it("names every missing answer at once, the car's make, model and year too", () => {
    expect(paths({}).sort()).toEqual(
      [
        "accident_damage",
        "km",
        "make",
        "mechanical_issues",
        "model",
        "postcode",
        "service_history",
        "wear",
        "year",
      ].sort(),
    );
  });

  it("takes a plate and state instead of make, model and year", () => {
    expect(paths({ rego: "abc 123", km: 1 })).not.toContain("make");
    expect(paths({ rego: "abc 123", km: 1 })).toContain("state");
  });

  it("refuses a body that is not an object without throwing", () => {
    expect(paths("nonsense")).toEqual([""]);
  });
});
