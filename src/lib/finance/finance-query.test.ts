import { describe, expect, it } from "vitest";
import { financePrefill, prefillDetails } from "./finance-query.ts";

const dealerships = ["d1", "d2"];

// Spec §2: /finance?preferredDealership=&vehiclePriceBudget=&car_id=&car_type=&vin=#finance-form
describe.each([
  [
    "everything",
    "?preferredDealership=d2&vehiclePriceBudget=45990&car_id=101&car_type=used&vin=jtmbfrev60d123456",
    { carId: "101", dealershipId: "d2", purchasePrice: "45990", carType: "used", vin: "JTMBFREV60D123456" },
  ],
  ["a price with cents", "?vehiclePriceBudget=45990.50", { purchasePrice: "45991" }],
  ["an unknown dealership", "?preferredDealership=elsewhere", {}],
  ["a price that is not a number", "?vehiclePriceBudget=lots", {}],
  ["a car type that is not one of ours", "?car_type=spaceship", {}],
  ["a short VIN", "?vin=ABC", {}],
  ["a car id with markup", "?car_id=<script>", {}],
  ["nothing", "", {}],
])("financePrefill: %s", (_name, search, expected) => {
  it(`gives ${JSON.stringify(expected)}`, () => {
    const prefill = financePrefill(search, dealerships);
    expect(Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});

describe("prefillDetails", () => {
  it("fills the finance enquiry's details", () => {
    expect(prefillDetails({ purchasePrice: "45990", carType: "used", vin: "JTMBFREV60D123456", carId: "101" })).toEqual(
      { purchase_price: "45990", car_type: "used", vin: "JTMBFREV60D123456" },
    );
  });
});
