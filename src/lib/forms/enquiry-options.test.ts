import { describe, expect, it } from "vitest";
import type { Location } from "../feed/location.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { dealershipChoices, enquiryOptionsFor, locationChoices, unknownChoices } from "./enquiry-options.ts";

const config = (enquiry: Record<string, unknown> = {}) =>
  parseTenantConfig(
    {
      slug: "t",
      name: "T",
      siteUrl: "https://t.example",
      template: "metro",
      contact: {
        phone: "0255501234",
        email: "a@t.example",
        street: "1 A St",
        suburb: "B",
        state: "NSW",
        postcode: "2000",
      },
      enquiry,
    },
    "t.json",
  );
const loc = (id: string, type: "sales" | "service", dealership?: string) =>
  ({ id, slug: id, name: `Yard ${id}`, location_type: type, dealership_id: dealership }) as Location;

describe.each([
  ["one sales yard: no location picker", [loc("1", "sales")], {}, { locationShown: false, dealershipCount: 1 }],
  [
    "§5 two sales yards: location shown (so required)",
    [loc("1", "sales"), loc("2", "sales")],
    {},
    { locationShown: true, dealershipCount: 1 },
  ],
  [
    "a service yard does not count",
    [loc("1", "sales"), loc("2", "service")],
    {},
    { locationShown: false, dealershipCount: 1 },
  ],
  [
    "locationField hide",
    [loc("1", "sales"), loc("2", "sales")],
    { locationField: "hide" },
    { locationShown: false, dealershipCount: 1 },
  ],
  ["locationField show", [loc("1", "sales")], { locationField: "show" }, { locationShown: true, dealershipCount: 1 }],
  [
    "§5 two dealerships: dealership required",
    [loc("1", "sales", "a"), loc("2", "sales", "b")],
    {},
    { locationShown: true, dealershipCount: 2 },
  ],
])("enquiryOptionsFor: %s", (_name, locations, enquiry, expected) => {
  it("decides the pickers", () => expect(enquiryOptionsFor(config(enquiry), locations)).toMatchObject(expected));
});

describe("enquiry choices", () => {
  const locations = [loc("1", "sales", "a"), loc("2", "service", "a"), loc("3", "sales", "b")];
  it("terms are required where the tenant has a terms message", () =>
    expect(enquiryOptionsFor(config({ termsMessage: "I agree" }), locations).termsRequired).toBe(true));
  it("offers sales yards and each dealership once", () => {
    expect(locationChoices(locations).map((c) => c.id)).toEqual(["1", "3"]);
    // Each yard says which dealership it is, for a form that asks only for the yard.
    expect(locationChoices(locations).map((c) => c.dealership_id)).toEqual(["a", "b"]);
    expect(dealershipChoices(locations)).toEqual([
      { id: "a", name: "Yard 1" },
      { id: "b", name: "Yard 3" },
    ]);
  });
  it("flags choices that are not the tenant's", () =>
    expect(unknownChoices({ location_id: "9", dealership_id: "a" }, locations)).toEqual({
      location_id: "Please choose one of the options.",
    }));
});
