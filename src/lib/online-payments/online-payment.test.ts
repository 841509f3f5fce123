import { describe, expect, it } from "vitest";
import { formatAmountCents } from "../format/money.ts";
import { featuresSchema } from "../tenant/features.ts";
import {
  formatLimit,
  formatPaidAt,
  ONLINE_PAYMENT_DEFAULTS,
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentRequestSchema,
  PAYMENT_REFERENCE_PATTERN,
  parseAmountCents,
  paymentStatusText,
  RECEIPT_PATTERN,
  receiptNumber,
  withinLimits,
} from "./online-payment.ts";

describe("online payment: amounts", () => {
  it.each([
    ["250", 25_000],
    ["250.5", 25_050],
    ["250.50", 25_050],
    ["0.99", 99],
    ["$1,250.00", 125_000],
    ["$ 10", 1_000],
    [" 99.99 ", 9_999],
    ["10000", 1_000_000],
    ["12,345,678.9", 1_234_567_890],
    [250, 25_000],
    [99.99, 9_999],
    [0.1, 10],
  ] as const)("%j is %i cents", (input, cents) => {
    expect(parseAmountCents(input)).toBe(cents);
  });

  it.each([
    "",
    "  ",
    "abc",
    "10.999",
    "1.2.3",
    "-10",
    "+10",
    "1e3",
    "10,00",
    "1,2345",
    ",100",
    "10.",
    ".5",
    "$",
    "12 000",
    "9".repeat(16),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -5,
    0.001,
    1e21,
  ])("%j is not an amount", (input) => {
    expect(parseAmountCents(input)).toBeNull();
  });

  it.each([
    [999, false],
    [1_000, true],
    [500_050, true],
    [1_000_000, true],
    [1_000_001, false],
  ])("%i cents within $10 to $10,000: %s", (cents, ok) => {
    expect(withinLimits(cents, ONLINE_PAYMENT_DEFAULTS)).toBe(ok);
  });

  it("writes limits in whole dollars where they are whole, and receipts with cents", () => {
    expect(formatLimit(10)).toBe("$10");
    expect(formatLimit(10_000)).toBe("$10,000");
    expect(formatLimit(12.5)).toBe("$12.50");
    expect(formatAmountCents(124_950)).toBe("$1,249.50");
    expect(ONLINE_PAYMENT_MESSAGES.amountRange(ONLINE_PAYMENT_DEFAULTS)).toBe(
      "Please enter an amount between $10 and $10,000.",
    );
  });
});

describe("online payment: references and receipts", () => {
  it.each([
    ["INV-1042", true],
    ["SO/2026/0042", true],
    ["a", true],
    ["A".repeat(40), true],
    ["A".repeat(41), false],
    ["INV 1042", false],
    ["-1042", false],
    ["INV#1042", false],
    ["", false],
  ])("reference %j: %s", (reference, ok) => {
    expect(PAYMENT_REFERENCE_PATTERN.test(reference)).toBe(ok);
  });

  it("draws PAY-XXXX-XXXX from an alphabet without look-alikes", () => {
    const draws = [0, 0.5, 0.999999];
    let i = 0;
    const number = receiptNumber(() => draws[i++ % draws.length]!);
    expect(number).toMatch(RECEIPT_PATTERN);
    expect(receiptNumber(() => 0)).toBe("PAY-AAAA-AAAA");
    expect(receiptNumber(() => 0.999999)).toBe("PAY-9999-9999");
    for (let n = 0; n < 200; n++) expect(receiptNumber(Math.random)).not.toMatch(/[01OIL]/);
  });

  it.each([
    ["2026-11-26T03:05:00Z", "Australia/Sydney", "26 Nov 2026, 2:05 pm AEDT"],
    ["2026-06-01T00:00:00Z", "Australia/Sydney", "1 Jun 2026, 10:00 am AEST"],
    ["2026-06-01T00:00:00Z", "Australia/Perth", "1 Jun 2026, 8:00 am AWST"],
    ["2026-12-31T13:30:00Z", "Australia/Sydney", "1 Jan 2027, 12:30 am AEDT"],
  ])("%s on the %s clock is %s", (instant, timeZone, text) => {
    expect(formatPaidAt(new Date(instant), timeZone)).toBe(text);
  });

  it.each([
    ["pending", "Waiting for the payment to be confirmed…"],
    ["paid", "Payment received. Thank you."],
    ["failed", "Your last card was declined. No money has been taken; you can try again."],
  ] as const)("tells the shopper a %s payment: %s", (status, text) => {
    expect(paymentStatusText(status)).toBe(text);
  });
});

describe("online payment: the request, with the dealer's limits", () => {
  const valid = {
    purpose: "Service invoice",
    reference: " INV-1042 ",
    amount: "$249.50",
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    phone: "+61 412 345 678",
  };
  const fieldErrors = (limits: Parameters<typeof onlinePaymentRequestSchema>[0], input: object) => {
    const result = onlinePaymentRequestSchema(limits).safeParse(input);
    // The first message of each field, as the function and the island show it.
    const errors: Record<string, string> = {};
    if (!result.success) for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
    return errors;
  };

  it("parses to cents, trims the reference and normalises the phone", () => {
    expect(onlinePaymentRequestSchema().parse(valid)).toEqual({
      purpose: "Service invoice",
      reference: "INV-1042",
      amount_cents: 24_950,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "0412345678",
    });
  });

  const dealer = { minAmount: 50, maxAmount: 2_500.5, purposes: ["Deposit top-up"] };
  it.each([
    [{ amount: "" }, undefined, { amount: "This is a required field." }],
    [{ amount: "ten" }, undefined, { amount: ONLINE_PAYMENT_MESSAGES.amountInvalid }],
    [{ amount: "9.99" }, undefined, { amount: "Please enter an amount between $10 and $10,000." }],
    [{ amount: 10_000.01 }, undefined, { amount: "Please enter an amount between $10 and $10,000." }],
    [
      { amount: "49.99", purpose: "Deposit top-up" },
      dealer,
      { amount: "Please enter an amount between $50 and $2,500.50." },
    ],
    [{ amount: "2500.50", purpose: "Deposit top-up" }, dealer, {}],
    [{ purpose: "Service invoice" }, dealer, { purpose: "Please choose one of the options." }],
    [{ purpose: "" }, undefined, { purpose: "Please choose one of the options." }],
    [{ reference: "INV 1042" }, undefined, { reference: ONLINE_PAYMENT_MESSAGES.referenceInvalid }],
    [{ reference: "" }, undefined, { reference: "This is a required field." }],
    [{ email: "ada" }, undefined, { email: "Please enter a valid email address." }],
    [{ phone: "12" }, undefined, { phone: "Please enter a valid Australian phone number." }],
    [{ amount: [] }, undefined, { amount: "This is a required field." }],
  ])("%j with %j → %j", (change, limits, errors) => {
    expect(fieldErrors(limits, { ...valid, ...change })).toEqual(errors);
  });
});

describe("tenant.json features.onlinePayment", () => {
  const parse = (onlinePayment: unknown) => featuresSchema.parse({ onlinePayment }).onlinePayment;

  it("is off by default, and true/false turn the default limits on or off", () => {
    const defaults = { minAmount: 10, maxAmount: 10_000, purposes: ["Vehicle balance", "Service invoice"] };
    expect(featuresSchema.parse({}).onlinePayment).toEqual({ enabled: false, ...defaults });
    expect(parse(true)).toEqual({ enabled: true, ...defaults });
    expect(parse(false)).toEqual({ enabled: false, ...defaults });
    expect(parse({ enabled: true })).toEqual({ enabled: true, ...defaults });
  });

  it("takes the dealer's own limits and purposes", () => {
    expect(parse({ enabled: true, minAmount: 20.5, maxAmount: 5_000, purposes: ["Parts order"] })).toEqual({
      enabled: true,
      minAmount: 20.5,
      maxAmount: 5_000,
      purposes: ["Parts order"],
    });
  });

  it.each([
    { minAmount: 0.5 },
    { minAmount: 10.001 },
    { minAmount: 500, maxAmount: 100 },
    { purposes: [] },
    { purposes: ["A", "A"] },
    { purposes: [""] },
    { surprise: true },
  ])("refuses %j", (settings) => {
    expect(featuresSchema.safeParse({ onlinePayment: { enabled: true, ...settings } }).success).toBe(false);
  });
});
