import type { ResponseData } from "../src/lib/api/contract.ts";
import { opsReservations } from "../src/lib/api/reservations.ts";
import { inBackground } from "./_shared/background.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { signedCallProblem } from "./_shared/http/signed-call.ts";
import { paymentsFor } from "./_shared/payments/provider.ts";
import { PaymentsError } from "./_shared/providers/payments/index.ts";
import { closeReservation, ReservationNotFound, WrongStatus } from "./_shared/reservations/close.ts";
import { followUp } from "./_shared/reservations/follow-up.ts";
import { listReservations, toReservation, type ReservationRow } from "./_shared/reservations/store.ts";

export const config = { path: "/api/ops/reservations", method: ["POST"] };

/**
 * Issue 16, spec §6 (no admin UI): the dealer's tools list reservations, capture a deposit once
 * the sale is confirmed, or release a hold. Signed like the stock hook but with the dealer's own
 * ops secret (ops.opsSecretEnv; issue 26: never the stock hook's); `npm run reservations` does
 * the same from a terminal.
 */
export default defineFunction(
  opsReservations,
  async (input, { site, context, fail }) => {
    const tenant = await site();
    const db = await getDb();
    const view = (row: ReservationRow) => ({
      ...toReservation(row, tenant.config.timeZone, tenant.config.itemLabel.singular),
      email: row.email,
      phone: row.phone,
      note: row.note,
      refunded_cents: row.refundedCents,
      disputed_at: row.disputedAt?.toISOString() ?? null,
      dispute_reason: row.disputeReason,
    });
    if (input.action === "list")
      return { reservations: (await listReservations(db, { tenant: tenant.slug, status: input.status })).map(view) };
    try {
      const to = input.action === "capture" ? "captured" : "released";
      const { row, after, already } = await closeReservation(db, tenant, paymentsFor(db), input.id, to);
      inBackground(context, "reservation follow-up", () => followUp(db, tenant, after, context));
      const outcome: ResponseData<typeof opsReservations>["outcome"] = already ? `already ${to}` : to;
      return { reservations: [view(row)], outcome };
    } catch (error) {
      if (error instanceof ReservationNotFound) throw fail("not_found");
      if (error instanceof WrongStatus) throw fail("wrong_status");
      if (error instanceof PaymentsError) {
        console.error(`[reservations] ${tenant.slug} ${input.action} ${input.id}: ${error.detail}`);
        throw fail("payments_unavailable");
      }
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
