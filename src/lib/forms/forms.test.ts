import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import { isAustralianPhone, normalisePhone, phoneSchema } from "./phone.ts";
import { postcodeProblem, postcodeSchema } from "./postcode.ts";
import { codeSchema, isValidCode } from "./verification.ts";
import { storedEnquiryType } from "./enquiry-kinds.ts";

describe.each([
  ["61412345678", "0412345678"],
  ["+61 412 345 678", "0412345678"],
  ["0412 345 678", "0412345678"],
  ["(02) 9555-1234", "0295551234"],
  ["+61 2 9555 1234", "0295551234"],
  ["612", "02"],
])("§5 'Phone starting 61 becomes leading 0': normalisePhone(%j)", (input, expected) => {
  it(`is ${expected}`, () => expect(normalisePhone(input)).toBe(expected));
});

describe.each([
  ["0412345678", true],
  ["0295551234", true],
  ["1300123456", true],
  ["041234567", false],
  ["0112345678", false],
  ["abc", false],
])("isAustralianPhone(%j)", (input, ok) => {
  it(`is ${ok}`, () => expect(isAustralianPhone(input)).toBe(ok));
});

describe.each([
  ["", MESSAGES.required],
  [undefined, MESSAGES.required],
  ["12", "Please enter a valid Australian phone number."],
])("phoneSchema rejects %j", (input, message) => {
  it(`with '${message}'`, () => expect(phoneSchema.safeParse(input).error?.issues[0]?.message).toBe(message));
});

describe.each([
  ["", "required", MESSAGES.postcodeRequired],
  ["   ", "required", MESSAGES.postcodeRequired],
  [undefined, "required", MESSAGES.postcodeRequired],
  ["300", "invalid", MESSAGES.postcodeInvalid],
  ["30000", "invalid", MESSAGES.postcodeInvalid],
  ["3a00", "invalid", MESSAGES.postcodeInvalid],
  ["3000", null, null],
  [" 0800 ", null, null],
])("§5 delivery postcode %j (required, then exactly 4 digits)", (input, problem, message) => {
  it(`problem ${problem}`, () => expect(postcodeProblem(input)).toBe(problem));
  it(`message ${message}`, () =>
    expect(postcodeSchema.safeParse(input).error?.issues[0]?.message ?? null).toBe(message));
});

describe.each([
  ["123456", true],
  [" 123456 ", true],
  ["12345", false],
  ["1234567", false],
  ["12345a", false],
  ["", false],
])("§5 'Code exactly 6': %j", (input, ok) => {
  it(`valid ${ok}`, () => expect(isValidCode(input.trim())).toBe(ok));
  it(ok ? "parses" : "says 'Code must be 6 digits.'", () =>
    expect(codeSchema.safeParse(input).error?.issues[0]?.message ?? null).toBe(ok ? null : MESSAGES.codeDigits),
  );
});

describe.each([
  ["careers", undefined, "General Enquiry", "Career Enquiry"],
  ["careers", "Sales", "General Enquiry", "Career Enquiry"],
  ["general", "Parts", "General Enquiry", "Parts"],
  ["vehicle", undefined, "Vehicle Enquiry", "Sales"],
  ["service", undefined, "Service Booking", "Service"],
] as const)(
  "§4 'Careers Enquiry converts to General Enquiry / Career Enquiry': %s (%s)",
  (kind, chosen, formType, category) => {
    it(`is ${formType} / ${category}`, () => expect(storedEnquiryType(kind, chosen)).toEqual({ formType, category }));
  },
);
