import { isProduction } from "../../env.ts";
import { youxPartner } from "./http.ts";
import { localFinancePartner } from "./local.ts";
import type { FinancePartner } from "./types.ts";

export { FinancePartnerError, type FinancePartner } from "./types.ts";

/** FINANCE_PROVIDER picks the partner: "local" (default outside production) or "youx" (YOUX_API_URL, YOUX_API_KEY). */
function financePartnerName(): "local" | "youx" {
  const name = process.env.FINANCE_PROVIDER || (isProduction() ? "youx" : "local");
  if (name !== "local" && name !== "youx") throw new Error(`FINANCE_PROVIDER must be "local" or "youx", not "${name}"`);
  return name;
}

export function financePartner(): FinancePartner {
  if (financePartnerName() === "local") return localFinancePartner();
  const baseUrl = process.env.YOUX_API_URL;
  const apiKey = process.env.YOUX_API_KEY;
  if (!baseUrl || !apiKey) throw new Error("FINANCE_PROVIDER=youx needs YOUX_API_URL and YOUX_API_KEY");
  return youxPartner({
    baseUrl,
    apiKey,
    timeoutMs: process.env.YOUX_TIMEOUT_MS ? Number(process.env.YOUX_TIMEOUT_MS) : undefined,
  });
}
