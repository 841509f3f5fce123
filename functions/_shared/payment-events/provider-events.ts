import { isHoldLetGo, type Taken } from "#lib/payments/provider-news.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import type { FunctionContext } from "../platform/http/define-function.ts";
import type { PaymentEvent, PaymentEventType, PaymentsProvider } from "../platform/providers/payments/index.ts";
import type { Tenant } from "../platform/tenant.ts";
import { applyOnce } from "./apply-once.ts";
import { type NewsWing, recordNews } from "./provider-news.ts";

type Reader = Pick<Db, "select">;

/**
 * The skeleton both wings (reservations, online payments) handle a provider event with: the row it
 * is about, the event applied once with what it changes, and what is left for after the commit.
 * What is the same for both is here: finding the row, reading the event, an event about no row or
 * saying nothing, a refund or a dispute recorded as news. What each event does to a row's status
 * is the wing's own table (src/lib/reservations/lifecycle.ts, src/lib/online-payments/lifecycle.ts),
 * applied by the wing's provider-events.ts.
 */

/**
 * What the provider's events say of a payment, in both wings' words; `checkout.completed` each wing
 * names itself. `hold_let_go`: Stripe reports a hold let go as a refund of a charge never captured,
 * which gave nothing back, so it is never a refund.
 */
export type ProviderSaid =
  | "authorised"
  | "declined"
  | "captured"
  | "released"
  | "refunded"
  | "disputed"
  | "hold_let_go";

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

/** The row an event can be about: its dealer, and the money it took (for refunds and disputes). */
type PaymentRow = Taken & { id: string; tenant: string };

/** How a wing finds the row an event is about, what it calls a completed checkout, and how it records news. */
export interface EventReader<Row extends PaymentRow, Completed extends string> {
  /** The metadata key our checkouts put the row's id under. */
  ownIdKey: string;
  byId: (db: Reader, id: string) => Promise<Row | null>;
  byPayment: (db: Reader, paymentId: string) => Promise<Row | null>;
  completed: Completed;
  /** The webhook's answer to an event about none of the wing's rows: "no reservation". */
  noRow: string;
  /** How a refund or a dispute is recorded on the row and told to the dealer. */
  news: NewsWing<Row>;
}

/** What an event did inside its transaction: the outcome, and the work after the commit. */
export type Applied<After extends AfterEvent> = { outcome: string; after: After };

type NewsKind = "refunded" | "disputed";
const isNews = (kind: string): kind is NewsKind => kind === "refunded" || kind === "disputed";

/**
 * The row an event is about, its dealer, and what the event says in the wing's words. The row is
 * found by our own id in the event's metadata, else by the PaymentIntent it names (a dispute, and
 * maybe a refund, carries no metadata of ours).
 */
export async function readEvent<Row extends PaymentRow, Completed extends string>(
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
  const said =
    event.type === "checkout.completed"
      ? reader.completed
      : event.type === "payment.refunded" && isHoldLetGo(event)
        ? "hold_let_go"
        : SAID[event.type];
  return { found, tenant: found ? await loadTenant(found.tenant) : undefined, said };
}

/**
 * The event, read by `readEvent` and named in the wing's words (`kind`), applied once to its row:
 * an event about no row of the wing's, or one that says nothing to it (null), changes nothing; a
 * refund or a dispute is recorded on the row and sent to the dealer (./provider-news.ts); every
 * other kind is the wing's `apply`, in the same transaction as the event's record.
 */
export async function applyEvent<Row extends PaymentRow, Kind extends string, After extends AfterEvent>(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  now: Date,
  read: { found: Row | null; tenant?: Tenant },
  kind: Kind | null,
  wing: { reader: EventReader<Row, string>; nothingAfter: After },
  apply: (tx: Tx, row: Row, tenant: Tenant, kind: Exclude<Kind, NewsKind>) => Promise<Applied<After>>,
): Promise<Handled<After>> {
  const { found, tenant } = read;
  const { reader, nothingAfter } = wing;
  const result = await handleOnce(db, payments, event, now, nothingAfter, async (tx) => {
    if (!found || !tenant) return { outcome: `ignored: ${reader.noRow}`, after: nothingAfter };
    if (kind === null) return { outcome: "ignored", after: nothingAfter };
    if (isNews(kind)) {
      const told = await recordNews(reader.news, kind, db, tx, tenant, found, event, now);
      return { outcome: told.outcome, after: { ...nothingAfter, ...told.after } };
    }
    return apply(tx, found, tenant, kind as Exclude<Kind, NewsKind>);
  });
  return { ...result, tenant };
}

/**
 * `apply` run once for the event (`applyOnce`): the event id is stored in the same transaction as
 * what it changes, so a replay (or the provider's retry after we answered) changes nothing and
 * answers "duplicate", and a failure part way stores nothing and the provider's retry tries again.
 */
async function handleOnce<After extends AfterEvent>(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  now: Date,
  nothingAfter: After,
  apply: (tx: Tx) => Promise<Applied<After>>,
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
): Promise<Applied<After>> {
  return { outcome: `unchanged: ${((await byId(tx, row.id)) ?? row).status}`, after: nothingAfter };
}
