import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { searchDocuments } from "./availability.ts";

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

// Spec §4 "Search availability" (isListed, table-tested in src/lib/inventory): the index holds the listed cars.
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
