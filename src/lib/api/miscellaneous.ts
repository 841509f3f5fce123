import { z } from "zod";
import { MESSAGES } from "../forms/messages.ts";
import { TRADE_IN_COLUMN } from "../trade-in/valuation-record.ts";
import { defineContract } from "./contract.ts";

/** Columns only the server writes: a trade-in figure a lead carries comes from our own valuation. */
export const SERVER_ONLY_COLUMNS: readonly string[] = [TRADE_IN_COLUMN];
export const SERVER_ONLY_COLUMN_MESSAGE = `${TRADE_IN_COLUMN} is written by the server only: get a valuation from POST /api/trade-in/valuation.`;

const valuationSchema = z.object({
  column_name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/, "must be letters, digits and underscores")
    .refine((name) => !SERVER_ONLY_COLUMNS.includes(name.toLowerCase()), SERVER_ONLY_COLUMN_MESSAGE)
    .describe(`Any column name but the server's own (${SERVER_ONLY_COLUMNS.join(", ")}).`),
  // The trade-in provider's answer, kept as sent (it is theirs; we do not reshape it).
  response: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string(), z.number()], {
    error: MESSAGES.required,
  }),
});

/** §7 POST /api/miscellaneous: a valuation response kept against a column name. */
export const miscellaneous = defineContract({
  path: "/api/miscellaneous",
  methods: ["POST"],
  // Older clients call the field valuation_response.
  request: z.preprocess((body) => {
    const record = body as Record<string, unknown>;
    return record.response === undefined ? { ...record, response: record.valuation_response } : body;
  }, valuationSchema),
  response: z.object({ id: z.string() }),
  errors: {},
  // A refused column answers with its own message, not just 'Please fix the following errors:'.
  singleFieldMessage: true,
});
