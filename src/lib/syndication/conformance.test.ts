import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { sampleDealer } from "../../../scripts/support/sample-feed.ts";
import { validateRecords } from "../feed/validate.ts";
import { renderFeeds } from "./channel-feeds.ts";
import { GOOGLE_VEHICLE_ADS_COLUMNS } from "./google-vehicle-ads.ts";
import { marketplaceListingSchema } from "./marketplace.ts";
import { VIN_PATTERN } from "./listing.ts";

/**
 * Every sample dealer's channel feeds against what each channel's published
 * specification requires and allows (sources in google-vehicle-ads.ts and meta-automotive.ts).
 */
const SAMPLES = ["harbour-city-motor-group", "bayside-ford", "outback-caravans"] as const;

function feedsOf(slug: string) {
  const { config, cars } = sampleDealer(slug);
  const raw = JSON.parse(readFileSync(`tenants/${slug}/feed/locations.json`, "utf8"));
  const locations = validateRecords(slug, "locations", raw).records;
  const feeds = new Map(renderFeeds(config, cars, locations).map(({ file, feed }) => [file, feed]));
  return { config, cars, feeds };
}

const rowsOf = (text: string, delimiter: string): Record<string, string>[] =>
  parse(text, { columns: true, delimiter, relax_quotes: false });

/** Google Merchant Center vehicle ads, Australia. */
const GOOGLE = {
  // answer/11192663 and the Content API table (answer/11190480): required for every vehicle ad.
  required: [
    "id",
    "title",
    "link_template",
    "image_link",
    "price",
    "condition",
    "brand",
    "model",
    "year",
    "mileage",
    "vin",
    "store_code",
    "vehicle_price_type",
  ],
  condition: ["new", "used"],
  availability: ["in_stock", "out_of_stock"],
  // answer/14592783: Australia's price types, by condition.
  priceTypes: {
    new: ["drive_away_price", "estimated_drive_away_price"],
    used: ["drive_away_price", "excluding_government_charges_price"],
  },
  // answer/14157085.
  bodyStyles: [
    "",
    "convertible",
    "coupe",
    "crossover",
    "full size van",
    "hatchback",
    "minivan",
    "sedan",
    "station wagon",
    "suv",
    "truck",
  ],
  engines: ["", "gasoline", "diesel", "electric", "hybrid"],
};

/** Meta automotive catalog: required fields and the Graph API's enums. */
const META = {
  required: [
    "vehicle_id",
    "title",
    "description",
    "url",
    "make",
    "model",
    "year",
    "mileage.value",
    "mileage.unit",
    "image[0].url",
    "body_style",
    "exterior_color",
    "state_of_vehicle",
    "price",
    "address.addr1",
    "address.city",
    "address.region",
    "address.postal_code",
    "address.country",
  ],
  bodyStyles: [
    "CONVERTIBLE",
    "COUPE",
    "CROSSOVER",
    "ESTATE",
    "GRANDTOURER",
    "HATCHBACK",
    "MINIBUS",
    "MINIVAN",
    "MPV",
    "PICKUP",
    "ROADSTER",
    "SALOON",
    "SEDAN",
    "SMALL_CAR",
    "SPORTSCAR",
    "SUPERCAR",
    "SUPERMINI",
    "SUV",
    "TRUCK",
    "VAN",
    "WAGON",
    "OTHER",
    "NONE",
  ],
  stateOfVehicle: ["NEW", "USED", "CPO"],
  availability: ["AVAILABLE", "NOT_AVAILABLE", "PENDING"],
  transmission: ["AUTOMATIC", "MANUAL", "OTHER", "NONE"],
  fuelType: ["DIESEL", "ELECTRIC", "GASOLINE", "FLEX", "HYBRID", "PETROL", "PLUGIN_HYBRID", "OTHER", "NONE"],
  drivetrain: ["TWO_WD", "FOUR_WD", "AWD", "FWD", "RWD", "OTHER", "NONE"],
  vehicleType: ["CAR_TRUCK", "BOAT", "COMMERCIAL", "MOTORCYCLE", "POWERSPORT", "RV_CAMPER", "TRAILER", "OTHER"],
};

describe.each(SAMPLES)("%s", (slug) => {
  const { cars, feeds } = feedsOf(slug);
  const byId = new Map(cars.map((car) => [String(car.id), car]));

  it("Google vehicle ads: the exact headers, every required attribute, Australia's values", () => {
    const text = feeds.get("google-vehicle-ads.tsv")!.body;
    expect(text.slice(0, text.indexOf("\r\n")).split("\t")).toEqual([...GOOGLE_VEHICLE_ADS_COLUMNS]);
    const rows = rowsOf(text, "\t");
    for (const row of rows) {
      const car = byId.get(row.id!)!;
      for (const attribute of GOOGLE.required) expect(row[attribute], `${row.id} ${attribute}`).not.toBe("");
      expect(row.vin).toMatch(VIN_PATTERN);
      expect(row.price).toMatch(/^\d+\.\d{2} AUD$/);
      expect(row.mileage).toMatch(/^\d+ km$/);
      expect(row.year).toMatch(/^\d{4}$/);
      expect(row.link_template).toContain("{store_code}");
      expect(GOOGLE.condition).toContain(row.condition);
      expect(GOOGLE.availability).toContain(row.availability);
      expect(GOOGLE.priceTypes[row.condition as "new" | "used"]).toContain(row.vehicle_price_type);
      if (row.condition === "new") expect(row.vehicle_msrp).toMatch(/^\d+\.\d{2} AUD$/);
      expect(GOOGLE.bodyStyles).toContain(row.body_style);
      expect(GOOGLE.engines).toContain(row.engine);
      expect(["", "yes", "no"]).toContain(row["certified_pre-owned"]);
      expect(row.model.length).toBeLessThanOrEqual(150);
      // Passenger vehicles only: never a caravan, motorcycle or truck.
      expect(car.item_type).toBe("car");
    }
    expect(new Set(rows.map((row) => row.vin)).size).toBe(rows.length);
  });

  it("Meta automotive catalog: every required field, unique ids, and values from Meta's lists", () => {
    const rows = rowsOf(feeds.get("meta-automotive.csv")!.body, ",");
    for (const row of rows) {
      for (const field of META.required) expect(row[field], `${row.vehicle_id} ${field}`).not.toBe("");
      expect(row.vehicle_id!.length).toBeLessThanOrEqual(100);
      expect(row.description!.length).toBeLessThanOrEqual(5000);
      expect(row.vin).toMatch(VIN_PATTERN);
      expect(row.price).toMatch(/^\d+(\.\d{2})? AUD$/);
      expect(row["mileage.unit"]).toBe("KM");
      expect(META.bodyStyles).toContain(row.body_style);
      expect(META.stateOfVehicle).toContain(row.state_of_vehicle);
      expect(META.availability).toContain(row.availability);
      expect(META.transmission).toContain(row.transmission);
      expect(META.fuelType).toContain(row.fuel_type);
      expect(META.drivetrain).toContain(row.drivetrain);
      expect(META.vehicleType).toContain(row.vehicle_type);
    }
    expect(new Set(rows.map((row) => row.vehicle_id)).size).toBe(rows.length);
  });

  it("the marketplace export: every car for sale, each valid against our schema, the CSV the same cars", () => {
    const json = JSON.parse(feeds.get("marketplace.json")!.body) as { cars: unknown[] };
    const listed = json.cars.map((car) => marketplaceListingSchema.parse(car));
    expect(listed.length).toBe(
      cars.filter((car) => ["in_stock", "coming_soon"].includes(car.status) && car.show_on_dealer_website).length,
    );
    expect(rowsOf(feeds.get("marketplace.csv")!.body, ",").map((row) => row.id)).toEqual(listed.map((car) => car.id));
  });

  it("each car a channel leaves out is for sale, named once, with a reason", () => {
    for (const [file, feed] of feeds) {
      const ids = feed.leftOut.map((car) => car.id);
      expect(new Set(ids).size, file).toBe(ids.length);
      for (const car of feed.leftOut) {
        expect(byId.get(car.id)?.status, `${file} ${car.id}`).not.toBe("sold");
        expect(car.reason.length).toBeGreaterThan(10);
      }
    }
  });
});

it("a dealer's cars reach the channels: most sample cars for sale are in Google's and Meta's feeds", () => {
  const { feeds } = feedsOf("harbour-city-motor-group");
  const forSale = feeds.get("marketplace.json")!.included;
  expect(feeds.get("google-vehicle-ads.tsv")!.included).toBeGreaterThan(forSale * 0.6);
  expect(feeds.get("meta-automotive.csv")!.included).toBeGreaterThan(forSale * 0.8);
});
