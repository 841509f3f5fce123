import { describe, expect, it } from "vitest";
import { leads } from "../api/leads.ts";
import { type PreApprovalAnswers, preApprovalLead } from "./pre-approval-lead.ts";

const ANSWERS: PreApprovalAnswers = {
  purchasePrice: "41500",
  deposit: "",
  loanTerm: "5",
  credit: "GREAT",
  first_name: " Ada ",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412000111",
  car_id: "c123",
  dealership_id: "",
  location_id: "",
  terms_accepted: false,
};
const EXTRA = { idempotency_key: "pre-approval-0001", page_url: "https://dealer.example/cars/x" };

describe("the pre-approval's finance lead", () => {
  it.each([
    ["with a deposit and trade-in", "5000", { deposit_and_trade_in: 5000 }],
    ["without one", "", {}],
  ])("is one POST /api/leads accepts, %s", (_name, deposit, expected) => {
    const parsed = leads.request.safeParse(preApprovalLead({ ...ANSWERS, deposit }, EXTRA));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.details).toEqual({
      purchase_price: 41_500,
      loan_term_years: 5,
      credit_score: "GREAT",
      ...expected,
    });
    expect(parsed.data?.first_name).toBe("Ada");
  });

  it("says in words what was quoted, deposit included", () => {
    expect(preApprovalLead({ ...ANSWERS, deposit: "5000" }, EXTRA).comments).toBe(
      "Instant pre-approval: $41500 less $5000 deposit and trade-in over 5 years, credit GREAT.",
    );
  });

  it("sends no marketing opt-in: the dialog asks for none", () => {
    expect(preApprovalLead(ANSWERS, EXTRA)).not.toHaveProperty("opt_in");
  });
});
