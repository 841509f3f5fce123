import { quoteSchema } from "#lib/finance/quote.ts";
import { answerJson, bearerJsonPost, outboundOk } from "../../http/outbound.ts";
import {
  FinancePartnerError,
  type CustomerRequest,
  type FinancePartner,
  type Quote,
  type QuoteRequest,
} from "./types.ts";

/**
 * The YouX partner API as the spec names its calls: POST {base}/quick-quote with the quote fields,
 * answering { weeklyRepaymentAmount, advertisedRate, comparisonRate }, and POST {base}/customers
 * with { data, additionalData }, answering { redirectUrl }. Authenticated with a bearer API key.
 * Every answer is validated: a 2xx with a malformed body is a failure, never passed on.
 */
interface YouxOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const YOUX_TIMEOUT_MS = 8000;

export function youxPartner(options: YouxOptions): FinancePartner {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function post(path: string, body: unknown): Promise<unknown> {
    const call = bearerJsonPost({
      service: `YouX ${path}`,
      url: `${base}${path}`,
      apiKey: options.apiKey,
      body,
      timeoutMs: options.timeoutMs ?? YOUX_TIMEOUT_MS,
      error: (message) => new FinancePartnerError(message),
      fetch: options.fetch,
    });
    return answerJson(call, await outboundOk(call));
  }

  return {
    name: "youx",
    async quote(request: QuoteRequest): Promise<Quote> {
      const parsed = quoteSchema.safeParse(await post("/quick-quote", request));
      if (!parsed.success)
        throw new FinancePartnerError(
          `YouX /quick-quote answered an unusable quote: ${parsed.error.issues[0]!.path.join(".")}: ${parsed.error.issues[0]!.message}`,
        );
      return parsed.data;
    },
    async createCustomer(request: CustomerRequest): Promise<{ redirectUrl: string }> {
      const json = (await post("/customers", { data: request.data, additionalData: request.additionalData })) as {
        redirectUrl?: unknown;
      } | null;
      const url = typeof json?.redirectUrl === "string" ? json.redirectUrl : "";
      if (!/^https:\/\//.test(url))
        throw new FinancePartnerError("YouX /customers answered without an https redirectUrl");
      return { redirectUrl: url };
    },
  };
}
