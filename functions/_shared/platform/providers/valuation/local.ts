import { valueTradeIn } from "#lib/trade-in/valuation-model.ts";
import { ValuationProviderError, type ValuationProvider } from "./types.ts";

/**
 * Offline valuation: our own model (src/lib/trade-in/valuation-model.ts) over the dealer's feed —
 * its stock and the market data it carries — with the dealer's margin and reconditioning settings.
 * It cannot look up a rego plate.
 */
export function localValuationProvider(): ValuationProvider {
  return {
    name: "local",
    plateLookup: false,
    async value(request, { tenant, condition, now }) {
      if (!request.make || !request.model || request.year === undefined)
        throw new ValuationProviderError("the local valuation needs make, model and year (it cannot look up plates)");
      const vehicle = {
        year: request.year,
        make: request.make,
        model: request.model,
        badge: request.badge ?? null,
        km: request.km,
        rego: request.rego ?? null,
        state: request.state ?? null,
      };
      const valuation = valueTradeIn(
        {
          make: request.make,
          model: request.model,
          badge: request.badge,
          year: request.year,
          km: request.km,
          condition,
        },
        await tenant.feed("cars"),
        tenant.config.features.tradeIn,
        now.getFullYear(),
        tenant.config.itemLabel.plural,
      );
      if (valuation.kind === "estimate") {
        const { low, high, confidence, basedOn, comparables, level, retail } = valuation;
        return {
          vehicle,
          estimate: { low, high, confidence, basedOn },
          providerResponse: { model: "forecourt-local-v1", comparables, level, retail },
        };
      }
      return { vehicle, estimate: null, reason: valuation.reason };
    },
  };
}
