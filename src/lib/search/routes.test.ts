import { describe, expect, it } from "vitest";
import { dealershipsOf, routeFor, searchRoutes, DEFAULT_SEARCH_PATH } from "./routes.ts";

const cars = [
  { make: "Toyota", model: "Corolla" },
  { make: "Toyota", model: "Land Cruiser 300" },
  { make: "Škoda", model: "Octavia" },
];
const locations = [
  { slug: "harbour-city-toyota", name: "Harbour City Toyota" },
  { slug: "used-cars", name: "Clash" },
];
const routes = searchRoutes(cars, locations, { dealer: "Harbour City", plural: "cars" });

describe("searchRoutes", () => {
  it.each([
    ["new-used-and-demo-cars", {}, "New, Used and Demo Cars"],
    ["used-cars", { car_type: ["used"] }, "Used Cars"],
    ["new-and-demo-cars", { car_type: ["new", "demo"] }, "New and Demo Cars"],
    ["demo-cars", { car_type: ["demo"] }, "Demo Cars"],
    ["new-cars", { car_type: ["new"] }, "New Cars"],
    ["toyota", { "make_model.lvl0": ["Toyota"] }, "Toyota Cars"],
    [
      "toyota/land-cruiser-300",
      { "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > Land Cruiser 300"] },
      "Toyota Land Cruiser 300",
    ],
    ["skoda/octavia", { "make_model.lvl0": ["Škoda"], "make_model.lvl1": ["Škoda > Octavia"] }, "Škoda Octavia"],
    ["harbour-city-toyota", { location_name: ["Harbour City Toyota"] }, "Cars at Harbour City Toyota"],
  ])("%s presets %j", (path, preset, title) => {
    const route = routeFor(routes, `/search/${path}/`);
    expect(route?.preset).toEqual(preset);
    expect(route?.title).toBe(title);
    expect(route?.description).toMatch(/Harbour City/);
  });

  it("lists the default route first and every path once; a location cannot take a condition route's path", () => {
    expect(routes[0]!.path).toBe(DEFAULT_SEARCH_PATH);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(routeFor(routes, "used-cars")?.preset).toEqual({ car_type: ["used"] });
    expect(routes).toHaveLength(5 + 2 + 3 + 1);
  });

  it("labels caravans", () => {
    expect(searchRoutes([], [], { dealer: "Outback", plural: "caravans" })[1]!.title).toBe("Used Caravans");
  });

  it("knows no other path", () => expect(routeFor(routes, "nope")).toBeUndefined());
});

describe("dealership routes (/search/{dealership_slug})", () => {
  const dealerships = [
    { slug: "harbour-city-used-cars", name: "Harbour City Used Cars" },
    { slug: "used-cars", name: "Taken" },
  ];
  const withDealerships = searchRoutes(cars, locations, { dealer: "Harbour City", plural: "cars" }, dealerships);

  it("presets the dealership and names it", () => {
    const route = routeFor(withDealerships, "/search/harbour-city-used-cars");
    expect(route?.preset).toEqual({ dealership_name: ["Harbour City Used Cars"] });
    expect(route?.title).toBe("Cars at Harbour City Used Cars");
  });

  it("never takes a path that is already a condition, make or location route", () => {
    expect(routeFor(withDealerships, "used-cars")?.preset).toEqual({ car_type: ["used"] });
  });

  it("finds each dealership once from the cars, named by the car or its dealership's location", () => {
    const found = dealershipsOf(
      [
        { dealership_slug: "hc-toyota", dealership_id: "t", dealership_name: "HC Toyota" },
        { dealership_slug: "hc-toyota", dealership_id: "t", dealership_name: "Other name" },
        { dealership_slug: "hc-used", dealership_id: "u" },
        { dealership_slug: "nameless", dealership_id: "x" },
        { dealership_id: "t" },
      ],
      [{ dealership_id: "u", dealership_name: "HC Used" }],
    );
    expect(found).toEqual([
      { slug: "hc-toyota", name: "HC Toyota" },
      { slug: "hc-used", name: "HC Used" },
    ]);
  });
});
