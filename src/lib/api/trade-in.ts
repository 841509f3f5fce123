import { z } from "zod";
import {
  valuationEstimateSchema,
  valuationRecordSchema,
  valuationVehicleSchema,
} from "../trade-in/valuation-record.ts";
import { VALUATION_MESSAGES, valuationRequestSchema } from "../trade-in/valuation-request.ts";
import { defineContract } from "./contract.ts";

const valuationAnswer = z.object({
  id: z.string(),
  /** Proof this shopper made the valuation (HMAC of tenant and id): a lead sends it with `valuation_id` to carry the figure. */
  token: z.string(),
  /** §5: false for a car too old or too far for an online figure. */
  eligible: z.boolean(),
  /** Null when there is no online figure: then `message` and `reason` say why and an inspection is offered. */
  estimate: valuationEstimateSchema.nullable(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  vehicle: valuationVehicleSchema,
  condition: valuationRecordSchema.shape.condition,
  source: valuationRecordSchema.shape.source,
});
export type ValuationAnswer = z.output<typeof valuationAnswer>;

/** POST /api/trade-in/valuation: an instant trade-in estimate (range, confidence, basis), stored and kept for a signed-in shopper. */
export const tradeInValuation = defineContract({
  path: "/api/trade-in/valuation",
  methods: ["POST"],
  request: valuationRequestSchema,
  response: valuationAnswer,
  errors: {
    disabled: { status: 404, message: VALUATION_MESSAGES.disabled },
    plate_lookup_unavailable: { status: 400, message: VALUATION_MESSAGES.plateLookupUnavailable },
    valuation_failed: { status: 502, message: VALUATION_MESSAGES.failed },
  },
  singleFieldMessage: true,
});

/**
 * GET /api/trade-in/valuations: whether this site can look up a rego plate (the form offers it
 * only then), and the signed-in shopper's valuations, newest first (empty when signed out).
 */
export const tradeInValuations = defineContract({
  path: "/api/trade-in/valuations",
  methods: ["GET"],
  request: z.object({}),
  response: z.object({
    plateLookup: z.boolean(),
    signedIn: z.boolean(),
    valuations: z.array(valuationAnswer.extend({ created_at: z.string() })),
  }),
  errors: {},
});
export type SavedValuation = z.output<typeof tradeInValuations.response>["valuations"][number];
