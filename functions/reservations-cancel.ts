import { cancelReservation } from "../src/lib/api/reservations.ts";
import { getDb } from "./_shared/db/client.ts";
import { defineFunction } from "./_shared/http/define-function.ts";
import { paymentsFor } from "./_shared/payments.ts";
import { PaymentsError } from "./_shared/providers/payments/index.ts";
import { cancelUnpaidReservation, ReservationNotFound } from "./_shared/reservations/lifecycle.ts";
import { toReservation } from "./_shared/reservations/store.ts";

export const config = { path: "/api/reservations/cancel", method: ["POST"] };

/** Issue 26: back from the provider's page with "cancel", the car is for sale again at once. */
export default defineFunction(cancelReservation, async ({ id }, { site, fail }) => {
  const tenant = await site();
  const db = await getDb();
  try {
    const row = await cancelUnpaidReservation(db, tenant, paymentsFor(db), id);
    return { reservation: toReservation(row, tenant.config.timeZone, tenant.config.itemLabel.singular) };
  } catch (error) {
    if (error instanceof ReservationNotFound) throw fail("not_found");
    if (error instanceof PaymentsError) {
      console.error(`[reservations] ${tenant.slug}: ${error.detail}`);
      throw fail("payments_unavailable");
    }
    throw error;
  }
});
