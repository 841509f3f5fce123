import { describe, expect, it } from "vitest";
import { priceDisplay, priceText } from "./price-display.ts";

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
    { kind: "subscription", amount: 199, label: "Drive Away" },
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
  [{ kind: "subscription", amount: 149 }, "$149"],
  [{ kind: "preorder" }, "Pre-order now"],
  [{ kind: "no-price" }, "Call us"],
] as const)("price display %o", (display, expected) => {
  it(`reads "${expected}"`, () =>
    expect(priceText(display, { noPriceText: "Call us", preorderText: "Pre-order now" })).toBe(expected));
});
