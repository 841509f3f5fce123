import { describe, expect, it } from "vitest";
import {
  deliveryLine,
  journeySummary,
  missingBefore,
  nextStep,
  stepAnswerSchemas,
  stepLabel,
  stepProblems,
} from "./journey.ts";

const details = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "0412 345 678" };

describe("the online purchase's steps", () => {
  it("opens a resumed journey at the first step not answered", () => {
    expect(nextStep({})).toBe("car");
    expect(nextStep({ car: { confirmed: true }, "trade-in": { choice: "skip" } })).toBe("payment");
    expect(
      nextStep({
        car: { confirmed: true },
        "trade-in": { choice: "skip" },
        payment: { method: "cash" },
        delivery: { method: "pickup", location_id: "1" },
        details: { ...details, phone: "0412345678" },
      }),
    ).toBe("review");
  });

  it("refuses a step while an earlier one is unanswered", () => {
    expect(missingBefore("car", {})).toBeUndefined();
    expect(missingBefore("payment", { car: { confirmed: true } })).toBe("trade-in");
    expect(missingBefore("review", { car: { confirmed: true }, "trade-in": { choice: "skip" } })).toBe("payment");
  });

  it("labels steps as the progress shows them", () => {
    expect(stepLabel("payment")).toBe("Step 3 of 6: How you pay");
    expect(stepLabel("review")).toBe("Step 6 of 6: Review and reserve");
  });

  it.each([
    ["trade-in", { choice: "valuation", valuation_id: "nope" }, "Choose one of your valuations."],
    ["payment", { method: "finance", credit: "SUPER", term_years: 5 }, "Please choose one of the options."],
    ["delivery", { method: "delivery", postcode: "12" }, "Invalid postcode. Please enter a 4-digit number."],
    ["details", { ...details, email: "ada" }, "Please enter a valid email address."],
  ] as const)("names the problem in a bad %s answer", (step, answer, message) => {
    const parsed = stepAnswerSchemas[step].safeParse(answer);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.message)).toContain(message);
  });

  it("sums up the choices for the dealer's lead", () => {
    expect(
      journeySummary(
        {
          "trade-in": { choice: "skip" },
          payment: { method: "finance", credit: "GREAT", term_years: 5, weekly: 147.4 },
          delivery: { method: "delivery", postcode: "2150" },
        },
        { delivery: "Parramatta NSW, estimate $390" },
      ),
    ).toEqual([
      "Trade-in: none",
      "Paying: finance over 5 years (credit great, quick quote $147/wk)",
      "Delivery to 2150 (Parramatta NSW, estimate $390)",
    ]);
    expect(journeySummary({ delivery: { method: "pickup", location_id: "1" } }, { location: "St Leonards" })).toEqual([
      "Pick-up at St Leonards",
    ]);
  });
});

describe.each([
  [
    "delivery",
    { method: "delivery", postcode: "12a" },
    { postcode: "Invalid postcode. Please enter a 4-digit number." },
  ],
  ["delivery", { method: "delivery", postcode: "" }, { postcode: "Please enter a postcode." }],
  ["delivery", { method: "delivery", postcode: "2000" }, {}],
  ["delivery", { method: "pickup", location_id: "101" }, {}],
  ["details", { ...details, email: "ada" }, { email: "Please enter a valid email address." }],
  ["details", details, {}],
] as const)(
  "stepProblems(%s, %j): the answer's problems, named as the save's refusal names them",
  (step, answer, problems) => {
    it(`are ${JSON.stringify(problems)}`, () => expect(stepProblems(step, answer)).toEqual(problems));
  },
);

describe.each([
  ["2000", { place: "Barangaroo", state: "NSW", cost: 0 }, "Delivery to Barangaroo NSW 2000: free"],
  ["2500", { place: "Wollongong", state: "NSW", cost: 290 }, "Delivery to Wollongong NSW 2500: $290"],
  ["6000", { place: "Perth", state: "WA", cost: null }, "Delivery to Perth WA 6000 (we'll quote you for delivery)"],
  ["0999", null, "Delivery to 0999"],
] as const)(
  "deliveryLine(%j): step 4's quote and the review say the place, the postcode and the cost",
  (postcode, quote, line) => {
    it(`is '${line}'`, () => expect(deliveryLine(postcode, quote)).toBe(line));
  },
);
