import { describe, expect, it } from "vitest";
import {
  advertisedLenders,
  angleEligible,
  ausLoansEligible,
  eligibleProviders,
  finance360Eligible,
  manualEligible,
  nissanFinanceEligible,
  powertorqueEligible,
  taurusEligible,
  type EligibilityCar,
} from "./eligibility.ts";

const now = new Date("2026-06-01T00:00:00Z");
const car = (patch: Partial<EligibilityCar> = {}): EligibilityCar => ({
  price: 25_000,
  status: "in_stock",
  year: 2020,
  make: "Toyota",
  car_type: "used",
  item_type: "car",
  ...patch,
});

// Spec §5: Taurus — price above 500, in stock, year within 12.
describe.each([
  ["an in-stock 2020 car at $25,000", car(), true],
  ["a price of exactly $500", car({ price: 500 }), false],
  ["a price of $501", car({ price: 501 }), true],
  ["no price", car({ price: undefined }), false],
  ["coming soon (counts as in stock)", car({ status: "coming_soon" }), true],
  ["sold", car({ status: "sold" }), false],
  ["12 years old (2014)", car({ year: 2014 }), true],
  ["13 years old (2013)", car({ year: 2013 }), false],
])("taurusEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(taurusEligible(input, { now })).toBe(expected));
});

describe.each([
  ["$5,000", car({ price: 5000 }), true],
  ["$4,999", car({ price: 4999 }), false],
  ["$250,001", car({ price: 250_001 }), false],
  ["15 years old", car({ year: 2011 }), true],
  ["16 years old", car({ year: 2010 }), false],
  ["sold", car({ status: "sold" }), false],
])("finance360Eligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(finance360Eligible(input, { now })).toBe(expected));
});

describe.each([
  ["$2,000, 20 years old", car({ price: 2000, year: 2006 }), true],
  ["$1,999", car({ price: 1999 }), false],
  ["21 years old", car({ year: 2005 }), false],
  ["sold", car({ status: "sold" }), false],
])("ausLoansEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(ausLoansEligible(input, { now })).toBe(expected));
});

describe.each([
  ["any priced car in stock, however old", car({ price: 800, year: 1975 }), true],
  ["no price", car({ price: undefined }), false],
  ["sold", car({ status: "sold" }), false],
])("manualEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(manualEligible(input)).toBe(expected));
});

describe.each([
  ["$10,000, 10 years old", car({ price: 10_000, year: 2016 }), true],
  ["$9,999", car({ price: 9999 }), false],
  ["11 years old", car({ year: 2015 }), false],
])("angleEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(angleEligible(input, { now })).toBe(expected));
});

describe.each([
  ["a caravan at $60,000", car({ price: 60_000, item_type: "caravan" }), true],
  ["$4,999", car({ price: 4999 }), false],
  ["16 years old", car({ year: 2010 }), false],
])("powertorqueEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(powertorqueEligible(input, { now })).toBe(expected));
});

describe.each([
  ["a new Nissan", car({ make: "Nissan", car_type: "new", year: 2026 }), true],
  ["a demo Nissan", car({ make: "NISSAN", car_type: "demo" }), true],
  ["a used Nissan 5 years old", car({ make: "Nissan", year: 2021 }), true],
  ["a used Nissan 6 years old", car({ make: "Nissan", year: 2020 }), false],
  ["a Toyota", car({ car_type: "new" }), false],
  ["a sold Nissan", car({ make: "Nissan", car_type: "new", status: "sold" }), false],
])("nissanFinanceEligible: %s", (_name, input, expected) => {
  it(`is ${expected}`, () => expect(nissanFinanceEligible(input, { now })).toBe(expected));
});

describe("eligibleProviders", () => {
  it("keeps the tenant's providers that accept the car, in order", () => {
    expect(
      eligibleProviders(car({ price: 8000 }), ["Angle", "Taurus", "360 Finance", "Nissan Finance"], { now }),
    ).toEqual(["Taurus", "360 Finance"]);
  });
});

describe("advertisedLenders", () => {
  const lenders = [
    { name: "Taurus Motor Finance", provider: "Taurus" as const, advertised_rate: 8.49, comparison_rate: 9.12 },
    { name: "Angle Asset", provider: "Angle" as const, advertised_rate: 7.5, comparison_rate: 8.1 },
    { name: "Rate without comparison", provider: "Taurus" as const, advertised_rate: 6.99, comparison_rate: undefined },
  ];
  it("keeps the tenant's providers with both rates", () => {
    expect(advertisedLenders(lenders, ["Taurus"])).toEqual([
      { name: "Taurus Motor Finance", advertisedRate: 8.49, comparisonRate: 9.12 },
    ]);
  });
  it("on a car page, only lenders whose rule accepts the car", () => {
    expect(
      advertisedLenders(lenders, ["Taurus", "Angle"], { car: car({ price: 8000 }), now }).map((l) => l.name),
    ).toEqual(["Taurus Motor Finance"]);
  });
});
