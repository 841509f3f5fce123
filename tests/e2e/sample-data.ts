import { readFileSync } from "node:fs";
import { sampleRawCars } from "../../scripts/support/sample-feed.ts";

/** Reads the sample dealers' raw files, as a person checking the site would read the feed. */
const ALL_SAMPLE_TENANTS = ["harbour-city-motor-group", "bayside-ford", "outback-caravans"] as const;
export type SampleTenant = (typeof ALL_SAMPLE_TENANTS)[number];

/**
 * The dealers the per-dealer browser tests loop over: by default the group dealer alone (so
 * `npm test` fits a busy 2-core machine; the specs that are about another dealer name it), all
 * three with `npm run test:full` (E2E_FULL=1) or E2E_TENANTS=all, or those E2E_TENANTS names
 * (comma-separated). docs/testing-and-benchmarks.md § Testing.
 */
export const SAMPLE_TENANTS: readonly SampleTenant[] = (() => {
  const asked = (process.env.E2E_TENANTS ?? "")
    .split(",")
    .map((slug) => slug.trim())
    .filter(Boolean);
  if (asked.length === 0) return process.env.E2E_FULL === "1" ? ALL_SAMPLE_TENANTS : ["harbour-city-motor-group"];
  if (asked.length === 1 && asked[0] === "all") return ALL_SAMPLE_TENANTS;
  const unknown = asked.filter((slug) => !(ALL_SAMPLE_TENANTS as readonly string[]).includes(slug));
  if (unknown.length) throw new Error(`E2E_TENANTS: not a sample dealer: ${unknown.join(", ")}`);
  return asked as SampleTenant[];
})();

export interface RawCar {
  id: string | number;
  slug?: string;
  name: string;
  year?: number | string;
  make?: string;
  model?: string;
  status: string;
  price?: unknown;
  price_type?: string;
  preorder?: unknown;
  subscription_price?: unknown;
  fuel?: string;
  simple_fuel?: string;
}

export function tenantConfig(slug: SampleTenant): {
  name: string;
  template: string;
  serviceBanner?: { enabled?: boolean; text?: string };
} {
  return JSON.parse(readFileSync(`tenants/${slug}/tenant.json`, "utf8"));
}

export function rawCars(slug: SampleTenant): RawCar[] {
  return sampleRawCars(slug) as unknown as RawCar[];
}

/** An in-stock car whose feed price is a plain number over $10 (so the page must show it). */
export function pricedCar(slug: SampleTenant): RawCar & { slug: string; price: number } {
  const car = rawCars(slug).find(
    (c) => c.status === "in_stock" && typeof c.price === "number" && c.price > 10 && c.slug && !c.subscription_price,
  );
  if (!car) throw new Error(`${slug} has no plainly priced in-stock car`);
  return car as RawCar & { slug: string; price: number };
}

/**
 * The `index`-th car that can be reserved (in stock, priced, not reserved), leaving out electric
 * and hybrid cars, whose card label outranks RESERVED (spec §4 tag priority).
 */
export function reservableCar(slug: SampleTenant, index: number): RawCar & { slug: string } {
  const cars = rawCars(slug).filter(
    (c) =>
      c.status === "in_stock" &&
      !(c as { reserved?: boolean }).reserved &&
      typeof c.price === "number" &&
      c.price >= 2_000 && // the whole $200 deposit: at most 10% of the price
      !/electric|hybrid/i.test(JSON.stringify([c.fuel, c.simple_fuel])),
  );
  return cars[index % cars.length] as RawCar & { slug: string };
}

export const dollars = (amount: number) => `$${amount.toLocaleString("en-AU")}`;

export function siteUrl(slug: SampleTenant, path = "/"): string {
  return `http://${slug}.localhost:${process.env.E2E_PORT ?? 4399}${path}`;
}
