import { describe, expect, it } from "vitest";
import {
  bodyTypeLinks,
  featuredCars,
  justArrivedCars,
  monthOf,
  SALES_COUNTER_REFRESH_MS,
  salesThisMonth,
  sortedPrices,
} from "./home.ts";

const NOW = new Date("2026-11-19T13:00:00Z");

describe("spec §9: 'Sales this Month', refreshed every 150 s", () => {
  it("refreshes every 150 seconds", () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
  });

  it.each([
    ["2026-10-31T13:30:00Z", "Australia/Sydney", "2026-11"], // 00:30 on 1 November in Sydney
    ["2026-10-31T13:30:00Z", "Australia/Perth", "2026-10"],
    ["2026-12-31T23:00:00Z", "Australia/Brisbane", "2027-01"],
  ])("%s in %s is month %s", (iso, zone, month) => {
    expect(monthOf(new Date(iso), zone)).toBe(month);
  });

  it("counts cars sold this month in the dealer's time zone, up to now", () => {
    const cars = [
      { status: "sold", sold_at: "2026-11-15T00:00:00.000Z" },
      { status: "sold", sold_at: "2026-10-31T13:30:00.000Z" }, // 1 November in Sydney
      { status: "sold", sold_at: "2026-10-31T12:30:00.000Z" }, // still October in Sydney
      { status: "sold", sold_at: "2026-11-20T00:00:00.000Z" }, // after now
      { status: "sold" },
      { status: "in_stock", sold_at: "2026-11-10T00:00:00.000Z" },
    ];
    expect(salesThisMonth(cars, NOW, "Australia/Sydney")).toEqual({ count: 2, month: "2026-11" });
  });
});

const car = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  status: "in_stock",
  show_on_dealer_website: true,
  certified: false,
  price: 20_000,
  ...over,
});

describe("just arrived (spec §4: within 8 days) and featured cars", () => {
  const cars = [
    car("a", { created_at: "2026-11-18T00:00:00.000Z" }),
    car("b", { created_at: "2026-11-01T00:00:00.000Z", views: 900 }),
    car("c", { created_at: "2026-11-15T00:00:00.000Z", status: "sold" }),
    car("d", { created_at: "2026-11-16T00:00:00.000Z", show_on_dealer_website: false }),
    car("e", { created_at: "2026-11-12T00:00:00.000Z", certified: true }),
    car("f", { created_at: "2026-10-01T00:00:00.000Z", views: 50, price: 5 }),
  ];

  it("just arrived: listed, in stock, created within the window, newest first", () => {
    expect(justArrivedCars(cars, { now: NOW, limit: 8 }).map((c) => c.id)).toEqual(["a", "e"]);
    expect(justArrivedCars(cars, { now: NOW, limit: 1 }).map((c) => c.id)).toEqual(["a"]);
    expect(justArrivedCars(cars, { now: NOW, justArrivedDays: 0, limit: 8 })).toEqual([]);
  });

  it("featured: priced, certified first, then most viewed, without the cars already shown", () => {
    expect(featuredCars(cars, { limit: 8 }).map((c) => c.id)).toEqual(["e", "b", "a"]);
    expect(featuredCars(cars, { limit: 8, exclude: new Set(["e"]) }).map((c) => c.id)).toEqual(["b", "a"]);
  });
});

describe("body-type picker and budget prices", () => {
  const docs = [
    { body: "SUV", price: 30_000 },
    { body: "Ute", price: 45_000 },
    { body: "SUV" },
    { body: "People Mover", price: 9_000 },
    {},
  ];

  it("most stocked body first, each linking to the search with the body facet", () => {
    expect(bodyTypeLinks(docs)).toEqual([
      { body: "SUV", count: 2, href: "/search/new-used-and-demo-cars?body=SUV" },
      { body: "People Mover", count: 1, href: "/search/new-used-and-demo-cars?body=People+Mover" },
      { body: "Ute", count: 1, href: "/search/new-used-and-demo-cars?body=Ute" },
    ]);
  });

  it("prices ascending, cars without a price left out", () => {
    expect(sortedPrices(docs)).toEqual([9_000, 30_000, 45_000]);
  });
});
