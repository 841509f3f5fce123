import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { OnlinePayment } from "#lib/api/online-payment.ts";
import { formatAmountCents } from "#lib/format/money.ts";
import { formatPaidAt, paymentStatusText } from "#lib/online-payments/online-payment.ts";
import {
  ONLINE_PAYMENT_LIFECYCLE,
  type OnlinePaymentEvent,
  type OnlinePaymentStatus,
} from "#lib/online-payments/lifecycle.ts";
import type { Db } from "../platform/db/client.ts";
import { recordedPatch } from "../payment-events/recorded.ts";
import { onlinePayments } from "../platform/db/schema.ts";

/**
 * Every read and every write of the online payments table. The only code that writes a
 * payment's status is `moveOnlinePayment`, and the statuses it moves from come from the lifecycle's
 * table (src/lib/online-payments/lifecycle.ts); tests/functions/money-lifecycles.test.ts
 * checks no other code updates the table.
 */

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "update">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By our id (the one in the provider's metadata and the return URL), within a tenant when given. */
export async function findOnlinePayment(db: Reader, id: string, slug?: string): Promise<OnlinePaymentRow | null> {
  if (!UUID.test(id)) return null;
  const where: SQL[] = [eq(onlinePayments.id, id)];
  if (slug) where.push(eq(onlinePayments.tenant, slug));
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(...where))
    .limit(1);
  return row ?? null;
}

export async function findByIdempotencyKey(db: Reader, slug: string, key: string): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.tenant, slug), eq(onlinePayments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** A new pending payment (the column's default), or undefined when its receipt number or idempotency key is taken. */
export async function insertOnlinePayment(
  db: Pick<Db, "insert">,
  values: Omit<typeof onlinePayments.$inferInsert, "id" | "status">,
): Promise<OnlinePaymentRow | undefined> {
  const [row] = await db.insert(onlinePayments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The provider's hosted checkout, once opened for a payment. */
export async function attachPaymentCheckout(
  db: Writer,
  id: string,
  checkout: { checkoutId: string; checkoutUrl: string },
  now: Date,
): Promise<OnlinePaymentRow> {
  const [row] = await db
    .update(onlinePayments)
    .set({ ...checkout, updatedAt: now })
    .where(eq(onlinePayments.id, id))
    .returning();
  return row!;
}

type Moved = Partial<Omit<OnlinePaymentRow, "id" | "status">>;

/**
 * Moves a payment by `event` in one statement, from the statuses the lifecycle's table says `event`
 * moves to its status from: of the provider's two events for one payment, exactly one wins and the
 * other gets null.
 */
export async function moveOnlinePayment(
  db: Writer,
  id: string,
  event: OnlinePaymentEvent,
  patch: Moved = {},
): Promise<OnlinePaymentRow | null> {
  const [to, ...more] = ONLINE_PAYMENT_LIFECYCLE.targets(event);
  if (!to || more.length) throw new Error(`online payment event ${event} moves to ${to ? "several statuses" : "none"}`);
  const from: OnlinePaymentStatus[] = ONLINE_PAYMENT_LIFECYCLE.statusesBefore(to, event);
  const [row] = await db
    .update(onlinePayments)
    .set({ ...patch, status: to, updatedAt: patch.updatedAt ?? new Date() })
    .where(and(eq(onlinePayments.id, id), inArray(onlinePayments.status, from)))
    .returning();
  return row ?? null;
}

/**
 * What `event` records on a payment without moving it (the provider's payment id, a refund, a
 * dispute), only in the statuses the table records it in; null otherwise.
 */
export async function recordOnOnlinePayment(
  db: Writer,
  id: string,
  event: OnlinePaymentEvent,
  patch: Partial<
    Pick<
      OnlinePaymentRow,
      | "paymentId"
      | "note"
      | "updatedAt"
      | "refundedCents"
      | "refundedAt"
      | "disputedAt"
      | "disputeReason"
      | "disputedCents"
    >
  >,
): Promise<OnlinePaymentRow | null> {
  const statuses = ONLINE_PAYMENT_LIFECYCLE.recordedIn(event);
  if (!statuses.length) throw new Error(`online payment event ${event} records nothing`);
  const [row] = await db
    .update(onlinePayments)
    .set(recordedPatch(onlinePayments.refundedCents, patch))
    .where(and(eq(onlinePayments.id, id), inArray(onlinePayments.status, statuses)))
    .returning();
  return row ?? null;
}

/** The dealer's online payments, newest first (the console's list; 200 at most). */
export async function listOnlinePayments(
  db: Reader,
  slug: string,
  status?: OnlinePaymentRow["status"],
): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.tenant, slug), status ? eq(onlinePayments.status, status) : undefined))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(200);
}

/** The online payment a provider's payment belongs to: a refund or dispute names only its PaymentIntent. */
export async function onlinePaymentByPayment(db: Reader, paymentId: string): Promise<OnlinePaymentRow | null> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The shopper's receipt: no provider ids, the time paid on the dealer's clock. */
export function toOnlinePayment(row: OnlinePaymentRow, timeZone: string, currency: string): OnlinePayment {
  return {
    id: row.id,
    receipt_number: row.receiptNumber,
    status: row.status,
    purpose: row.purpose,
    reference: row.reference,
    amount_cents: row.amountCents,
    amount_text: formatAmountCents(row.amountCents, currency),
    currency: row.currency,
    paid_at: row.paidAt?.toISOString() ?? null,
    paid_text: row.paidAt ? formatPaidAt(row.paidAt, timeZone) : null,
    status_text: paymentStatusText(row.status),
  };
}
