import { consoleReservationUpdate } from "#lib/api/console-reservations.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { DealerCloseRefused, dealerClose } from "./_shared/reservations/console.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/reservations/update", method: ["POST"] };

/** Captures a deposit once the sale is confirmed, or releases the hold; audited. */
export default defineFunction(consoleReservationUpdate, async ({ id, action }, call) => {
  const signedIn = await requireStaff(call, "reservations.manage");
  const db = await getDb();
  const tenant = await call.site();
  try {
    const { reservation, outcome } = await dealerClose(db, tenant, id, action, call.context);
    await audit(db, {
      slug: tenant.slug,
      actor: signedIn.staff.email,
      action: `reservation.${action}`,
      subject: reservation.id,
      after: { status: reservation.status, outcome, reference: reservation.reference },
      ip: clientIp(call.request, call.context),
    });
    return { reservation, outcome };
  } catch (error) {
    if (error instanceof DealerCloseRefused) throw call.fail(error.code);
    throw error;
  }
});
