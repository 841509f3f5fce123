import { describe, expect, it } from "vitest";
import { buildColumns } from "./columns.ts";
import { parseFacetFilter, parseFilters, parseNumericFilter } from "./filters.ts";
import { testDocument } from "../../../tests/support/search-documents.ts";

describe.each([
  ["make:Ford", { kind: "facet", field: "make", value: "Ford", negate: false }],
  ["make:-Ford", { kind: "facet", field: "make", value: "Ford", negate: true }],
  ["badge:\\-X", { kind: "facet", field: "badge", value: "-X", negate: false }],
  ["make_model.lvl1:Ford > Ranger", { kind: "facet", field: "make_model.lvl1", value: "Ford > Ranger", negate: false }],
  ["model:Ioniq 5: N Line", { kind: "facet", field: "model", value: "Ioniq 5: N Line", negate: false }],
  ["no colon", undefined],
  [":Ford", undefined],
])("facetFilters (docs/architecture.md § The original design: exclusions as attr:-value): %s", (text, term) => {
  it(`→ ${JSON.stringify(term)}`, () => expect(parseFacetFilter(text)).toEqual(term));
});

describe.each([
  ["price>=1000", { kind: "numeric", field: "price", operator: ">=", value: 1000 }],
  ["km<=50000", { kind: "numeric", field: "km", operator: "<=", value: 50000 }],
  ["year=2021", { kind: "numeric", field: "year", operator: "=", value: 2021 }],
  ["price >= 99.5", { kind: "numeric", field: "price", operator: ">=", value: 99.5 }],
  ["price>=abc", undefined],
  ["price=>1", undefined],
  ["price:1 TO 5", undefined],
])("numericFilters (docs/architecture.md § The original design: >=, <=, =): %s", (text, term) => {
  it(`→ ${JSON.stringify(term)}`, () => expect(parseNumericFilter(text)).toEqual(term));
});

describe("parseFilters: what the index cannot apply is dropped with a warning", () => {
  const columns = buildColumns([testDocument({ id: "1", price: 20000 })]);
  it.each([
    ["unknown facet", ["wheels:4"], [], 0, /"wheels" is not a facet/],
    ["unknown numeric field", [], ["wheels>=4"], 0, /"wheels" is not a numeric field/],
    ["malformed numeric filter", [], ["price>=lots"], 0, /cannot read "price>=lots"/],
    ["not an array", 42, [], 0, /expected an array/],
    ["non-string entry", [[{ make: "Ford" }]], [], 0, /cannot read/],
    ["a bad term in an OR group keeps the good one", [["make:Ford", "nope"]], [], 1, /cannot read "nope"/],
  ])("%s", (_case, facetFilters, numericFilters, groups, warning) => {
    const parsed = parseFilters(columns, facetFilters, numericFilters);
    expect(parsed.groups).toHaveLength(groups);
    expect(parsed.warnings.join("\n")).toMatch(warning);
  });
  it("a facet filter on a range-only number becomes an equality", () => {
    expect(parseFilters(columns, ["price:20000"], []).groups[0]!.terms).toEqual([
      { kind: "numeric", field: "price", operator: "=", value: 20000 },
    ]);
  });
  it("groups know their attribute when all their terms share it", () => {
    const { groups } = parseFilters(
      columns,
      [
        ["make:Ford", "make:Kia"],
        ["make:Ford", "body:SUV"],
      ],
      ["price>=1"],
    );
    expect(groups.map((group) => group.field)).toEqual(["make", undefined, "price"]);
  });
});
