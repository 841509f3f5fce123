import type { DealerReservation } from "#lib/api/reservations.ts";

type CloseOutcome = "captured" | "released" | "already captured" | "already released";
type RefusalCode = "not_found" | "wrong_status" | "payments_unavailable";
import type { Db } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import { inBackground } from "../platform/background.ts";
import { paymentsFor } from "../payment-events/provider.ts";
import { PaymentsError } from "../platform/providers/payments/index.ts";
import type { Tenant } from "../platform/tenant.ts";
import { closeReservation, ReservationNotFound, WrongStatus } from "./close.ts";
import { followUp } from "./follow-up.ts";
import { listReservations, type ReservationRow, toReservation } from "./store.ts";

/**
 * What the dealer's own people do with reservations, from a terminal (`npm run reservations`,
 * the signed ops endpoint) or the console: the same list and the same capture and
 * release, through the one lifecycle (close.ts).
 */

export function dealerView(row: ReservationRow, tenant: Tenant): DealerReservation {
  return {
    ...toReservation(row, tenant.config.timeZone, tenant.config.itemLabel.singular),
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
    phone: row.phone,
    note: row.note,
    refunded_cents: row.refundedCents,
    disputed_at: row.disputedAt?.toISOString() ?? null,
    dispute_reason: row.disputeReason,
  };
}

export async function dealerList(db: Db, tenant: Tenant, status?: ReservationRow["status"]) {
  return (await listReservations(db, { slug: tenant.slug, status })).map((row) => dealerView(row, tenant));
}

/** Why a capture or release was refused: the key of `dealerCloseErrors`. */
export class DealerCloseRefused extends Error {
  readonly code: RefusalCode;
  constructor(code: RefusalCode) {
    super(code);
    this.code = code;
  }
}

/** Captures or releases a deposit hold; the shopper's follow-up (messages, live stock) runs after the answer. */
export async function dealerClose(
  db: Db,
  tenant: Tenant,
  id: string,
  action: "capture" | "release",
  context: FunctionContext,
) {
  const to = action === "capture" ? "captured" : "released";
  try {
    const { row, after, already } = await closeReservation(db, tenant, paymentsFor(db), id, to);
    inBackground(context, "reservation follow-up", () => followUp(db, tenant, after, context));
    const outcome: CloseOutcome = already ? `already ${to}` : to;
    return { row, reservation: dealerView(row, tenant), outcome };
  } catch (error) {
    if (error instanceof ReservationNotFound) throw new DealerCloseRefused("not_found");
    if (error instanceof WrongStatus) throw new DealerCloseRefused("wrong_status");
    if (error instanceof PaymentsError) {
      console.error(`[reservations] ${tenant.slug} ${action} ${id}: ${error.detail}`);
      throw new DealerCloseRefused("payments_unavailable");
    }
    throw error;
  }
}
