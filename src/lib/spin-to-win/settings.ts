import { z } from "zod";

/** Spin to win: the dealer's campaign, its prizes and their weights (tenant.json `features.spinToWin`). */

/** How many prizes a wheel carries: fewer than 2 is no game, more than 12 cannot be read on a phone. */
export const SPIN_PRIZES_MIN = 2;
export const SPIN_PRIZES_MAX = 12;

const prizeSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be lower-case letters, digits and dashes (at most 40)")
    .describe("Stable id of the prize (lower-case letters, digits, dashes): stored with each spin."),
  label: z.string().trim().min(1).max(40).describe("What the wheel and the shopper see, e.g. '$50 fuel card'."),
  weight: z
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .describe("Relative chance of this prize: a prize with weight 2 comes up twice as often as one with weight 1."),
  description: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("Optional detail shown in the list of prizes, e.g. how to redeem it."),
  noPrize: z
    .boolean()
    .default(false)
    .describe("This segment wins nothing (e.g. 'Better luck next time'): no redemption code is given."),
});
export type SpinPrize = z.output<typeof prizeSchema>;

export const DEFAULT_SPIN_PRIZES: SpinPrize[] = [
  { id: "fuel-card-50", label: "$50 fuel card", weight: 20, noPrize: false },
  { id: "free-detail", label: "Free detail", weight: 10, noPrize: false },
  { id: "accessories-100", label: "$100 off accessories", weight: 15, noPrize: false },
  { id: "free-first-service", label: "Free first service", weight: 5, noPrize: false },
  { id: "no-prize", label: "Better luck next time", weight: 50, noPrize: true },
];

export const DEFAULT_SPIN_TERMS =
  "One spin per mobile number for each promotion. Prizes are not transferable and cannot be exchanged for cash. " +
  "Show your code at the dealership to redeem your prize while the promotion runs. " +
  "Your mobile number and your result are sent to the dealership so that they can contact you about your prize.";

const campaignSchema = z.strictObject({
  enabled: z.boolean().default(false).describe("Signed-in shoppers can spin the wheel at /spin-to-win."),
  campaign: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lower-case letters, digits and dashes (at most 63)")
    .default("spin-to-win")
    .describe(
      "Id of the promotion, e.g. '2026-summer'. Each mobile number spins once per campaign: a new id starts a new promotion.",
    ),
  title: z.string().trim().min(1).max(80).default("Spin the wheel and win").describe("Heading above the wheel."),
  prizes: z
    .array(prizeSchema)
    .min(SPIN_PRIZES_MIN)
    .max(SPIN_PRIZES_MAX)
    .default(DEFAULT_SPIN_PRIZES)
    .superRefine((prizes, ctx) => {
      const seen = new Set<string>();
      prizes.forEach((prize, index) => {
        if (seen.has(prize.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "must be unique" });
        seen.add(prize.id);
      });
    })
    .describe("The wheel's segments, clockwise from the top (2 to 12). The server draws one by weight."),
  terms: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .default(DEFAULT_SPIN_TERMS)
    .describe("Terms of the promotion, shown under the wheel (blank lines separate paragraphs)."),
});
export type SpinToWin = z.output<typeof campaignSchema>;

/** `true`/`false` (the defaults, on or off) or a campaign of the dealer's own. */
export const spinToWinSchema = z
  .union([z.boolean(), campaignSchema])
  .transform((value): SpinToWin => (typeof value === "boolean" ? campaignSchema.parse({ enabled: value }) : value))
  .prefault(false)
  .describe("The /spin-to-win page: true for the default prizes, or a campaign with its own prizes and terms.");
