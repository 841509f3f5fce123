import { z } from "zod";
import { CREDIT_SCORES } from "../forms/enquiry-details.ts";
import { nameInput } from "../forms/inputs.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import { phoneSchema } from "../forms/phone.ts";
import { QUOTE_PRICE, QUOTE_TERM } from "./quote-limits.ts";
import { repayment } from "./repayment.ts";

export { QUOTE_PRICE, QUOTE_TERM };

/** Spec §4: the quote is recomputed 500 ms after the last input change. */
export const QUOTE_DEBOUNCE_MS = 500;

/** Spec §8 messages of the quote and customer calls. */
export const QUOTE_MESSAGES = {
  quoteFailed: "Failed to get YouX quick quote",
  customerFailed: "Failed to create customer or no redirect URL received.",
  priceDigits: "Purchase price must be a whole number of dollars, digits only.",
  priceRange: "Purchase price must be between $10,000 and $200,000.",
  termRange: "Loan term must be between 1 and 7 years.",
  creditScore: "Please choose GREAT, DECENT or POOR.",
} as const;

export type CreditScore = (typeof CREDIT_SCORES)[number];

const optionalText = (max: number, pattern?: RegExp, message: string = OWN_MESSAGES.tooLong) => {
  const base = z.string().trim().max(max, OWN_MESSAGES.tooLong);
  return (pattern ? base.regex(pattern, message) : base).optional().or(z.literal("").transform(() => undefined));
};

/** "30000" or 30000; never "30,000", "30000.50" or "3e4" (digits only). */
const purchasePrice = z
  .union([z.string(), z.number()], { error: MESSAGES.required })
  .transform((v) => String(v).trim())
  .refine((v) => v !== "", MESSAGES.required)
  .refine((v) => /^\d+$/.test(v), QUOTE_MESSAGES.priceDigits)
  .transform(Number)
  .refine((v) => v >= QUOTE_PRICE.min && v <= QUOTE_PRICE.max, QUOTE_MESSAGES.priceRange);

export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: QUOTE_MESSAGES.creditScore }),
  purchasePrice,
  loanTerm: z.coerce
    .number({ error: QUOTE_MESSAGES.termRange })
    .int(QUOTE_MESSAGES.termRange)
    .min(QUOTE_TERM.min, QUOTE_MESSAGES.termRange)
    .max(QUOTE_TERM.max, QUOTE_MESSAGES.termRange),
  year: z.coerce
    .number({ error: "Year must be a number such as 2021." })
    .int()
    .min(1900, "Year must be 1900 or later.")
    .max(2100, "Year must be 2100 or earlier.")
    .optional(),
  vin: optionalText(17, /^[A-HJ-NPR-Z0-9]{17}$/i, "A VIN is 17 letters and digits."),
  nvic: optionalText(10, /^[A-Z0-9]{1,10}$/i, "An NVIC is up to 10 letters and digits."),
  whoIsHelping: optionalText(100),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** What a quick quote answers (spec §7). Rates are % p.a.; the amount is dollars a week. */
export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number };

export const quoteSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().min(0).max(100),
  comparisonRate: z.number().min(0).max(100),
});

/**
 * The offline provider's rates by self-assessed credit (ours; the partner's real pricing replaces
 * them in production). Comparison rates include a typical establishment fee on the $30,000/5-year example.
 */
export const LOCAL_RATES: Record<CreditScore, { advertisedRate: number; comparisonRate: number }> = {
  GREAT: { advertisedRate: 8.99, comparisonRate: 9.62 },
  DECENT: { advertisedRate: 12.49, comparisonRate: 13.14 },
  POOR: { advertisedRate: 17.99, comparisonRate: 18.67 },
};

/** A quote from our own math: no deposit, no balloon, weekly, at the credit score's rate. */
export function localQuote(
  request: Pick<QuoteRequest, "selfAssessedCreditScore" | "purchasePrice" | "loanTerm">,
): Quote {
  const rates = LOCAL_RATES[request.selfAssessedCreditScore];
  const weeklyRepaymentAmount = repayment({
    price: request.purchasePrice,
    annualRatePercent: rates.advertisedRate,
    termYears: request.loanTerm,
    frequency: "weekly",
  });
  return { weeklyRepaymentAmount, ...rates };
}

/** The applicant for POST /api/youx/create-customer: who they are (`data`) and what they want to finance (`additionalData`). */
export const customerRequestSchema = z.object({
  data: z.object(
    {
      first_name: nameInput(100),
      last_name: nameInput(100),
      email: z
        .string({ error: MESSAGES.required })
        .trim()
        .min(1, MESSAGES.required)
        .max(254)
        .pipe(z.email(OWN_MESSAGES.emailInvalid)),
      phone: phoneSchema,
    },
    { error: MESSAGES.required },
  ),
  additionalData: z.object(
    { ...quoteRequestSchema.shape, car_id: optionalText(64, /^[\w.-]+$/, "must be an id") },
    { error: MESSAGES.required },
  ),
});

export type CustomerRequest = z.output<typeof customerRequestSchema>;
