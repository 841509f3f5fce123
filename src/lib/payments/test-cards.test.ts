import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, cvcError, expiryError, luhnValid, normaliseCardNumber, testCardOutcome } from "./test-cards.ts";

// Stripe's test cards: https://docs.stripe.com/testing#cards (the local checkout accepts them).
const now = new Date(2026, 4, 15);
const card = (number: string) => ({ number, expiry: "12/30", cvc: "123" });

describe("testCardOutcome", () => {
  it.each([
    ["4242 4242 4242 4242", { outcome: "authorised" }],
    ["4242-4242-4242-4242", { outcome: "authorised" }],
    ["4000 0000 0000 0002", { outcome: "declined", message: CARD_MESSAGES.declined }],
    ["4000 0025 0000 3155", { outcome: "requires_authentication" }],
    ["5555 5555 5555 4444", { outcome: "declined", message: CARD_MESSAGES.numberIncorrect }],
    ["4242 4242 4242 4241", { outcome: "invalid", errors: { number: CARD_MESSAGES.numberInvalid } }],
    ["4242 4242", { outcome: "invalid", errors: { number: CARD_MESSAGES.numberIncomplete } }],
    ["4242 abcd 4242 4242", { outcome: "invalid", errors: { number: CARD_MESSAGES.numberInvalid } }],
  ])("%s", (number, expected) => {
    expect(testCardOutcome(card(number), now)).toEqual(expected);
  });

  it("reports every bad field at once", () => {
    expect(testCardOutcome({ number: "", expiry: "13/30", cvc: "1" }, now)).toEqual({
      outcome: "invalid",
      errors: {
        number: CARD_MESSAGES.numberIncomplete,
        expiry: CARD_MESSAGES.expiryIncomplete,
        cvc: CARD_MESSAGES.cvcIncomplete,
      },
    });
  });
});

describe("card fields", () => {
  it.each([
    ["05/26", undefined], // good until the end of its month
    ["5/26", CARD_MESSAGES.expiryIncomplete],
    ["04/26", CARD_MESSAGES.expiryPast],
    ["12 / 30", undefined],
    ["00/30", CARD_MESSAGES.expiryIncomplete],
    ["", CARD_MESSAGES.expiryIncomplete],
  ])("expiry %j", (input, expected) => {
    expect(expiryError(input, now)).toBe(expected);
  });

  it.each([
    ["123", undefined],
    ["1234", undefined],
    ["12", CARD_MESSAGES.cvcIncomplete],
    ["12a", CARD_MESSAGES.cvcIncomplete],
  ])("cvc %j", (input, expected) => {
    expect(cvcError(input)).toBe(expected);
  });

  it.each([
    ["4242424242424242", true],
    ["4000002500003155", true],
    ["4242424242424241", false],
    ["", false],
  ])("Luhn %s", (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });

  it("normalises spaces and dashes", () => {
    expect(normaliseCardNumber(" 4242-4242 4242 4242 ")).toBe("4242424242424242");
  });
});
