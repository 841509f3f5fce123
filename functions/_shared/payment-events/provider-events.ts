import type { Db, Tx } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import type { PaymentEvent, PaymentEventType, PaymentsProvider } from "../platform/providers/payments/index.ts";
import type { Tenant } from "../platform/tenant.ts";
import { applyOnce } from "./apply-once.ts";

type Reader = Pick<Db, "select">;

/**
 * The skeleton both wings (reservations, online payments) handle a provider event with: the row it
 * is about, the event applied once with what it changes, and what is left for after the commit.
 * What each event does to a row's status is the wing's own table (src/lib/reservations/lifecycle.ts,
 * src/lib/online-payments/lifecycle.ts); each wing's provider-events.ts is the I/O around it.
 */

/** What the provider's events say of a payment, in both wings' words; `checkout.completed` each wing names itself. */
export type ProviderSaid = "authorised" | "declined" | "captured" | "released" | "refunded" | "disputed";

const SAID: Record<Exclude<PaymentEventType, "checkout.completed">, ProviderSaid | null> = {
  "payment.authorised": "authorised",
  "payment.failed": "declined",
  "payment.captured": "captured",
  "payment.released": "released",
  "payment.refunded": "refunded",
  "payment.disputed": "disputed",
  other: null,
};

/** Work after a commit every wing has: the dealer's lead deliveries to try now. */
export interface AfterEvent {
  deliveryIds: string[];
}

/** One provider event handled: its outcome (the log's and the answer's), the work after the commit, the row's dealer. */
export interface Handled<After extends AfterEvent> {
  duplicate: boolean;
  outcome: string;
  after: After;
  tenant?: Tenant;
}

/** A wing's handler of one provider event (`now` for tests: the time it is handled). */
export type EventHandler<After extends AfterEvent> = (
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  loadTenant: (slug: string) => Promise<Tenant>,
  now?: Date,
) => Promise<Handled<After>>;

/** How the webhook hands a wing its events, and follows up after answering. */
export interface EventWing<After extends AfterEvent> {
  /** The log line's words before the event: "" for a reservation's, "online payment " for a payment's. */
  logAs: string;
  /** The background task's name. */
  followUpName: string;
  handle: EventHandler<After>;
  /** Whether anything is left to do after the answer. */
  hasFollowUp: (after: After) => boolean;
  followUp: (db: Db, tenant: Tenant, after: After, context: FunctionContext) => Promise<void>;
}

/** How a wing finds the row an event is about, and what it calls a completed checkout. */
export interface EventReader<Row, Completed extends string> {
  /** The metadata key our checkouts put the row's id under. */
  ownIdKey: string;
  byId: (db: Reader, id: string) => Promise<Row | null>;
  byPayment: (db: Reader, paymentId: string) => Promise<Row | null>;
  completed: Completed;
}

/**
 * The row an event is about, its dealer, and what the event says in the wing's words. The row is
 * found by our own id in the event's metadata, else by the PaymentIntent it names (a dispute, and
 * maybe a refund, carries no metadata of ours).
 */
export async function readEvent<Row extends { tenant: string }, Completed extends string>(
  db: Db,
  event: PaymentEvent,
  reader: EventReader<Row, Completed>,
  loadTenant: (slug: string) => Promise<Tenant>,
): Promise<{ found: Row | null; tenant?: Tenant; said: Completed | ProviderSaid | null }> {
  const ownId = event.metadata[reader.ownIdKey];
  const found = ownId
    ? await reader.byId(db, ownId)
    : event.paymentId
      ? await reader.byPayment(db, event.paymentId)
      : null;
  const said = event.type === "checkout.completed" ? reader.completed : SAID[event.type];
  return { found, tenant: found ? await loadTenant(found.tenant) : undefined, said };
}

/**
 * `apply` run once for the event (`applyOnce`): the event id is stored in the same transaction as
 * what it changes, so a replay (or the provider's retry after we answered) changes nothing and
 * answers "duplicate", and a failure part way stores nothing and the provider's retry tries again.
 */
export async function handleOnce<After extends AfterEvent>(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  now: Date,
  nothingAfter: After,
  apply: (tx: Tx) => Promise<{ outcome: string; after: After }>,
): Promise<{ duplicate: boolean; outcome: string; after: After }> {
  const once = await db.transaction((tx) => applyOnce(tx, payments.name, event, now, () => apply(tx)));
  return once.duplicate
    ? { duplicate: true, outcome: "duplicate", after: nothingAfter }
    : { duplicate: false, ...once.applied };
}

/**
 * "unchanged: <status>" for an event that moved nothing, the status read again: the row read before
 * the transaction may be stale, the provider's other event for the same payment may have moved it.
 */
export async function unchanged<Row extends { id: string; status: string }, After extends AfterEvent>(
  tx: Tx,
  row: Row,
  byId: (db: Reader, id: string) => Promise<Row | null>,
  nothingAfter: After,
): Promise<{ outcome: string; after: After }> {
  return { outcome: `unchanged: ${((await byId(tx, row.id)) ?? row).status}`, after: nothingAfter };
}
