import { describe, expect, it } from "vitest";
import { heldPaymentProblem, mayRelease } from "./held-payment.ts";

const deposit = { amountCents: 20_000, currency: "aud" };
const hold = { status: "authorised" as const, amountCents: 20_000, currency: "aud" };

// A completed checkout is checked for amount, currency and capture state before the car is held.
describe("heldPaymentProblem", () => {
  it.each([
    ["the deposit, authorised and not taken", hold, null],
    ["the same currency in capitals", { ...hold, currency: "AUD" }, null],
    ["another amount", { ...hold, amountCents: 100 }, "the hold is $1.00, not the $200.00 deposit"],
    ["another currency", { ...hold, currency: "usd" }, "the hold is in USD, not AUD"],
    [
      "money taken at once (automatic capture)",
      { ...hold, status: "captured" as const },
      "the payment was taken in full instead of held: refund it at the payment provider",
    ],
    ["no authorisation", { ...hold, status: "requires_payment" as const }, "the card was not authorised"],
    ["a declined card", { ...hold, status: "failed" as const }, "the card was declined"],
    ["a hold already let go", { ...hold, status: "released" as const }, "the authorisation had already been released"],
  ])("%s", (_, payment, problem) => {
    expect(heldPaymentProblem(deposit, payment)).toBe(problem);
  });

  it.each([
    ["authorised", true],
    ["requires_payment", true],
    ["failed", true],
    ["captured", false],
    ["released", false],
  ] as const)("a %s payment may be released: %s", (status, may) => {
    expect(mayRelease({ status })).toBe(may);
  });
});
