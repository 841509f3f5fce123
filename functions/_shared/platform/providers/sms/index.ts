import type { Db } from "../../db/client.ts";
import { isProduction } from "../../env.ts";
import { clickSendProvider } from "./clicksend.ts";
import { localSmsProvider } from "./local.ts";
import type { SmsProvider } from "./types.ts";

export type { SmsMessage, SmsProvider, SmsReceipt } from "./types.ts";

/** SMS_PROVIDER picks the provider: "local" (default outside production) or "clicksend". */
function smsProviderName(): "local" | "clicksend" {
  const name = process.env.SMS_PROVIDER || (isProduction() ? "clicksend" : "local");
  if (name !== "local" && name !== "clicksend")
    throw new Error(`SMS_PROVIDER must be "local" or "clicksend", not "${name}"`);
  return name;
}

/**
 * The local provider's messages may be read back (GET /api/dev/last-sms) only when the local
 * server turned that on (scripts/serve.ts sets FORECOURT_LOCAL_SMS=on unless told otherwise),
 * never in production, and never with a real SMS provider: reading codes means signing in as anyone.
 */
export function localSmsReadable(): boolean {
  return !isProduction() && smsProviderName() === "local" && process.env.FORECOURT_LOCAL_SMS === "on";
}

export function smsProvider(db: Db): SmsProvider {
  if (smsProviderName() === "local") return localSmsProvider(db);
  const username = process.env.CLICKSEND_USERNAME;
  const apiKey = process.env.CLICKSEND_API_KEY;
  if (!username || !apiKey) throw new Error("SMS_PROVIDER=clicksend needs CLICKSEND_USERNAME and CLICKSEND_API_KEY");
  return clickSendProvider({ username, apiKey, baseUrl: process.env.CLICKSEND_API_URL, from: process.env.SMS_FROM });
}
