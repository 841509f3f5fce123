import { outbound } from "../../http/outbound.ts";
import { SmsError, toE164, type SmsMessage, type SmsProvider, type SmsReceipt } from "./types.ts";

/**
 * ClickSend (an Australian SMS gateway), REST API v3: POST {base}/v3/sms/send with HTTP Basic
 * auth (username : API key) and { messages: [{ source, from, body, to }] }. A 200 answer still
 * carries a status per message; anything but SUCCESS is a failure for that message.
 */
interface ClickSendOptions {
  username: string;
  apiKey: string;
  baseUrl?: string;
  from?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const CLICKSEND_API_URL = "https://rest.clicksend.com";

interface ClickSendResponse {
  response_code?: string;
  response_msg?: string;
  data?: { messages?: { message_id?: string; status?: string }[] };
}

export function clickSendProvider(options: ClickSendOptions): SmsProvider {
  const base = (options.baseUrl ?? CLICKSEND_API_URL).replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${options.username}:${options.apiKey}`).toString("base64")}`;
  return {
    name: "clicksend",
    async send(message: SmsMessage): Promise<SmsReceipt> {
      const body = {
        messages: [
          { source: "forecourt", from: message.from ?? options.from, body: message.body, to: toE164(message.to) },
        ],
      };
      const response = await outbound({
        service: "ClickSend",
        url: `${base}/v3/sms/send`,
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        timeoutMs: options.timeoutMs ?? 10_000,
        error: (message) => new SmsError(message),
        fetch: options.fetch,
      });
      const json = (response.json() ?? {}) as ClickSendResponse;
      if (!response.ok)
        throw new SmsError(
          `ClickSend answered ${response.status} ${json.response_code ?? ""} ${json.response_msg ?? ""}`.trim(),
        );
      const sent = json.data?.messages?.[0];
      if (sent?.status !== "SUCCESS")
        throw new SmsError(`ClickSend did not queue the message: ${sent?.status ?? json.response_code ?? "no status"}`);
      return { provider: "clicksend", messageId: sent.message_id ?? null };
    },
  };
}
