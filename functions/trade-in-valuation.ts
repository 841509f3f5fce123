import { tradeInValuation } from "#lib/api/trade-in.ts";
import { ineligibleReason } from "#lib/trade-in/valuation-model.ts";
import type { ValuationRecord } from "#lib/trade-in/valuation-record.ts";
import { conditionOfRequest } from "#lib/trade-in/valuation-request.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { ValuationProviderError, valuationProvider } from "./_shared/platform/providers/valuation/index.ts";
import { storeTradeInValuation } from "./_shared/trade-in/valuations.ts";
import { toValuationAnswer } from "./_shared/trade-in/answer.ts";

export const config = { path: "/api/trade-in/valuation", method: ["POST"] };

/**
 * POST /api/trade-in/valuation: §5 first (a car over the dealer's age or km limit gets no online
 * figure: "We'll need to see this one" and an inspection), then the valuation provider. Every
 * answer is stored (trade_in_valuations, which only this function writes) and kept for the
 * signed-in shopper's /my-garage; its token lets this browser's lead carry the figure by id.
 */
export default defineFunction(tradeInValuation, async (input, { site, request, fail }) => {
  const tenant = await site();
  const settings = tenant.config.features.tradeIn;
  if (!settings.enabled) throw fail("disabled");
  const provider = valuationProvider();
  if (input.rego && !provider.plateLookup && (!input.make || !input.model || input.year === undefined))
    throw fail("plate_lookup_unavailable", {
      fields: { rego: tradeInValuation.errors.plate_lookup_unavailable.message },
    });
  const now = new Date();
  const condition = conditionOfRequest(input);
  const given = {
    year: input.year ?? null,
    make: input.make ?? null,
    model: input.model ?? null,
    badge: input.badge ?? null,
    km: input.km,
    rego: input.rego ?? null,
    state: input.state ?? null,
  };
  const base = { condition, postcode: input.postcode, car_id: input.car_id ?? null };
  let record: ValuationRecord;
  const items = tenant.config.itemLabel.plural;
  const tooOld = ineligibleReason({ year: input.year, km: input.km }, settings, now.getFullYear(), items);
  if (tooOld)
    record = { ...base, source: provider.name, eligible: false, vehicle: given, estimate: null, reason: tooOld };
  else {
    let valued: Awaited<ReturnType<typeof provider.value>>;
    try {
      valued = await provider.value(input, { tenant, condition, now });
    } catch (error) {
      if (!(error instanceof ValuationProviderError)) throw error;
      console.error(`[trade-in] ${tenant.slug}: valuation failed:`, error.message);
      throw fail("valuation_failed");
    }
    // A plate lookup learns the year only now: §5 applies to it too.
    const late = ineligibleReason(
      { year: valued.vehicle.year ?? undefined, km: input.km },
      settings,
      now.getFullYear(),
      items,
    );
    record = {
      ...base,
      source: provider.name,
      vehicle: valued.vehicle,
      eligible: !late,
      estimate: late ? null : valued.estimate,
      reason: late ?? (valued.estimate ? null : valued.reason),
      ...(valued.providerResponse === undefined ? {} : { providerResponse: valued.providerResponse }),
    };
  }
  const db = await getDb();
  const session = await currentSession(db, request, tenant.slug);
  const stored = await storeTradeInValuation(db, tenant.slug, record, session?.phone ?? null);
  return toValuationAnswer(tenant.slug, stored.id, record);
});
