import { z } from "zod";
import { formatDollars, formatKm } from "../format/money.ts";
import { CONDITIONS } from "./valuation-model.ts";

/*
 * A trade-in valuation as we keep it (trade_in_valuations.valuation, written only by the
 * valuation function) and answer it: the car, the outcome, and where the figure came from.
 * The provider's own answer is kept beside it, as sent, under `providerResponse`.
 */

/** The §7 column name of a trade-in valuation: /api/miscellaneous refuses it, the server alone writes those. */
export const TRADE_IN_COLUMN = "trade_in_valuation";

export const valuationVehicleSchema = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  badge: z.string().nullable(),
  km: z.number().int(),
  rego: z.string().nullable(),
  state: z.string().nullable(),
});

export const valuationEstimateSchema = z.object({
  low: z.number().int(),
  high: z.number().int(),
  confidence: z.enum(["high", "medium", "low"]),
  basedOn: z.string(),
});

export const valuationRecordSchema = z.object({
  source: z.enum(["local", "autograb"]),
  eligible: z.boolean(),
  vehicle: valuationVehicleSchema,
  condition: z.enum(CONDITIONS),
  postcode: z.string(),
  car_id: z.string().nullable(),
  estimate: valuationEstimateSchema.nullable(),
  /** Why there is no figure (§5 age/km, no comparables); null with an estimate. */
  reason: z.string().nullable(),
  providerResponse: z.unknown().optional(),
});
export type ValuationRecord = z.output<typeof valuationRecordSchema>;

export const INSPECTION_MESSAGE = "We'll need to see this one";

/** The car in a sentence: "2019 Toyota Corolla Ascent Sport, 68,000 km" (or its plate when looked up by rego). */
export function vehicleName(vehicle: z.output<typeof valuationVehicleSchema>): string {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  const plate = vehicle.rego ? `rego ${vehicle.rego}${vehicle.state ? ` ${vehicle.state}` : ""}` : "";
  return `${name || plate}, ${formatKm(vehicle.km)}${name && plate ? ` (${plate})` : ""}`;
}

/** What the dealer reads in the lead: the server's own figure, never one sent by the browser. */
export function valuationSummary(id: string, record: ValuationRecord): string {
  const car = vehicleName(record.vehicle);
  if (!record.estimate)
    return `Trade-in: ${car}, ${record.condition} condition. No online estimate (${INSPECTION_MESSAGE}: ${record.reason}). Valuation ${id}.`;
  const { low, high, confidence, basedOn } = record.estimate;
  return `Trade-in: ${car}, ${record.condition} condition. Online estimate ${formatDollars(low)} – ${formatDollars(high)} (${confidence} confidence, ${record.source}): ${basedOn} Valuation ${id}.`;
}
