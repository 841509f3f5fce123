import { describe, expect, it } from "vitest";
import { priceDisplay, priceText, subscriptionPriceText } from "./price-display.ts";

const car = (patch: object) => ({
  price: undefined,
  before_price: undefined,
  subscription_price: undefined,
  price_type: "Drive Away",
  preorder: false,
  ...patch,
});

// Spec §4 "Price display".
describe.each([
  [
    "subscription price when the feature is on and it is above 0",
    car({ price: 30000, subscription_price: 199 }),
    true,
    { kind: "subscription", amount: 199 },
  ],
  [
    // "$361 /week Drive Away" — the price type is the car's price's, never a subscription's.
    "a subscription without the car's price type or was-price",
    car({ price: 30000, before_price: 32000, subscription_price: 361 }),
    true,
    { kind: "subscription", amount: 361 },
  ],
  [
    "the price when subscription pricing is off",
    car({ price: 30000, subscription_price: 199 }),
    false,
    { kind: "price", amount: 30000, label: "Drive Away" },
  ],
  [
    "the price when the subscription price is 0",
    car({ price: 30000, subscription_price: 0 }),
    true,
    { kind: "price", amount: 30000, label: "Drive Away" },
  ],
  ["PREORDER when the price is 10 or less", car({ price: 10, preorder: true }), false, { kind: "preorder" }],
  ["the price when just above 10", car({ price: 11 }), false, { kind: "price", amount: 11, label: "Drive Away" }],
  ["the no-price text with no price and no preorder", car({ price: 0 }), false, { kind: "no-price" }],
  [
    "a was-price only when before_price exceeds the price",
    car({ price: 30000, before_price: 32000 }),
    false,
    { kind: "price", amount: 30000, label: "Drive Away", wasPrice: 32000 },
  ],
  [
    "no was-price when before_price equals the price",
    car({ price: 30000, before_price: 30000 }),
    false,
    { kind: "price", amount: 30000, label: "Drive Away" },
  ],
])("price display: %s", (_name, input, subscriptionPricing, expected) => {
  it("shows what the spec says", () => {
    expect(priceDisplay(input, { subscriptionPricing })).toEqual(expected);
  });
});

// Spec §4 "Price display": the amount, else PREORDER, else the no-price text — in the tenant's wording.
describe.each([
  [{ kind: "price", amount: 24_990 }, "$24,990"],
  [{ kind: "subscription", amount: 149 }, "$149/week"],
  [{ kind: "preorder" }, "Pre-order now"],
  [{ kind: "no-price" }, "Call us"],
] as const)("price display %o", (display, expected) => {
  it(`reads "${expected}"`, () =>
    expect(priceText(display, { noPriceText: "Call us", preorderText: "Pre-order now" })).toBe(expected));
});

// A subscription is a weekly amount, written with its period and no space ("$361/week").
describe("subscription price text", () => {
  it.each([
    [361, "$361/week"],
    [1_049, "$1,049/week"],
  ])("%i reads %s", (amount, expected) => {
    expect(subscriptionPriceText(amount)).toBe(expected);
    expect(priceText({ kind: "subscription", amount }, { noPriceText: "x", preorderText: "y" })).toBe(expected);
  });
});
