import { z } from "zod";
import { FINANCE_PROVIDERS } from "../feed/finance-lender.ts";
import { type FinanceCalculatorSettings, SPEC_LIMITS } from "./calculator.ts";
import { COMPARISON_EXAMPLE } from "./comparison.ts";
import { DISCLAIMER_TRUNCATE_AT } from "../format/truncate.ts";

/** Spec §5 "Finance calculator" and §9 finance constants; each range overridable per dealer. */

const range = (
  name: string,
  bounds: { floor: number; ceiling: number },
  defaults: { min: number; max: number; default: number },
) =>
  z
    .strictObject({
      min: z
        .number()
        .min(bounds.floor, `must be ≥ ${bounds.floor}`)
        .max(bounds.ceiling, `must be ≤ ${bounds.ceiling}`)
        .default(defaults.min)
        .describe(`Smallest ${name} a shopper can enter.`),
      max: z
        .number()
        .min(bounds.floor, `must be ≥ ${bounds.floor}`)
        .max(bounds.ceiling, `must be ≤ ${bounds.ceiling}`)
        .default(defaults.max)
        .describe(`Largest ${name} a shopper can enter.`),
      default: z
        .number()
        .min(bounds.floor, `must be ≥ ${bounds.floor}`)
        .max(bounds.ceiling, `must be ≤ ${bounds.ceiling}`)
        .default(defaults.default)
        .describe(`The ${name} the calculator starts with.`),
    })
    .refine((r) => r.min < r.max, { message: "min must be below max", path: ["min"] })
    .refine((r) => r.default >= r.min && r.default <= r.max, {
      message: "default must lie between min and max",
      path: ["default"],
    })
    .default(defaults)
    .describe(`Range and starting value of the ${name}.`);

export const FINANCE_LINKS = ["/finance", "/finance-enquiry", "/apply-for-finance", "/ford-finance"] as const;

export const financeCalculatorSchema = z
  .strictObject({
    purchasePrice: range("purchase price ($)", { floor: 0, ceiling: 1_000_000 }, SPEC_LIMITS.price),
    interest: range("interest rate (% p.a.)", { floor: 0, ceiling: 30 }, SPEC_LIMITS.interest),
    termYears: range("loan term (years)", { floor: 1, ceiling: 7 }, SPEC_LIMITS.termYears),
    termStepYears: z
      .number()
      .positive()
      .max(1)
      .default(SPEC_LIMITS.termStepYears)
      .describe("Step of the term slider, in years (spec: 0.5)."),
    deposit: range("deposit ($)", { floor: 0, ceiling: 1_000_000 }, SPEC_LIMITS.deposit),
    tradeIn: range("trade-in value ($)", { floor: 0, ceiling: 1_000_000 }, SPEC_LIMITS.tradeIn),
    residual: range("residual/balloon ($)", { floor: 0, ceiling: 1_000_000 }, SPEC_LIMITS.residual),
    frequency: z
      .enum(["weekly", "fortnightly", "monthly"])
      .default(SPEC_LIMITS.frequency)
      .describe("Repayment frequency shown first."),
    enquireThreshold: z
      .number()
      .min(0)
      .default(SPEC_LIMITS.enquireThreshold)
      .describe("A repayment at or below this shows 'Enquire for Finance' instead of a figure."),
  })
  .prefault({})
  .describe("Finance calculator ranges and defaults.") satisfies z.ZodType<FinanceCalculatorSettings>;

export const financeSettingsSchema = z
  .strictObject({
    providers: z
      .array(z.enum(FINANCE_PROVIDERS))
      .default([])
      .describe("Finance providers whose eligibility rules and offers apply to this dealer."),
    link: z
      .union([
        z.enum(FINANCE_LINKS),
        z.url({
          protocol: /^https$/,
          error: "must be /finance, /finance-enquiry, /apply-for-finance, /ford-finance or an https:// URL",
        }),
      ])
      .default("/finance")
      .describe("Where 'Get Finance' buttons go: one of the finance routes or an external https URL."),
    calculator: financeCalculatorSchema,
    comparisonExample: z
      .strictObject({
        termYears: z
          .number()
          .positive()
          .default(COMPARISON_EXAMPLE.termYears)
          .describe("Term of the comparison-rate example, in years."),
        amount: z
          .number()
          .positive()
          .default(COMPARISON_EXAMPLE.amount)
          .describe("Amount of the comparison-rate example, in dollars."),
      })
      .default(COMPARISON_EXAMPLE)
      .describe("The example a comparison rate is based on (spec §9: 5 years, $30,000, secured)."),
    showWeeklyOnCards: z.boolean().default(false).describe("Show 'est. weekly' finance on search result cards."),
    disclaimer: z
      .string()
      .optional()
      .describe("Finance disclaimer text (#financeDisclaimer); a generic credit disclaimer when omitted."),
    disclaimerTruncateAt: z
      .number()
      .int()
      .min(50)
      .default(DISCLAIMER_TRUNCATE_AT)
      .describe("Disclaimer characters shown before 'Read more' (spec §9: 197)."),
    quickQuote: z.boolean().default(true).describe("Offer the YouX quick quote and pre-approval dialog."),
  })
  .prefault({})
  .describe("Finance settings.");

export type FinanceSettings = z.output<typeof financeSettingsSchema>;
