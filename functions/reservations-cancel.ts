import { cancelReservation } from "#lib/api/reservations.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { inBackground } from "./_shared/platform/background.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { unauthorized } from "./_shared/platform/http/errors.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { PaymentsError } from "./_shared/platform/providers/payments/index.ts";
import {
  cancelUnpaidReservation,
  closeReservation,
  ReservationNotFound,
  WrongStatus,
} from "./_shared/reservations/close.ts";
import { followUp } from "./_shared/reservations/follow-up.ts";
import { findReservation, type ReservationRow, toReservation } from "./_shared/reservations/store.ts";

export const config = { path: "/api/reservations/cancel", method: ["POST"] };

/**
 * Back from the provider's page with "cancel", the car is for sale again at once.
 * The shopper who holds the car cancels their refundable hold (signed in with the phone
 * that reserved it): released at the provider, the car for sale again, the dealer told, as the
 * dealer's own release does.
 */
export default defineFunction(cancelReservation, async ({ id }, { site, request, context, fail }) => {
  const tenant = await site();
  const db = await getDb();
  const payments = paymentsFor(db);
  const answer = (row: ReservationRow) => ({
    reservation: toReservation(row, tenant.config.timeZone, tenant.config.itemLabel.singular),
  });
  try {
    const found = await findReservation(db, id, tenant.slug);
    if (!found) throw fail("not_found");
    if (found.status !== "held") return answer(await cancelUnpaidReservation(db, tenant, payments, id));
    const session = await currentSession(db, request, tenant.slug);
    if (!session) throw unauthorized();
    // Someone else's hold is not theirs to see: the same answer as an unknown id.
    if (session.phone !== found.phone) throw fail("not_found");
    const { row, after } = await closeReservation(db, tenant, payments, id, "released", new Date(), "shopper");
    inBackground(context, "reservation follow-up", () => followUp(db, tenant, after, context));
    return answer(row);
  } catch (error) {
    if (error instanceof ReservationNotFound) throw fail("not_found");
    // Captured or expired between the read and the release: answered as it now is.
    if (error instanceof WrongStatus) return answer(error.row);
    if (error instanceof PaymentsError) {
      console.error(`[reservations] ${tenant.slug}: ${error.detail}`);
      throw fail("payments_unavailable");
    }
    throw error;
  }
});
