import { reservationStatus } from "#lib/api/reservations.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { findReservation, toReservation } from "./_shared/reservations/store.ts";

export const config = { path: "/api/reservations/status", method: ["GET"] };

/** The confirmation page asks how a reservation stands (the webhook may land a moment after the redirect). */
export default defineFunction(reservationStatus, async ({ id }, { site, fail }) => {
  const tenant = await site();
  const row = await findReservation(await getDb(), id, tenant.slug);
  if (!row) throw fail("not_found");
  return { reservation: toReservation(row, tenant.config.timeZone, tenant.config.itemLabel.singular) };
});
