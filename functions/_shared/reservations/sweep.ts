import { onReservationEvent } from "#lib/reservations/lifecycle.ts";
import type { Db } from "../platform/db/client.ts";
import { PaymentsError, type PaymentsProvider } from "../platform/providers/payments/index.ts";
import { listTenantSlugs, type Tenant } from "../platform/tenant.ts";
import { closeReservation, WrongStatus } from "./close.ts";
import type { AfterCommit } from "./follow-up.ts";
import { moveReservation, type ReservationRow } from "./store.ts";

/**
 * The scheduled sweep: holds past `expires_at` are released at the provider and expire; checkouts
 * never paid in time fail. Each is its own step, so one provider failure does not stop the rest.
 */
export async function expireDueReservations(
  db: Db,
  payments: PaymentsProvider,
  loadTenant: (slug: string) => Promise<Tenant>,
  due: ReservationRow[],
  now = new Date(),
): Promise<{
  expired: string[];
  failed: string[];
  errors: { reference: string; error: string }[];
  followUps: { tenant: Tenant; after: AfterCommit }[];
}> {
  const report = {
    expired: [] as string[],
    failed: [] as string[],
    errors: [] as { reference: string; error: string }[],
  };
  const followUps: { tenant: Tenant; after: AfterCommit }[] = [];
  for (const row of due) {
    try {
      const step = onReservationEvent(row.status, "expire");
      if ("move" in step && step.move === "failed") {
        // An unpaid checkout. The provider's session expires at the same time; closing it here is
        // for a provider that does not.
        if (row.checkoutId) await payments.expireCheckout(row.checkoutId).catch(() => undefined);
        const failed = await moveReservation(
          db,
          row.id,
          "expire",
          { closedAt: now, note: "checkout not completed in time" },
          "failed",
        );
        if (failed) report.failed.push(row.reference);
        continue;
      }
      const tenant = await loadTenant(row.tenant);
      const closed = await closeReservation(db, tenant, payments, row.id, "expired", now);
      report.expired.push(row.reference);
      followUps.push({ tenant, after: closed.after });
    } catch (error) {
      if (error instanceof WrongStatus) continue; // captured or released meanwhile
      report.errors.push({
        reference: row.reference,
        error: error instanceof PaymentsError ? error.detail : (error as Error).message,
      });
    }
  }
  return { ...report, followUps };
}

/** What one sweep did for one dealer: holds released (expired), unpaid checkouts closed (failed), errors. */
export interface DealerSweep {
  expired: number;
  failed: number;
  errors: number;
}

/**
 * The sweep's counts per dealer: the one it covered, or every dealer in the tenants folder and
 * any other that had something due (zeros included, so "nothing was due" is said per dealer).
 */
export async function sweepPerDealer(
  scope: string | undefined,
  due: readonly { tenant: string; reference: string }[],
  run: { expired: readonly string[]; failed: readonly string[]; errors: readonly { reference: string }[] },
): Promise<Record<string, DealerSweep>> {
  const dealers = scope ? [scope] : [...new Set([...(await listTenantSlugs()), ...due.map((row) => row.tenant)])];
  const counts: Record<string, DealerSweep> = {};
  for (const slug of dealers.sort()) counts[slug] = { expired: 0, failed: 0, errors: 0 };
  const dealerOf = new Map(due.map((row) => [row.reference, row.tenant]));
  const tally = (reference: string, field: keyof DealerSweep) => {
    const slug = dealerOf.get(reference);
    if (slug) (counts[slug] ??= { expired: 0, failed: 0, errors: 0 })[field]++;
  };
  for (const reference of run.expired) tally(reference, "expired");
  for (const reference of run.failed) tally(reference, "failed");
  for (const { reference } of run.errors) tally(reference, "errors");
  return counts;
}
