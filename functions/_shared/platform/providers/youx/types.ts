import type { CustomerRequest, Quote, QuoteRequest } from "#lib/finance/quote.ts";

export type { CustomerRequest, Quote, QuoteRequest };

/** The finance partner (YouX): a quick quote, and a customer whose application continues at `redirectUrl`. */
export interface FinancePartner {
  name: "local" | "youx";
  quote(request: QuoteRequest): Promise<Quote>;
  createCustomer(
    request: CustomerRequest,
    context: { slug: string; siteOrigin: string },
  ): Promise<{ redirectUrl: string }>;
}

/** The partner failed, timed out or answered something unusable; functions answer with the spec's message. */
export class FinancePartnerError extends Error {
  override name = "FinancePartnerError";
}
