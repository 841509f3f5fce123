import { autograbProvider } from "./autograb.ts";
import { localValuationProvider } from "./local.ts";
import type { ValuationProvider } from "./types.ts";

export { ValuationProviderError, type ValuationProvider } from "./types.ts";

/**
 * VALUATION_PROVIDER picks the trade-in valuation: "autograb" (AUTOGRAB_API_URL, AUTOGRAB_API_KEY,
 * optional AUTOGRAB_TIMEOUT_MS) or "local" (our own model from the dealer's feed). Unset: AutoGrab
 * when its URL and key are set, else local — the local model is a real answer, not a stand-in,
 * so every dealer gives an online figure.
 */
export function valuationProvider(): ValuationProvider {
  const baseUrl = process.env.AUTOGRAB_API_URL;
  const apiKey = process.env.AUTOGRAB_API_KEY;
  const name = process.env.VALUATION_PROVIDER || (baseUrl && apiKey ? "autograb" : "local");
  if (name === "local") return localValuationProvider();
  if (name !== "autograb") throw new Error(`VALUATION_PROVIDER must be "local" or "autograb", not "${name}"`);
  if (!baseUrl || !apiKey) throw new Error("VALUATION_PROVIDER=autograb needs AUTOGRAB_API_URL and AUTOGRAB_API_KEY");
  return autograbProvider({
    baseUrl,
    apiKey,
    timeoutMs: process.env.AUTOGRAB_TIMEOUT_MS ? Number(process.env.AUTOGRAB_TIMEOUT_MS) : undefined,
  });
}
