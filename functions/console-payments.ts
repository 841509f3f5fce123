import { consolePayments } from "#lib/api/console-reservations.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { listOnlinePayments, toOnlinePayment } from "./_shared/online-payments/store.ts";
import { requireStaff } from "./_shared/staff/session.ts";

export const config = { path: "/api/console/payments", method: ["GET"] };

/** The dealer's online payments, with refunds and disputes the provider reported (owners and sales). */
export default defineFunction(consolePayments, async ({ status }, call) => {
  await requireStaff(call, "reservations.manage");
  const tenant = await call.site();
  const rows = await listOnlinePayments(await getDb(), tenant.slug, status);
  return {
    payments: rows.map((row) => ({
      ...toOnlinePayment(row, tenant.config.timeZone, tenant.config.pricing.currency),
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      refunded_cents: row.refundedCents,
      disputed_at: row.disputedAt?.toISOString() ?? null,
      dispute_reason: row.disputeReason,
      created_at: row.createdAt.toISOString(),
    })),
  };
});
