import { opsReservations } from "#lib/api/reservations.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { signedCallProblem } from "./_shared/platform/http/signed-call.ts";
import { DealerCloseRefused, dealerClose, dealerList } from "./_shared/reservations/console.ts";

export const config = { path: "/api/ops/reservations", method: ["POST"] };

/**
 * The dealer's tools list reservations, capture a deposit once the sale is confirmed, or
 * release a hold. Signed like the stock hook but with the dealer's own ops secret
 * (ops.opsSecretEnv; never the stock hook's); `npm run reservations` does the same from
 * a terminal, and the console through the same actions.
 */
export default defineFunction(
  opsReservations,
  async (input, { site, context, fail }) => {
    const tenant = await site();
    const db = await getDb();
    if (input.action === "list") return { reservations: await dealerList(db, tenant, input.status) };
    try {
      const { reservation, outcome } = await dealerClose(db, tenant, input.id, input.action, context);
      return { reservations: [reservation], outcome };
    } catch (error) {
      if (error instanceof DealerCloseRefused) throw fail(error.code);
      throw error;
    }
  },
  {
    authenticate: async (rawBody, call) => {
      const problem = await signedCallProblem(rawBody, call, "opsSecretEnv");
      if (problem) throw call.fail(problem);
    },
  },
);
