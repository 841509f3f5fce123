import type { Condition } from "#lib/trade-in/valuation-model.ts";
import type { ValuationRecord } from "#lib/trade-in/valuation-record.ts";
import type { ValuationRequest } from "#lib/trade-in/valuation-request.ts";
import type { Tenant } from "../../tenant.ts";

export type { ValuationRequest };

/** What a valuation provider answers, in our own terms (never the provider's shape). */
export type ProviderValuation = {
  /** The car as valued: for a rego lookup, as the provider found it. */
  vehicle: ValuationRecord["vehicle"];
  /** The provider's own answer, kept as sent with the stored valuation. */
  providerResponse?: unknown;
} & ({ estimate: NonNullable<ValuationRecord["estimate"]> } | { estimate: null; reason: string });

export interface ValuationContext {
  tenant: Tenant;
  condition: Condition;
  now: Date;
}

/** Trade-in valuation: our own model from the dealer's stock ("local"), or a market-data API ("autograb"). */
export interface ValuationProvider {
  name: "local" | "autograb";
  /** Whether a rego plate and state can stand in for make, model and year. */
  plateLookup: boolean;
  value(request: ValuationRequest, context: ValuationContext): Promise<ProviderValuation>;
}

/** The provider failed, timed out or answered something unusable; the function answers with a plain message. */
export class ValuationProviderError extends Error {
  override name = "ValuationProviderError";
}
