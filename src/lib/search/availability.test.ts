import { describe, expect, it } from "vitest";
import { testCar } from "../inventory/test-car.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { collapseSoldHits, isSearchable, searchDocuments } from "./availability.ts";

const now = new Date("2026-10-01T12:00:00Z");
const tenant = (patch: object = {}) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "X",
      siteUrl: "https://x.example",
      template: "brand",
      contact: {
        phone: "03 5550 0000",
        email: "a@x.example",
        street: "1 A St",
        suburb: "Frankston",
        state: "VIC",
        postcode: "3199",
      },
      ...patch,
    },
    "tenants/x/tenant.json",
  );

describe.each([
  ["in stock", { status: "in_stock" }, undefined, true],
  ["coming soon", { status: "coming_soon" }, undefined, true],
  ["sold 2 days ago (within the default 3)", { status: "sold", sold_at: "2026-09-29T12:00:00Z" }, undefined, true],
  ["sold 4 days ago", { status: "sold", sold_at: "2026-09-27T12:00:00Z" }, undefined, false],
  ["sold 4 days ago, tenant keeps sold cars 7 days", { status: "sold", sold_at: "2026-09-27T12:00:00Z" }, 7, true],
  ["sold without a date", { status: "sold" }, undefined, false],
  [
    "in stock but hidden from the dealer website",
    { status: "in_stock", show_on_dealer_website: false },
    undefined,
    false,
  ],
  ["another status", { status: "on_order" }, undefined, false],
])("spec §4 search availability: %s", (_case, patch, soldWithinDays, expected) => {
  it(`searchable = ${expected}`, () => {
    expect(isSearchable(testCar(patch), { now, soldWithinDays })).toBe(expected);
  });
});

describe("searchDocuments", () => {
  it("indexes only available cars, with the tenant's sold window, in feed order", () => {
    const cars = [
      testCar({ id: "1", status: "in_stock" }),
      testCar({ id: "2", status: "sold", sold_at: "2026-09-25T12:00:00Z" }),
      testCar({ id: "3", status: "coming_soon" }),
    ];
    expect(searchDocuments(cars, tenant(), now).map((doc) => doc.id)).toEqual(["1", "3"]);
    expect(searchDocuments(cars, tenant({ inventory: { soldWithinDays: 7 } }), now).map((doc) => doc.id)).toEqual([
      "1",
      "2",
      "3",
    ]);
  });
});

describe.each([
  ["a run of sold cars collapses to its first", ["in_stock", "sold", "sold", "in_stock", "sold"], [0, 1, 3, 4]],
  ["a lone sold car stays", ["sold", "in_stock"], [0, 1]],
  ["every result sold: nothing collapses", ["sold", "sold", "sold"], [0, 1, 2]],
])("spec §4: %s", (_case, statuses, kept) => {
  it(`keeps ${JSON.stringify(kept)}`, () => {
    const hits = statuses.map((status, index) => ({ status, index }));
    expect(collapseSoldHits(hits).map((hit) => hit.index)).toEqual(kept);
  });
});
