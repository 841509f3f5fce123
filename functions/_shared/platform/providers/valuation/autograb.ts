import { z } from "zod";
import { formatKm } from "#lib/format/money.ts";
import { answerError, answerJson, bearerJsonPost, outbound } from "../../http/outbound.ts";
import { ValuationProviderError, type ValuationProvider } from "./types.ts";

/**
 * A market-data valuation API in AutoGrab's style. The shape we assume (there is no public
 * spec to build against; adjust the mapper here when the contract is signed):
 *
 *   POST {base}/v2/valuations/trade-in      Authorization: Bearer {key}
 *   { "region": "au", "vehicle": { "make", "model", "badge"?, "year" } | omitted,
 *     "plate": { "number", "state" } | omitted, "odometer_km", "condition", "postcode" }
 *   200 → { "vehicle": { "id"?, "make", "model", "badge"?, "year" },
 *           "valuation": { "trade_low", "trade_high", "retail"?, "confidence" (0–1) } | null,
 *           "comparables"?: number }
 *   404 → no vehicle for that plate (answered as "no estimate", not as a failure)
 *
 * Every answer is validated; a timeout, a non-2xx or a malformed body is a ValuationProviderError.
 */
interface AutograbOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const AUTOGRAB_TIMEOUT_MS = 8000;

const answerSchema = z.object({
  vehicle: z.object({
    make: z.string().min(1),
    model: z.string().min(1),
    badge: z.string().nullish(),
    year: z.number().int(),
  }),
  valuation: z
    .object({
      trade_low: z.number().nonnegative(),
      trade_high: z.number().nonnegative(),
      retail: z.number().nullish(),
      confidence: z.number().min(0).max(1),
    })
    .nullable(),
  comparables: z.number().int().nullish(),
});

/** Their 0–1 confidence in our three words. */
const confidenceOf = (value: number) => (value >= 0.7 ? "high" : value >= 0.4 ? "medium" : "low");
const round100 = (n: number) => Math.round(n / 100) * 100;

export function autograbProvider(options: AutograbOptions): ValuationProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const path = "/v2/valuations/trade-in";
  return {
    name: "autograb",
    plateLookup: true,
    async value(request, { condition }) {
      const body = {
        region: "au",
        ...(request.rego
          ? { plate: { number: request.rego, state: request.state } }
          : { vehicle: { make: request.make, model: request.model, badge: request.badge, year: request.year } }),
        odometer_km: request.km,
        condition,
        postcode: request.postcode,
      };
      const call = bearerJsonPost({
        service: `AutoGrab ${path}`,
        url: `${base}${path}`,
        apiKey: options.apiKey,
        body,
        timeoutMs: options.timeoutMs ?? AUTOGRAB_TIMEOUT_MS,
        error: (message) => new ValuationProviderError(message),
        fetch: options.fetch,
      });
      const response = await outbound(call);
      const plate = { rego: request.rego ?? null, state: request.state ?? null };
      if (response.status === 404 && request.rego)
        return {
          vehicle: { year: null, make: null, model: null, badge: null, km: request.km, ...plate },
          estimate: null,
          reason: "We couldn't find that registration plate in the market data.",
        };
      if (!response.ok) throw answerError(call, response);
      const json = answerJson(call, response);
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ValuationProviderError(
          `AutoGrab ${path} answered an unusable valuation: ${issue.path.join(".")}: ${issue.message}`,
        );
      }
      const { vehicle: found, valuation, comparables } = parsed.data;
      const vehicle = {
        year: found.year,
        make: found.make,
        model: found.model,
        badge: found.badge ?? null,
        km: request.km,
        ...plate,
      };
      if (!valuation || valuation.trade_high < valuation.trade_low)
        return {
          vehicle,
          estimate: null,
          reason: "The market data has no figure for this car.",
          providerResponse: json,
        };
      const name = `${found.year} ${found.make} ${found.model}${found.badge ? ` ${found.badge}` : ""}`;
      return {
        vehicle,
        estimate: {
          low: round100(valuation.trade_low),
          high: round100(valuation.trade_high),
          confidence: confidenceOf(valuation.confidence),
          basedOn: `Market data${comparables ? ` from ${comparables} comparable sales` : ""} for a ${name} with ${formatKm(request.km)} in ${condition} condition.`,
        },
        providerResponse: json,
      };
    },
  };
}
