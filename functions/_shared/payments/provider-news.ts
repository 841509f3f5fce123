import { formatAmountCents } from "../../../src/lib/format/money.ts";
import {
  disputeNews,
  type ProviderNews,
  refundedSoFar,
  refundNews,
  type Taken,
} from "../../../src/lib/payments/provider-news.ts";
import type { Db, Tx } from "../db/client.ts";
import type { PaymentEvent } from "../providers/payments/index.ts";
import type { Tenant } from "../tenant.ts";

/**
 * Issue 26: what the payment provider tells us about money already taken — a refund made at the
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
  const { updated, news, said } =
    kind === "refunded"
      ? await recordRefund(wing, tx, row, event, now)
      : await recordDispute(wing, tx, row, event, now);
  console.warn(`${wing.tag} ${tenant.slug}: ${wing.name(row)} ${said}`);
  const deliveryIds = await wing.queueLead(db, tx, tenant, updated, now, news);
  return { outcome: `${kind} ${wing.name(row)}`, after: { deliveryIds } };
}

interface Recorded<Row> {
  updated: Row;
  news: ProviderNews<"refunded" | "disputed">;
  /** For the log. */
  said: string;
}

/**
 * Money given back at the provider, in part or in full: every refund so far, and when the latest
 * was recorded. (A hold let go, reported as a refund of a charge never captured, never reaches here.)
 */
async function recordRefund<Row extends Taken & { id: string }>(
  wing: NewsWing<Row>,
  tx: Tx,
  row: Row,
  event: PaymentEvent,
  now: Date,
): Promise<Recorded<Row>> {
  const fields = { refundedCents: refundedSoFar(row, event), refundedAt: now, updatedAt: now };
  const updated = (await wing.record(tx, row, "refunded", fields)) ?? row;
  // Told as stored: another refund recorded meanwhile may have raised the total.
  const { refundedCents, news } = refundNews(updated, event, wing.money);
  return { updated, news, said: `refunded ${formatAmountCents(refundedCents)}` };
}

/** The shopper's bank disputes the payment: the dealer must answer it at the provider before its deadline. */
async function recordDispute<Row extends Taken & { id: string }>(
  wing: NewsWing<Row>,
  tx: Tx,
  row: Row,
  event: PaymentEvent,
  now: Date,
): Promise<Recorded<Row>> {
  const { dispute, news } = disputeNews(row, event);
  const fields = { disputedAt: now, disputeReason: dispute.reason, disputedCents: dispute.cents, updatedAt: now };
  const updated = (await wing.record(tx, row, "disputed", fields)) ?? row;
  return { updated, news, said: `disputed (${dispute.reason})` };
}
