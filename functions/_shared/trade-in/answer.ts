import type { ValuationAnswer } from "#lib/api/trade-in.ts";
import { INSPECTION_MESSAGE, type ValuationRecord } from "#lib/trade-in/valuation-record.ts";
import { valuationToken } from "./valuations.ts";

/** A stored valuation as the API answers it (the provider's own answer stays in the database). */
export function toValuationAnswer(slug: string, id: string, record: ValuationRecord): ValuationAnswer {
  return {
    id,
    token: valuationToken(slug, id),
    eligible: record.eligible,
    estimate: record.estimate,
    message: record.estimate ? null : INSPECTION_MESSAGE,
    reason: record.reason,
    vehicle: record.vehicle,
    condition: record.condition,
    source: record.source,
  };
}
