import { describe, expect, it } from "vitest";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import type { TenantFeed } from "./entities.ts";
import { crossCheckFeed } from "./cross-check.ts";

const config = (patch: object = {}) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "X",
      siteUrl: "https://x.example",
      template: "metro",
      contact: {
        phone: "02 5550 0000",
        email: "a@x.example",
        street: "1 A St",
        suburb: "Sydney",
        state: "NSW",
        postcode: "2000",
      },
      ...patch,
    },
    "tenants/x/tenant.json",
  );
const feed = (patch: Partial<TenantFeed>) =>
  ({
    cars: [],
    locations: [],
    manufacturers: [],
    models: [],
    brands: [],
    offers: [],
    reviews: [],
    lenders: [],
    promos: [],
    ...patch,
  }) as TenantFeed;

describe("crossCheckFeed", () => {
  it("warns about cars at unknown locations, a missing primary location, no cars and an empty promo tile", () => {
    const cars = [
      { id: "9", location_id: "77" },
      { id: "10", location_id: "1" },
    ] as TenantFeed["cars"];
    const locations = [{ id: "1" }] as TenantFeed["locations"];
    expect(
      crossCheckFeed(
        config({ primaryLocationId: "5", features: { promoTile: { enabled: true } } }),
        feed({ cars, locations }),
      ),
    ).toEqual([
      "1 car(s) name a location_id that is not in the locations feed (e.g. 9)",
      'primaryLocationId "5" is not in the locations feed',
      "features.promoTile is on but the promos feed is empty",
    ]);
    expect(crossCheckFeed(config(), feed({ locations }))).toEqual(["the cars feed has no valid cars"]);
  });
});
