import { and, eq, type SQL } from "drizzle-orm";
import type { OnlinePayment } from "../../../src/lib/api/online-payment.ts";
import { formatAmountCents, formatPaidAt, paymentStatusText } from "../../../src/lib/payments/online-payment.ts";
import type { Db } from "../db/client.ts";
import { onlinePayments } from "../db/schema.ts";

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
type Reader = Pick<Db, "select">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By our id (the one in the provider's metadata and the return URL), within a tenant when given. */
export async function findOnlinePayment(db: Reader, id: string, tenant?: string): Promise<OnlinePaymentRow | null> {
  if (!UUID.test(id)) return null;
  const where: SQL[] = [eq(onlinePayments.id, id)];
  if (tenant) where.push(eq(onlinePayments.tenant, tenant));
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(...where))
    .limit(1);
  return row ?? null;
}

export async function findByIdempotencyKey(db: Reader, tenant: string, key: string): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.tenant, tenant), eq(onlinePayments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The shopper's receipt: no provider ids, the time paid on the dealer's clock. */
export function toOnlinePayment(row: OnlinePaymentRow, timeZone: string): OnlinePayment {
  return {
    id: row.id,
    receipt_number: row.receiptNumber,
    status: row.status,
    purpose: row.purpose,
    reference: row.reference,
    amount_cents: row.amountCents,
    amount_text: formatAmountCents(row.amountCents),
    currency: row.currency,
    paid_at: row.paidAt?.toISOString() ?? null,
    paid_text: row.paidAt ? formatPaidAt(row.paidAt, timeZone) : null,
    status_text: paymentStatusText(row.status),
  };
}
