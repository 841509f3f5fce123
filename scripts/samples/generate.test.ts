import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Car } from "#lib/feed/car.ts";
import { REFERENCE_DATE } from "./dates.ts";
import { generateLargeTenant, generateSampleTenants } from "./generate.ts";
import { SAMPLE_TENANTS } from "./tenants.ts";
import {
  loadTenant,
  removeTempDirs,
  snapshot,
  tempDir,
  type LoadedTenant,
} from "../../tests/support/generated-tenant.ts";

const SLUGS = ["harbour-city-motor-group", "bayside-ford", "outback-caravans"] as const;
type Slug = (typeof SLUGS)[number];
const DAY = 86_400_000;
const REF = Date.parse(REFERENCE_DATE);

const tenants = {} as Record<Slug, LoadedTenant>;

let first = "";
let second = "";

beforeAll(async () => {
  first = await tempDir();
  second = await tempDir();
  await generateSampleTenants(first);
  await generateSampleTenants(second);
  for (const slug of SLUGS) tenants[slug] = await loadTenant(first, slug);
}, 60_000);

afterAll(removeTempDirs);

const cars = (slug: Slug): Car[] => tenants[slug].loaded.feed.cars;
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

describe("sample tenants", () => {
  it("are byte-identical between runs and stay small", async () => {
    const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
    expect(a.size).toBeGreaterThan(150);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [path, bytes] of a) expect(bytes.equals(b.get(path)!), path).toBe(true);
    const total = [...a.values()].reduce((sum, bytes) => sum + bytes.length, 0);
    expect(total).toBeLessThan(4 * 1024 * 1024);
    expect(a.get("/harbour-city-motor-group/feed/cars.json")!.length).toBeLessThan(2 * 1024 * 1024);
  });

  it.each(SLUGS)("%s: config parses and every feed record loads without issues", (slug) => {
    const { config, loaded, raw } = tenants[slug];
    expect(config.slug).toBe(slug);
    expect(loaded.issues).toEqual([]);
    expect(loaded.feed.cars).toHaveLength(raw.length);
    expect(config.theme.logo).toBe("/images/logo.svg");
    expect(loaded.feed.locations.map((location) => location.id)).toContain(config.primaryLocationId);
  });

  it.each(SLUGS)("%s: content feeds have realistic sizes", (slug) => {
    const { feed } = tenants[slug].loaded;
    // The metro group carries extra offers so /special-offers has a second page of 21.
    const extraOffers = SAMPLE_TENANTS.find((def) => def.slug === slug)?.extraOffers ?? 0;
    expect(feed.offers.length).toBeGreaterThanOrEqual(5 + extraOffers);
    expect(feed.offers.length).toBeLessThanOrEqual(15 + extraOffers);
    expect(feed.reviews.length).toBeGreaterThanOrEqual(15);
    expect(feed.reviews.length).toBeLessThanOrEqual(30);
    expect(count(feed.reviews, (review) => review.rating >= 4)).toBeGreaterThan(feed.reviews.length / 2);
    expect(count(feed.reviews, (review) => (review.text ?? "").length > 160)).toBeGreaterThan(0);
    expect(feed.promos.length).toBeGreaterThanOrEqual(1);
    expect(feed.promos.length).toBeLessThanOrEqual(3);
    expect(new Set(feed.lenders.map((lender) => lender.provider))).toEqual(
      new Set(tenants[slug].config.finance.providers),
    );
    expect(feed.models.length).toBeGreaterThan(0);
    expect(
      feed.manufacturers
        .filter((make) => make.franchised)
        .map((make) => make.name)
        .sort(),
    ).toEqual([...tenants[slug].config.brands].sort());
  });

  it.each(SLUGS)("%s: cars look like real Australian stock", (slug) => {
    const list = cars(slug);
    const { publicFiles, loaded } = tenants[slug];
    const salesYards = new Map(loaded.feed.locations.filter((l) => l.location_type === "sales").map((l) => [l.id, l]));
    for (const car of list) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      if (car.price !== undefined) expect(Number.isInteger(car.price)).toBe(true);
      if (car.before_price !== undefined) expect(car.before_price).toBeGreaterThan(car.price!);
      if (car.car_type === "new" && car.km !== undefined) expect(car.km).toBeLessThanOrEqual(50);
      if (car.car_type === "demo" && car.km !== undefined) expect(car.km).toBeLessThanOrEqual(15_000);
      expect(["Drive Away", "Excl. Govt. Charges"]).toContain(car.price_type);
      expect(car.build_date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      const age = (REF - Date.parse(car.created_at!)) / DAY;
      expect(age).toBeGreaterThanOrEqual(-1);
      expect(age).toBeLessThanOrEqual(121);
      if (car.status === "sold") expect((REF - Date.parse(car.sold_at!)) / DAY).toBeGreaterThanOrEqual(1);
      if (car.status === "sold") expect((REF - Date.parse(car.sold_at!)) / DAY).toBeLessThanOrEqual(10);
      const yard = salesYards.get(car.location_id!);
      expect(yard, car.slug).toBeDefined();
      expect(car.city).toBe(yard!.city);
      expect(car.images.length).toBeLessThanOrEqual(12);
      for (const image of car.images) expect(publicFiles.has(image.url), image.url).toBe(true);
      const confidence = car.autograb_data?.confidence;
      if (confidence !== undefined) expect(confidence >= 0.1 && confidence <= 0.95).toBe(true);
    }
    expect(new Set(list.map((car) => car.status))).toEqual(new Set(["in_stock", "coming_soon", "sold"]));
    expect(count(list, (car) => car.status === "in_stock")).toBeGreaterThan(list.length * 0.7);
    expect(count(list, (car) => (REF - Date.parse(car.created_at!)) / DAY < 8)).toBeGreaterThan(0);
    expect(count(list, (car) => car.images.length > 3)).toBeGreaterThan(0);
    expect(count(list, (car) => car.images.length === 1)).toBeGreaterThan(0);
    expect(count(list, (car) => car.images.length === 0)).toBeGreaterThan(0);
    expect(count(list, (car) => car.preorder && !car.price)).toBeGreaterThan(0);
    expect(count(list, (car) => /<script|onclick/i.test(car.dealercomments ?? ""))).toBeGreaterThan(0);
    expect(count(list, (car) => car.dealercomments === undefined)).toBeGreaterThan(0);
    expect(count(list, (car) => car.specifications.length > 0)).toBe(list.length);
  });

  it("harbour-city-motor-group: a Sydney metro group", () => {
    const { config, loaded } = tenants["harbour-city-motor-group"];
    const list = cars("harbour-city-motor-group");
    expect(config.template).toBe("metro");
    expect(config.features.garage).toBe(true);
    expect(config.features.reserveOnline.enabled).toBe(true);
    expect(config.finance.providers).toEqual(["Taurus", "360 Finance"]);
    expect(config.serviceBanner.enabled).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(550);
    expect(new Set(list.map((car) => car.make)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((car) => car.car_type))).toEqual(new Set(["new", "used", "demo"]));
    expect(count(list, (car) => car.subscription_price !== undefined)).toBeGreaterThan(0);
    const { locations } = loaded.feed;
    expect(locations.length).toBeGreaterThanOrEqual(4);
    expect(new Set(locations.map((location) => location.location_type))).toEqual(
      new Set(["sales", "service", "parts"]),
    );
    for (const brand of config.brands)
      expect(locations.some((l) => l.location_type === "sales" && l.brands.includes(brand))).toBe(true);
    for (const location of locations) {
      expect(location.phone).toMatch(/^02 5550 \d{4}$/);
      for (const department of location.departments) {
        expect(department.opening_hours.map((hours) => hours.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        const saturday = department.opening_hours.find((hours) => hours.weekday === 6)!;
        const monday = department.opening_hours.find((hours) => hours.weekday === 1)!;
        expect(saturday.close! < monday.close!).toBe(true);
        if (department.type !== "sales")
          expect(department.opening_hours.find((hours) => hours.weekday === 0)!.closed).toBe(true);
        expect(department.special_hours).toContainEqual(expect.objectContaining({ date: "2026-12-25", closed: true }));
        expect(department.special_hours).toContainEqual(expect.objectContaining({ date: "2026-12-26", closed: false }));
      }
    }
    expect(loaded.feed.brands.map((brand) => brand.section)).toEqual(
      expect.arrayContaining(["Our Brands", "Car", "Motorcycle", "Truck"]),
    );
  });

  it("bayside-ford: a single-brand Ford dealer", () => {
    const { config, loaded } = tenants["bayside-ford"];
    const list = cars("bayside-ford");
    expect(config.template).toBe("brand");
    expect(config.features.reserveOnline).toMatchObject({ enabled: true, route: "buy-online" });
    expect(config.finance.link).toBe("/ford-finance");
    expect(loaded.feed.locations).toHaveLength(1);
    expect(list.length).toBeGreaterThanOrEqual(130);
    expect(list.length).toBeLessThanOrEqual(170);
    expect(list.filter((car) => car.car_type !== "used").every((car) => car.make === "Ford")).toBe(true);
    expect(count(list, (car) => car.make === "Ford")).toBeGreaterThan(list.length * 0.7);
    expect(count(list, (car) => car.car_type === "used" && car.make !== "Ford")).toBeGreaterThan(0);
  });

  it("outback-caravans: caravans only", () => {
    const { config } = tenants["outback-caravans"];
    const list = cars("outback-caravans");
    expect(config.itemLabel).toEqual({ singular: "caravan", plural: "caravans" });
    expect(list.length).toBeGreaterThanOrEqual(70);
    expect(
      list.every(
        (car) =>
          car.item_type === "caravan" && car.km === undefined && car.seats === undefined && car.doors === undefined,
      ),
    ).toBe(true);
    expect(new Set(list.map((car) => car.make))).toEqual(
      new Set(["Jayco", "Coromal", "Avan", "Lotus", "Supreme", "New Age"]),
    );
    expect(
      list.some((car) => car.simple_body === "Pop Top") && list.some((car) => car.simple_body === "Off Road"),
    ).toBe(true);
  });

  it("exercise the feed schema's coercions", () => {
    const raw = SLUGS.flatMap((slug) => tenants[slug].raw);
    const loaded = new Map(SLUGS.flatMap((slug) => cars(slug)).map((car) => [car.id, car]));
    const some = (test: (car: Record<string, unknown>) => boolean) => raw.filter(test);
    const commaPrices = some((car) => typeof car.price === "string" && /^\d{1,3}(,\d{3})+$/.test(car.price));
    const dollarPrices = some((car) => typeof car.price === "string" && car.price.startsWith("$"));
    const kmUnits = some((car) => typeof car.km === "string" && car.km.endsWith(" km"));
    for (const group of [commaPrices, dollarPrices, kmUnits]) {
      expect(group.length).toBeGreaterThan(0);
      for (const car of group)
        expect(typeof loaded.get(String(car.id))!.price === "number" || car.price === "").toBe(true);
    }
    for (const car of kmUnits) expect(loaded.get(String(car.id))!.km).toBe(Number(String(car.km).replace(/\D/g, "")));
    expect(some((car) => car.images === null).length).toBeGreaterThan(0);
    expect(some((car) => !("images" in car)).length).toBeGreaterThan(0);
    expect(some((car) => car.reserved === "yes" || car.reserved === "no").length).toBeGreaterThan(0);
    expect(some((car) => car.certified === 1 || car.certified === 0).length).toBeGreaterThan(0);
    expect(some((car) => car.series === "").length).toBeGreaterThan(0);
    for (const car of some((car) => car.price_type === "DAP" || car.price_type === "EGC")) {
      expect(loaded.get(String(car.id))!.price_type).toBe(
        car.price_type === "DAP" ? "Drive Away" : "Excl. Govt. Charges",
      );
    }
    for (const car of some((car) => car.status === "In Stock"))
      expect(loaded.get(String(car.id))!.status).toBe("in_stock");
    expect(some((car) => car.status === "In Stock").length).toBeGreaterThan(0);
    expect(some((car) => !Array.isArray(car.specifications)).length).toBeGreaterThan(0);
    expect(some((car) => Array.isArray(car.specifications)).length).toBeGreaterThan(0);
  });
});

describe("large tenant", () => {
  it("writes bench-<count> quickly with valid, dated records", async () => {
    const dir = await tempDir();
    const started = performance.now();
    const summary = await generateLargeTenant(dir, 3000, { today: "2027-03-01" });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(summary.slug).toBe("bench-3000");
    const { config, loaded } = await loadTenant(dir, "bench-3000");
    expect(config.slug).toBe("bench-3000");
    expect(loaded.issues).toEqual([]);
    expect(loaded.feed.cars).toHaveLength(3000);
    const ref = Date.parse("2027-03-01T00:00:00+11:00");
    const ages = loaded.feed.cars.map((car) => (ref - Date.parse(car.created_at!)) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(121);
  }, 60_000);
});
