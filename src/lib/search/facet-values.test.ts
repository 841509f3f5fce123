import { describe, expect, it } from "vitest";
import { canonicalFacetValue, facetValuesOf } from "./facet-values.ts";

describe("facet values from the URL are read as the index spells them", () => {
  const known = facetValuesOf(
    [
      { make: "Toyota", body: "SUV", features: ["Sunroof", "Tow Bar"] },
      { make: "Škoda", body: "Ute" },
      { make: "Toyota", body: "" },
    ],
    ["make", "body", "features", "colour"],
  );
  it("lists each attribute's values", () =>
    expect(known).toEqual({ make: ["Toyota", "Škoda"], body: ["SUV", "Ute"], features: ["Sunroof", "Tow Bar"] }));
  it.each([
    ["make", "toyota", "Toyota"],
    ["make", "TOYOTA", "Toyota"],
    ["make", "skoda", "Škoda"],
    ["body", "suv", "SUV"],
    ["features", "tow bar", "Tow Bar"],
    ["make", "Toyota", "Toyota"],
    ["make", "Holden", "Holden"],
    ["colour", "white", "white"],
  ])("%s=%s → %s", (attribute, value, canonical) =>
    expect(canonicalFacetValue(known[attribute], value)).toBe(canonical),
  );
});
