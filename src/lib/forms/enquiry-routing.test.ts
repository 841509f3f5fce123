import { describe, expect, it } from "vitest";
import { MESSAGES, OWN_MESSAGES } from "./messages.ts";
import { enquiryRouting } from "./enquiry-routing.ts";

// Two yards of two dealerships, plus a service centre of its own: Harbour City's shape.
const yards = [
  { id: "101", name: "Harbour City Toyota", dealership_id: "hcmg-toyota" },
  { id: "102", name: "Harbour City Mazda & Kia", dealership_id: "hcmg-mazda-kia" },
];
const dealerships = [
  { id: "hcmg-toyota", name: "Harbour City Toyota" },
  { id: "hcmg-mazda-kia", name: "Harbour City Mazda & Kia" },
  { id: "hcmg-service", name: "Harbour City Service Centre" },
];
const both = { locationShown: true, dealershipCount: 3 };
const choices = { locations: yards, dealerships };
const names = (routing: ReturnType<typeof enquiryRouting>) => routing.pickers.map((picker) => picker.label);

// §5 "location required when shown; dealership required when more than one"; a trade-in once asked both from overlapping lists.
describe.each([
  ["trade-in: one question, the yard", both, false, "trade-in", ["Location"]],
  ["sell my car: one question, the yard", both, false, "sell-my-car", ["Location"]],
  ["contact: both, as §5 says", both, false, "contact", ["Location", "Dealership"]],
  ["finance (no kind given): both", both, false, undefined, ["Location", "Dealership"]],
  ["trade-in about a car: neither, the car says where", both, true, "trade-in", []],
  ["trade-in, one dealership: the yard", { locationShown: true, dealershipCount: 1 }, false, "trade-in", ["Location"]],
  [
    "trade-in, no yard picker: the dealership",
    { locationShown: false, dealershipCount: 3 },
    false,
    "trade-in",
    ["Dealership"],
  ],
] as const)("%s", (_what, options, hasCar, kind, expected) => {
  it("shows these pickers", () => {
    expect(names(enquiryRouting(options, hasCar, choices, kind))).toEqual(expected);
  });
});

describe("the yard a trade-in is sent to names its dealership", () => {
  const routing = enquiryRouting(both, false, choices, "trade-in");

  it("sets the yard and its dealership, so the lead is routed as before", () => {
    expect(routing.valuesOf("location_id", "102")).toEqual({ location_id: "102", dealership_id: "hcmg-mazda-kia" });
    expect(routing.valuesOf("location_id", "")).toEqual({ location_id: "", dealership_id: "" });
  });

  it("offers the yards by name only", () => {
    expect(routing.pickers[0]!.choices).toEqual([
      { id: "101", name: "Harbour City Toyota" },
      { id: "102", name: "Harbour City Mazda & Kia" },
    ]);
  });

  it("turns a dealership problem into the yard's, the question the shopper sees", () => {
    expect(routing.problemsToShow({ location_id: MESSAGES.required, dealership_id: MESSAGES.required })).toEqual({
      location_id: MESSAGES.required,
    });
    expect(routing.problemsToShow({ dealership_id: OWN_MESSAGES.choose, phone: "x" })).toEqual({
      location_id: OWN_MESSAGES.choose,
      phone: "x",
    });
  });

  it("leaves other forms' answers and problems alone", () => {
    const contact = enquiryRouting(both, false, choices, "contact");
    expect(contact.valuesOf("location_id", "102")).toEqual({ location_id: "102" });
    expect(contact.valuesOf("dealership_id", "hcmg-service")).toEqual({ dealership_id: "hcmg-service" });
    const problems = { location_id: MESSAGES.required, dealership_id: MESSAGES.required };
    expect(contact.problemsToShow(problems)).toEqual(problems);
  });

  it("asks both where a yard does not say which dealership it belongs to", () => {
    const unnamed = { locations: [...yards, { id: "103", name: "Overflow yard" }], dealerships };
    expect(names(enquiryRouting(both, false, unnamed, "trade-in"))).toEqual(["Location", "Dealership"]);
  });
});
