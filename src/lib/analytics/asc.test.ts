import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { sampleDealer } from "../../../scripts/support/sample-feed.ts";
import { testCar } from "../../../tests/support/test-car.ts";
import { validateRecords } from "../feed/validate.ts";
import { priceDisplay } from "../pricing/price-display.ts";
import { renderFeeds } from "../syndication/channel-feeds.ts";
import { ascItemOf, ascPageType, FROM_EVENT, pageCalls, pixelVehicle, trackedCalls } from "./asc.ts";
import { ANALYTICS_EVENT_IDS } from "./events.ts";

/** The page's and the events' ASC calls and Meta pixel calls. */
const car = testCar({
  id: 8123,
  year: 2022,
  make: "Toyota",
  model: "RAV4",
  badge: "GX",
  colour: "Silver",
  car_type: "used",
  price: 38_990,
  stocknum: "HC-42",
  simple_body: "SUV",
  simple_fuel: "Petrol",
  created_at: "2026-11-02T00:00:00.000Z",
});
const shown = priceDisplay(car, { subscriptionPricing: false });
const item = ascItemOf(car, shown);

describe("the car as ASC and Meta hear of it", () => {
  it("takes the page's car: the price shown, lower-case words, strings, and the catalog's id", () => {
    expect(item).toEqual({
      item_id: "8123",
      item_number: "HC-42",
      item_price: "38990",
      item_condition: "used",
      item_year: "2022",
      item_make: "toyota",
      item_model: "rav4",
      item_variant: "gx",
      item_color: "silver",
      item_type: "car",
      item_category: "suv",
      item_fuel_type: "petrol",
      item_inventory_date: "2026-11-02",
    });
  });

  it("has no price where the page shows none, and a certified used car is cpo", () => {
    const unpriced = testCar({ price: undefined, certified: true, car_type: "used" });
    const asc = ascItemOf(unpriced, priceDisplay(unpriced, { subscriptionPricing: false }));
    expect(asc.item_price).toBeUndefined();
    expect(asc.item_condition).toBe("cpo");
    expect(pixelVehicle(asc)).not.toHaveProperty("price");
  });

  it("gives the pixel Meta's automotive parameters", () => {
    expect(pixelVehicle(item)).toEqual({
      content_type: "vehicle",
      content_ids: ["8123"],
      make: "toyota",
      model: "rav4",
      year: "2022",
      state_of_vehicle: "Used",
      exterior_color: "silver",
      price: 38_990,
      currency: "AUD",
    });
  });

  it("the pixel's content_ids are the Meta catalog feed's vehicle_id for every car of a sample dealer", () => {
    const slug = "harbour-city-motor-group";
    const { config, cars } = sampleDealer(slug);
    const raw = JSON.parse(readFileSync(`tenants/${slug}/feed/locations.json`, "utf8"));
    const locations = validateRecords(slug, "locations", raw).records;
    const catalog = renderFeeds(config, cars, locations).find((feed) => feed.file === "meta-automotive.csv")!;
    const rows: Record<string, string>[] = parse(catalog.feed.body, { columns: true });
    const byId = new Map(cars.map((c) => [String(c.id), c]));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const listed = byId.get(row.vehicle_id!);
      expect(listed, `catalog vehicle ${row.vehicle_id} is a car of the feed`).toBeDefined();
      const display = priceDisplay(listed!, { subscriptionPricing: config.features.subscriptionPricing });
      expect(pixelVehicle(ascItemOf(listed!, display)).content_ids).toEqual([row.vehicle_id]);
    }
  });
});

describe("page types", () => {
  it.each([
    ["/", "home"],
    ["/cars/2022-toyota-rav4-8123/", "item"],
    ["/cars/2022-toyota-rav4-8123/checkout/", "checkout"],
    ["/cars/trade-in", "trade"],
    ["/search/new-used-and-demo-cars/", "itemlist"],
    ["/special-offers/", "specials"],
    ["/sell-my-car", "trade"],
    ["/service", "service"],
    ["/contact-us/", "contact"],
    ["/finance/pre-approved", "finance"],
    ["/car-finance", "finance"],
    ["/models/", "showroom"],
    ["/my-garage", "account"],
    ["/careers", "other"],
  ])("%s is %s", (path, type) => {
    expect(ascPageType(path)).toBe(type);
  });
});

describe("what the tags hear", () => {
  const page = { page_type: "item" as const, item };

  it("a car page: asc_pageview and asc_item_pageview with the car, and the pixel's ViewContent", () => {
    const calls = pageCalls(page);
    expect(calls.dataLayer.map((event) => event.event)).toEqual(["asc_pageview", "asc_item_pageview"]);
    expect(calls.dataLayer[1]).toMatchObject({ event_owner: "forecourt", page_type: "item", ...item });
    expect(calls.pixel).toEqual([["ViewContent", pixelVehicle(item)]]);
  });

  it("a list page: asc_pageview and asc_itemlist_pageview, no pixel event until a search", () => {
    const calls = pageCalls({ page_type: "itemlist" });
    expect(calls.dataLayer.map((event) => event.event)).toEqual(["asc_pageview", "asc_itemlist_pageview"]);
    expect(calls.pixel).toEqual([]);
  });

  it("every §7 id has a mapping, and each ASC event names its owner, page type and (about a car) the car", () => {
    expect(Object.keys(FROM_EVENT).map(Number).sort()).toEqual([...ANALYTICS_EVENT_IDS].sort());
    for (const id of ANALYTICS_EVENT_IDS) {
      const calls = trackedCalls({ kind: "event", id, payload: { car_id: "8123" } }, page);
      for (const event of calls.dataLayer) {
        expect(event.event).toMatch(/^asc_[a-z_]+$/);
        expect(event).toMatchObject({
          event_owner: "forecourt",
          page_type: "item",
          item_id: "8123",
          item_make: "toyota",
        });
      }
    }
  });

  it.each([
    [14, {}, "asc_cta_interaction", { element_type: "contact_tool", event_action_result: "open" }],
    [15, { phone: "0295550100" }, "asc_click_to_call", { comm_phone_number: "0295550100", department: "sales" }],
    [17, { location_id: "101" }, "asc_cta_interaction", { element_text: "get directions" }],
    [18, { method: "print" }, "asc_cta_interaction", { element_type: "download_tool" }],
    [22, {}, "asc_cta_interaction", { element_type: "save_tool", event_action_result: "save" }],
    [26, { query: "hilux", results: 12 }, "asc_element_configuration", { element_value: "hilux", item_results: "12" }],
    [36, { price: 30_000, term_years: 5 }, "asc_retail_process", { flow_name: "finance calculator" }],
    [49, {}, "asc_retail_process", { flow_name: "reserve online", flow_outcome: "start" }],
  ] as const)("§7 %i → %s", (id, payload, event, params) => {
    const calls = trackedCalls({ kind: "event", id, payload }, { page_type: "home" });
    expect(calls.dataLayer).toHaveLength(1);
    expect(calls.dataLayer[0]).toMatchObject({ event, ...params });
  });

  it("a car another page names is sent by id alone; the pixel hears saves, searches and checkouts", () => {
    const saved = trackedCalls({ kind: "event", id: 22, payload: { car_id: "77" } }, { page_type: "itemlist" });
    expect(saved.dataLayer[0]).toMatchObject({ item_id: "77" });
    expect(saved.dataLayer[0]).not.toHaveProperty("item_make");
    expect(saved.pixel).toEqual([["AddToWishlist", { content_type: "vehicle", content_ids: ["77"] }]]);
    const searched = trackedCalls({ kind: "event", id: 26, payload: { query: "ranger" } }, { page_type: "itemlist" });
    expect(searched.pixel).toEqual([["Search", { content_type: "vehicle", search_string: "ranger" }]]);
    expect(trackedCalls({ kind: "event", id: 60, payload: {} }, page)).toEqual({ dataLayer: [], pixel: [] });
  });

  it("a form: engagement at the first input; a submission (and its department's variant, and the pixel's Lead) once taken", () => {
    const form = { name: "Vehicle enquiry", type: "sales", department: "sales" as const, car_id: "8123" };
    const started = trackedCalls({ kind: "form", stage: "start", form }, page);
    expect(started.dataLayer).toEqual([
      expect.objectContaining({
        event: "asc_form_engagement",
        comm_type: "form",
        comm_status: "start",
        form_name: "vehicle enquiry",
      }),
    ]);
    expect(started.pixel).toEqual([]);
    const sent = trackedCalls({ kind: "form", stage: "submit", form }, page);
    expect(sent.dataLayer.map((event) => event.event)).toEqual(["asc_form_submission", "asc_form_submission_sales"]);
    expect(sent.dataLayer[0]).toMatchObject({ comm_status: "crm_update", item_id: "8123", item_price: "38990" });
    expect(sent.pixel).toEqual([["Lead", { content_name: "Vehicle enquiry", ...pixelVehicle(item) }]]);
  });

  it("a call to action names its text, kind and destination", () => {
    const calls = trackedCalls(
      { kind: "cta", text: "Reserve", action: "reserve", href: "/cars/x/checkout", car_id: "8123" },
      page,
    );
    expect(calls.dataLayer[0]).toMatchObject({
      event: "asc_cta_interaction",
      element_text: "reserve",
      element_subtype: "reserve",
      event_action_result: "redirect",
      link_url: "/cars/x/checkout",
      item_id: "8123",
    });
  });
});
