import { describe, expect, it } from "vitest";
import { reservationDeposit } from "./deposit.ts";

const rules = { depositAmount: 200, depositCapPercent: 10, minimumDeposit: 100 };

// Reserve only for a car whose price is shown; the deposit at most 10% of the price (NSW
// before delivery) and never below the dealer's minimum.
describe.each([
  ["a $24,990 car: the dealer's $200", { price: 24_990 }, rules, 200],
  ["a $1,500 car: capped at 10%", { price: 1_500 }, rules, 150],
  ["a $1,000 car: 10% is exactly the minimum", { price: 1_000 }, rules, 100],
  ["a $999 car: 10% is under the minimum", { price: 999 }, rules, undefined],
  ["no price (Enquire for price)", { price: undefined }, rules, undefined],
  ["a $10 placeholder price (not shown, spec §4)", { price: 10 }, rules, undefined],
  ["a dealer that allows 20%", { price: 1_500 }, { ...rules, depositCapPercent: 20 }, 200],
  ["a dealer with a $50 minimum", { price: 600 }, { ...rules, minimumDeposit: 50 }, 60],
])("reservationDeposit: %s", (_name, car, settings, expected) => {
  it(`is ${expected ?? "not offered"}`, () => expect(reservationDeposit(car, settings)).toBe(expected));
});
