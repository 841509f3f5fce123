import { describe, expect, it } from "vitest";
import { isInStock, isListedInStock } from "./stock.ts";

// Spec §4 "Stock": in_stock and coming_soon count as in stock; others not.
describe.each([
  ["in_stock", true],
  ["coming_soon", true],
  ["sold", false],
  ["on_hold", false],
])("stock status %s", (status, expected) => {
  it(`is ${expected ? "" : "not "}in stock`, () => expect(isInStock({ status })).toBe(expected));
});

// Spec §4: in stock (in_stock, coming_soon) and show_on_dealer_website true.
describe.each([
  ["in_stock", true, true],
  ["coming_soon", true, true],
  ["in_stock", false, false],
  ["coming_soon", false, false],
  ["sold", true, false],
  ["sold", false, false],
])("status %s, show_on_dealer_website %s", (status, show_on_dealer_website, expected) => {
  it(`is ${expected ? "" : "not "}listed in stock`, () =>
    expect(isListedInStock({ status, show_on_dealer_website })).toBe(expected));
});
