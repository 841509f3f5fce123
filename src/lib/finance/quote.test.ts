import { describe, expect, it } from "vitest";
import { customerRequestSchema, LOCAL_RATES, localQuote, QUOTE_MESSAGES, quoteRequestSchema } from "./quote.ts";
import { repayment } from "./repayment.ts";

const valid = { selfAssessedCreditScore: "GREAT", purchasePrice: "30000", loanTerm: 5 };
const firstMessage = (body: unknown) => {
  const result = quoteRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]!.message;
};

// Spec §5 "Finance quote": price 10000 to 200000, digits only; term 1 to 7; credit GREAT, DECENT, POOR.
describe.each([
  ["the smallest price", { ...valid, purchasePrice: "10000" }, undefined],
  ["the largest price as a number", { ...valid, purchasePrice: 200_000 }, undefined],
  ["a price below 10000", { ...valid, purchasePrice: "9999" }, QUOTE_MESSAGES.priceRange],
  ["a price above 200000", { ...valid, purchasePrice: "200001" }, QUOTE_MESSAGES.priceRange],
  ["a price with a comma", { ...valid, purchasePrice: "30,000" }, QUOTE_MESSAGES.priceDigits],
  ["a price with cents", { ...valid, purchasePrice: 30000.5 }, QUOTE_MESSAGES.priceDigits],
  ["a negative price", { ...valid, purchasePrice: "-30000" }, QUOTE_MESSAGES.priceDigits],
  ["no price", { ...valid, purchasePrice: "" }, "This is a required field."],
  ["a term of 0", { ...valid, loanTerm: 0 }, QUOTE_MESSAGES.termRange],
  ["a term of 8", { ...valid, loanTerm: 8 }, QUOTE_MESSAGES.termRange],
  ["a term of 2.5", { ...valid, loanTerm: 2.5 }, QUOTE_MESSAGES.termRange],
  ["an unknown credit score", { ...valid, selfAssessedCreditScore: "EXCELLENT" }, QUOTE_MESSAGES.creditScore],
  ["a short VIN", { ...valid, vin: "ABC" }, "A VIN is 17 letters and digits."],
  ["a VIN", { ...valid, vin: "JTMBFREV60D123456", nvic: "0B9J22", year: 2021, whoIsHelping: "Sam" }, undefined],
])("quoteRequestSchema: %s", (_name, body, message) => {
  it(message ? `says '${message}'` : "is accepted", () => expect(firstMessage(body)).toBe(message));
});

describe("localQuote", () => {
  it.each(["GREAT", "DECENT", "POOR"] as const)("quotes %s from our own math at its table rate", (score) => {
    const quote = localQuote({ selfAssessedCreditScore: score, purchasePrice: 30_000, loanTerm: 5 });
    expect(quote).toEqual({
      weeklyRepaymentAmount: repayment({
        price: 30_000,
        annualRatePercent: LOCAL_RATES[score].advertisedRate,
        termYears: 5,
        frequency: "weekly",
      }),
      ...LOCAL_RATES[score],
    });
  });
  it("costs more with worse credit, and the comparison rate is never below the advertised one", () => {
    const [great, decent, poor] = (["GREAT", "DECENT", "POOR"] as const).map((s) =>
      localQuote({ selfAssessedCreditScore: s, purchasePrice: 30_000, loanTerm: 5 }),
    );
    expect(great!.weeklyRepaymentAmount).toBeLessThan(decent!.weeklyRepaymentAmount);
    expect(decent!.weeklyRepaymentAmount).toBeLessThan(poor!.weeklyRepaymentAmount);
    for (const rates of Object.values(LOCAL_RATES)) expect(rates.comparisonRate).toBeGreaterThan(rates.advertisedRate);
  });
});

describe("customerRequestSchema", () => {
  const data = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "+61 412 345 678" };
  it("accepts an applicant and normalises the phone", () => {
    const parsed = customerRequestSchema.parse({ data, additionalData: { ...valid, car_id: "123" } });
    expect(parsed.data.phone).toBe("0412345678");
    expect(parsed.additionalData.purchasePrice).toBe(30_000);
  });
  it("names each missing field", () => {
    const result = customerRequestSchema.safeParse({
      data: { ...data, email: "nope" },
      additionalData: { ...valid, loanTerm: 9 },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["data.email", "Please enter a valid email address."],
      ["additionalData.loanTerm", QUOTE_MESSAGES.termRange],
    ]);
  });
});
