import { describe, expect, it } from "vitest";
import { fuelCalculatorDefaults, fuelEconomy, validateFuelInputs, yearlyFuelCost } from "./fuel-cost.ts";

// Vehicle page fuel calculator (spec §2): yearly cost = L/100 km × km a year / 100 × $ a litre.
describe.each([
  [8.1, 15_000, 2.0, 2430],
  [5.5, 20_000, 1.899, 2089],
  [12, 10_000, 2.15, 2580],
  [6.66, 15_000, 2, 1998],
])("%d L/100 km, %d km a year at $%d a litre", (litresPer100Km, kmPerYear, fuelPricePerLitre, expected) => {
  it(`costs $${expected} a year`, () =>
    expect(yearlyFuelCost({ litresPer100Km, kmPerYear, fuelPricePerLitre })).toBe(expected));
});

describe.each([
  ["usable inputs", { litresPer100Km: 8.1, kmPerYear: 15_000, fuelPricePerLitre: 2 }, {}],
  [
    "no fuel use",
    { litresPer100Km: 0, kmPerYear: 15_000, fuelPricePerLitre: 2 },
    { litresPer100Km: "Enter fuel use between 1 and 30 L/100 km." },
  ],
  [
    "too far",
    { litresPer100Km: 8, kmPerYear: 250_000, fuelPricePerLitre: 2 },
    { kmPerYear: "Enter a distance between 1,000 and 200,000 km a year." },
  ],
  [
    "cents typed as dollars",
    { litresPer100Km: 8, kmPerYear: 15_000, fuelPricePerLitre: 199 },
    { fuelPricePerLitre: "Enter a fuel price between $0.50 and $10.00 a litre." },
  ],
  [
    "not a number",
    { litresPer100Km: Number.NaN, kmPerYear: 15_000, fuelPricePerLitre: 2 },
    { litresPer100Km: "Enter fuel use between 1 and 30 L/100 km." },
  ],
])("fuel inputs: %s", (_name, inputs, expected) => {
  it("give the expected messages", () => expect(validateFuelInputs(inputs)).toEqual(expected));
});

describe("fuelCalculatorDefaults", () => {
  it.each([
    [undefined, { fuelPricePerLitre: 2, kmPerYear: 15_000 }],
    [
      { fuelPricePerLitre: 1.85, kmPerYear: 20_000 },
      { fuelPricePerLitre: 1.85, kmPerYear: 20_000 },
    ],
  ])("from %o", (settings, expected) => expect(fuelCalculatorDefaults(settings)).toEqual(expected));
});

describe.each([
  [
    "the combined figure",
    [
      { label: "Fuel Economy (urban)", value: "10.2L/100km" },
      { label: "Fuel Economy (combined)", value: "8.1L/100km" },
    ],
    8.1,
  ],
  ["any fuel consumption figure", [{ label: "Fuel consumption", value: "6 L / 100 km" }], 6],
  ["no figure", [{ label: "Power", value: "165kW" }], undefined],
  ["an electric figure", [{ label: "Fuel Economy (combined)", value: "15.6kWh/100km" }], undefined],
])("fuel economy from %s", (_name, specifications, expected) => {
  it(`is ${expected}`, () => expect(fuelEconomy({ specifications })).toBe(expected));
});
