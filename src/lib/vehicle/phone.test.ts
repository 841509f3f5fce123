import { describe, expect, it } from "vitest";
import { maskPhone, telHref } from "./phone.ts";

// Spec §4 "Phone reveal: masked until click".
describe.each([
  ["02 5550 0110", undefined, "02 5550 XXXX"],
  ["(02) 5550 0110", undefined, "(02) 5550 XXXX"],
  ["1300 555 010", undefined, "1300 55X XXX"],
  ["+61 2 5550 0110", undefined, "+61 2 555X XXXX"],
  ["0412 345 678", 4, "0412 XXX XXX"],
  ["02 55", undefined, "02 55"],
])("maskPhone(%s)", (phone, visible, expected) => {
  it(`is ${expected}`, () => expect(maskPhone(phone, visible)).toBe(expected));
});

describe.each([
  ["02 5550 0110", "tel:0255500110"],
  ["(02) 5550-0110", "tel:0255500110"],
  ["+61 2 5550 0110", "tel:+61255500110"],
  [" 1300.555.010 ", "tel:1300555010"],
])("telHref(%s)", (phone, expected) => {
  it(`is ${expected}`, () => expect(telHref(phone)).toBe(expected));
});
