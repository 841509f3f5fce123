import { z } from "zod";
import { contactDetailsShape } from "../forms/contact-details.ts";
import { QUOTE_TERM } from "../finance/quote.ts";
import { CREDIT_SCORES } from "../forms/enquiry-details.ts";
import { requiredInput } from "../forms/inputs.ts";
import { issueFields } from "../forms/issues.ts";
import { formatDollars } from "../format/money.ts";
import { OWN_MESSAGES } from "../forms/messages.ts";
import { postcodeSchema } from "../forms/postcode.ts";

/**
 * Online purchase (/checkout-journey?car_id=): six steps, each answered and saved on the
 * server for the signed-in shopper, then the deposit hold. Pure: the island and the function
 * share these schemas and rules.
 */
export const JOURNEY_STEPS = ["car", "trade-in", "payment", "delivery", "details", "review"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const STEP_TITLES: Record<JourneyStep, string> = {
  car: "Your car",
  "trade-in": "Trade-in",
  payment: "How you pay",
  delivery: "Delivery or pick-up",
  details: "Your details",
  review: "Review and reserve",
};

export const stepAnswerSchemas = {
  car: z.strictObject({ confirmed: z.literal(true) }),
  "trade-in": z.discriminatedUnion("choice", [
    z.strictObject({ choice: z.literal("skip") }),
    z.strictObject({
      choice: z.literal("valuation"),
      // One of the shopper's own (kept for their phone): the dealer sees another's id without its figure.
      valuation_id: z.uuid({ error: "Choose one of your valuations." }),
    }),
  ]),
  payment: z.discriminatedUnion("method", [
    z.strictObject({ method: z.literal("cash") }),
    z.strictObject({
      method: z.literal("finance"),
      credit: z.enum(CREDIT_SCORES, { error: OWN_MESSAGES.choose }),
      term_years: z.number().int().min(QUOTE_TERM.min).max(QUOTE_TERM.max),
      /** The quick quote the shopper saw (for the dealer's lead; the lender decides). */
      weekly: z.number().positive().max(100_000).optional(),
    }),
  ]),
  delivery: z.discriminatedUnion("method", [
    z.strictObject({ method: z.literal("pickup"), location_id: requiredInput(100) }),
    z.strictObject({ method: z.literal("delivery"), postcode: postcodeSchema }),
  ]),
  details: z.strictObject({
    ...contactDetailsShape,
  }),
  review: z.strictObject({ confirmed: z.literal(true) }),
} satisfies Record<JourneyStep, z.ZodType>;

export type JourneyAnswers = { [S in JourneyStep]?: z.output<(typeof stepAnswerSchemas)[S]> };

/**
 * A step's answer as it stands: each field's problem, named as the save's refusal names it (the
 * server's `answer.postcode` is the step's `postcode`); none when the answer would be saved.
 */
export function stepProblems(step: JourneyStep, answer: unknown): Record<string, string> {
  const parsed = stepAnswerSchemas[step].safeParse(answer);
  return parsed.success ? {} : issueFields(parsed.error.issues);
}

/** A delivery postcode's place and its cost from the car's yard (§8 bands); cost null: no estimate there. */
export interface DeliveryPlace {
  place: string;
  state: string;
  cost: number | null;
}

/**
 * How the journey says a delivery, in step 4's quote and on the review alike: 'Delivery to
 * Barangaroo NSW 2000: free', '…: $290', the place without a cost where there is no estimate, and
 * the bare postcode when its place is unknown.
 */
export function deliveryLine(postcode: string, quote?: DeliveryPlace | null): string {
  if (!quote) return `Delivery to ${postcode}`;
  const to = `Delivery to ${quote.place} ${quote.state} ${postcode}`;
  if (quote.cost === null) return `${to} (we'll quote you for delivery)`;
  return `${to}: ${quote.cost === 0 ? "free" : formatDollars(quote.cost)}`;
}

/** The first step not answered yet: where a resumed journey opens. */
export function nextStep(answers: JourneyAnswers): JourneyStep {
  return JOURNEY_STEPS.find((step) => answers[step] === undefined) ?? "review";
}

/** A step can be saved once every step before it is: no reserving without details. */
export function missingBefore(step: JourneyStep, answers: JourneyAnswers): JourneyStep | undefined {
  return JOURNEY_STEPS.slice(0, JOURNEY_STEPS.indexOf(step)).find((earlier) => answers[earlier] === undefined);
}

export const stepNumber = (step: JourneyStep): number => JOURNEY_STEPS.indexOf(step) + 1;

/** "Step 3 of 6: How you pay". */
export const stepLabel = (step: JourneyStep): string =>
  `Step ${stepNumber(step)} of ${JOURNEY_STEPS.length}: ${STEP_TITLES[step]}`;

/** What the dealer's lead says the shopper chose so far, one line per answered step. */
export function journeySummary(
  answers: JourneyAnswers,
  names: { valuation?: string; location?: string; delivery?: string },
): string[] {
  const lines: string[] = [];
  const trade = answers["trade-in"];
  if (trade) lines.push(`Trade-in: ${trade.choice === "skip" ? "none" : (names.valuation ?? "instant valuation")}`);
  const payment = answers.payment;
  if (payment)
    lines.push(
      payment.method === "cash"
        ? "Paying: cash / own funds"
        : `Paying: finance over ${payment.term_years} years (credit ${payment.credit.toLowerCase()}${payment.weekly ? `, quick quote $${Math.round(payment.weekly)}/wk` : ""})`,
    );
  const delivery = answers.delivery;
  if (delivery)
    lines.push(
      delivery.method === "pickup"
        ? `Pick-up at ${names.location ?? delivery.location_id}`
        : `Delivery to ${delivery.postcode}${names.delivery ? ` (${names.delivery})` : ""}`,
    );
  return lines;
}
