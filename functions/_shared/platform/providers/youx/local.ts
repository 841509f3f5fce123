import { randomUUID } from "node:crypto";
import { localQuote } from "#lib/finance/quote.ts";
import type { FinancePartner } from "./types.ts";

/**
 * Offline partner: quotes from our own finance math (rate table by credit score) and "creates" a
 * customer by handing back our own confirmation page, so the whole journey works on a fresh machine.
 */
export function localFinancePartner(): FinancePartner {
  return {
    name: "local",
    async quote(request) {
      return localQuote(request);
    },
    async createCustomer(request, { slug }) {
      const reference = randomUUID().slice(0, 8).toUpperCase();
      console.info(
        `[youx:local] ${slug}: customer ${reference} for ${request.data.phone.slice(0, 4)}…, $${request.additionalData.purchasePrice} over ${request.additionalData.loanTerm} years`,
      );
      const query = new URLSearchParams({ ref: reference });
      if (request.additionalData.car_id) query.set("car_id", request.additionalData.car_id);
      return { redirectUrl: `/finance/pre-approved?${query}` };
    },
  };
}
