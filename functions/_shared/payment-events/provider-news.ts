import { formatAmountCents } from "#lib/format/money.ts";
import {
  disputeNews,
  disputeOf,
  type ProviderNews,
  refundedSoFar,
  refundNews,
  type Taken,
} from "#lib/payments/provider-news.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import type { PaymentEvent } from "../platform/providers/payments/index.ts";
import type { Tenant } from "../platform/tenant.ts";

/**
 * What the payment provider tells us about money already taken — a refund made at the
 * provider, a dispute from the shopper's bank — recorded on the wing's row (never its status) and
 * sent to the dealer as a lead, the same way for a reservation's deposit and an online payment
 * (the rules both read the events by are src/lib/payments/provider-news.ts).
 */

/** What a refund (every refund so far, and when) or a dispute (when, why, how much) writes on the row. */
export interface NewsRecord {
  refundedCents?: number;
  refundedAt?: Date;
  disputedAt?: Date;
  disputeReason?: string;
  disputedCents?: number;
  updatedAt: Date;
}

/** How one wing stores and tells its news. */
export interface NewsWing<Row extends Taken & { id: string }> {
  /** The log's tag: "[reservations]", "[online-payment]". */
  tag: string;
  /** What the money is called in the dealer's lead: "deposit", "payment". */
  money: string;
  /** How the dealer and the log name the row: its reference, its receipt number. */
  name: (row: Row) => string;
  /** Writes `fields` where the wing's lifecycle records `event`; null where it does not. */
  record: (tx: Tx, row: Row, event: "refunded" | "disputed", fields: NewsRecord) => Promise<Row | null>;
  queueLead: (
    db: Db,
    tx: Tx,
    tenant: Tenant,
    row: Row,
    now: Date,
    news: ProviderNews<"refunded" | "disputed">,
  ) => Promise<string[]>;
}

/**
 * A refund or a dispute recorded on `row` and sent to the dealer as a lead: the outcome for the
 * webhook's answer, and the lead's deliveries to try after the commit.
 */
export async function recordNews<Row extends Taken & { id: string }>(
  wing: NewsWing<Row>,
  kind: "refunded" | "disputed",
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: Row,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: string; after: { deliveryIds: string[] } }> {
  const updated = (await wing.record(tx, row, kind, fieldsOf(kind, row, event, now))) ?? row;
  // Told as stored: another refund recorded meanwhile may have raised the total.
  const { news, said } = told(kind, updated, event, wing.money);
  console.warn(`${wing.tag} ${tenant.slug}: ${wing.name(row)} ${said}`);
  const deliveryIds = await wing.queueLead(db, tx, tenant, updated, now, news);
  return { outcome: `${kind} ${wing.name(row)}`, after: { deliveryIds } };
}

/**
 * A refund: every refund so far, and when the latest was recorded (a hold let go, reported as a
 * refund of a charge never captured, never reaches here). A dispute: when, why and how much.
 */
function fieldsOf(kind: "refunded" | "disputed", row: Taken, event: PaymentEvent, now: Date): NewsRecord {
  if (kind === "refunded") return { refundedCents: refundedSoFar(row, event), refundedAt: now, updatedAt: now };
  const dispute = disputeOf(row, event);
  return { disputedAt: now, disputeReason: dispute.reason, disputedCents: dispute.cents, updatedAt: now };
}

/** The news for the dealer's lead, and what the log says. */
function told(
  kind: "refunded" | "disputed",
  updated: Taken,
  event: PaymentEvent,
  money: string,
): { news: ProviderNews<"refunded" | "disputed">; said: string } {
  if (kind === "disputed") {
    const { dispute, news } = disputeNews(updated, event);
    return { news, said: `disputed (${dispute.reason})` };
  }
  const { refundedCents, news } = refundNews(updated, event, money);
  return { news, said: `refunded ${formatAmountCents(refundedCents)}` };
}
