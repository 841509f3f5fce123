import { describe, expect, it } from "vitest";
import { refinementLabel } from "./refinement-label.ts";

describe.each([
  [{ attribute: "price", label: "≥ 10000", operator: ">=", value: 10000 }, "From $10,000"],
  [{ attribute: "price", label: "≤ 20000", operator: "<=", value: 20000 }, "Up to $20,000"],
  [{ attribute: "km", label: "≤ 50000", operator: "<=", value: 50000 }, "Up to 50,000 km"],
  [{ attribute: "year", label: "≥ 2015", operator: ">=", value: 2015 }, "From 2015"],
  [{ attribute: "make_model.lvl1", label: "Toyota > HiLux", value: "Toyota > HiLux" }, "Toyota HiLux"],
  [{ attribute: "body", label: "SUV", value: "SUV" }, "SUV"],
])("an active filter's chip reads in words and units", (refinement, text) => {
  it(`${refinement.label} → ${text}`, () => expect(refinementLabel(refinement)).toBe(text));
});
