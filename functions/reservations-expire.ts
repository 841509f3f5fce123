import { getDb } from "./_shared/platform/db/client.ts";
import { badRehearsal, defineScheduled } from "./_shared/platform/http/define-scheduled.ts";
import { paymentsFor } from "./_shared/payment-events/provider.ts";
import { dueReservations } from "./_shared/reservations/store.ts";
import { followUp } from "./_shared/reservations/follow-up.ts";
import { expireDueReservations, sweepPerDealer } from "./_shared/reservations/sweep.ts";
import { loadPublishedTenant } from "./_shared/content/overlay.ts";

/**
 * Scheduled every 5 minutes: holds past their time are released at the payment
 * provider and the car is for sale again; checkouts never paid in time let the car go. Which
 * dealers it covers: defineScheduled. Locally only (never in production), `?at=<ISO time>` sweeps
 * as if it were then (`&reference=` one reservation, so a test's rehearsal leaves the holds of
 * tests running beside it alone), so a 48-hour expiry can be rehearsed without waiting. The answer
 * lists the references and, in `tenants`, how many each dealer had expired, failed or in error.
 */
export const config = { schedule: "*/5 * * * *" };

export default defineScheduled(async ({ slug: scope, rehearsal, context }) => {
  const now = new Date(rehearsal.get("at") ?? Date.now());
  if (Number.isNaN(now.getTime())) throw badRehearsal("at must be an ISO time");
  const db = await getDb();
  const due = await dueReservations(db, now, { slug: scope, reference: rehearsal.get("reference") || undefined });
  const run = await expireDueReservations(db, paymentsFor(db), loadPublishedTenant, due, now);
  for (const { tenant, after } of run.followUps)
    await followUp(db, tenant, after, context).catch((error) =>
      console.error("[reservations] follow-up failed:", error),
    );
  if (due.length)
    console.log(
      `[reservations] expired ${run.expired.length}, unpaid checkouts closed ${run.failed.length}, errors ${run.errors.length}`,
    );
  const { followUps: _, ...report } = run;
  return { ...report, tenants: await sweepPerDealer(scope, due, run) };
});
