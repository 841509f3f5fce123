import type { RequestData } from "../../../src/lib/api/contract.ts";
import type { createReservation } from "../../../src/lib/api/reservations.ts";
import type { StockChangeFields } from "../../../src/lib/inventory/stock-change.ts";
import { isHoldLetGo } from "../../../src/lib/payments/provider-news.ts";
import {
  authorisedTooLate,
  onReservationEvent,
  type ReservationProviderEvent,
} from "../../../src/lib/reservations/lifecycle.ts";
import {
  depositCents,
  heldUntil,
  pendingUntil,
  reservationReference,
} from "../../../src/lib/reservations/reservation.ts";
import { reservationDeposit } from "../../../src/lib/reservations/deposit.ts";
import { hitRateLimit, RESERVE_PER_IP_LIMIT, RESERVE_PER_PHONE_LIMIT } from "../auth/rate-limit.ts";
import { vehicleActions } from "../../../src/lib/vehicle/action-links.ts";
import { isGone } from "../../../src/lib/inventory/live-stock.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  type PaymentEvent,
  type PaymentEventType,
  PaymentsError,
  type PaymentsProvider,
  paymentCurrencyOf,
} from "../providers/payments/index.ts";
import { attemptDeliveries } from "../outbox/deliver.ts";
import { claimDue } from "../outbox/store.ts";
import { recordStockEvent } from "../stock/store.ts";
import { syncTypesense } from "../stock/typesense-sync.ts";
import { requestRebuild } from "../stock/receive.ts";
import { liveStockSince } from "../stock/store.ts";
import type { FunctionContext } from "../http/define-function.ts";
import { cryptoRandom } from "../random.ts";
import type { Tenant } from "../tenant.ts";
import { applyOnce } from "./apply-once.ts";
import { queueReservationLead, textShopper } from "./notify.ts";
import {
  activeReservationFor,
  attachCheckout,
  expireLapsedCheckouts,
  findReservation,
  insertReservation,
  moveReservation,
  recordOnReservation,
  type ReservationRow,
  reservationByKey,
  reservationByPayment,
} from "./store.ts";
import { checkHeldPayment, recordDispute, recordRefund, refuseHold } from "./provider-news.ts";

/**
 * Issue 26: the reservation lifecycle's I/O. What each event does to a reservation's status is the
 * table in src/lib/reservations/lifecycle.ts; here are the provider calls, the stock changes, the
 * leads and the SMS that go with it, and every status is written by the store (./store.ts).
 */

/** Work to do once a transition has committed: lead deliveries, the shopper's SMS, the search index. */
export interface AfterCommit {
  deliveryIds: string[];
  text?: ReservationRow;
  /** The car whose stock changed. */
  stockChanged?: string;
}

type Refusal = "not_offered" | "already_reserved" | "one_at_a_time" | "too_many_reservations";
export class ReservationRefused extends Error {
  readonly code: Refusal;
  constructor(code: Refusal) {
    super(code);
    this.code = code;
  }
}

/** Who is reserving: the phone their sign-in verified and the address they asked from (addressKey). */
export interface Reserver {
  phone: string;
  clientKey: string;
}

/** The idempotency key of an earlier reservation, sent again for another car: a client bug, answered 400. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super("idempotency key already used for another car");
  }
}

/** The reserver's own unpaid reservation whose provider page is still open. */
const isOpenCheckoutOf = (row: ReservationRow, reserver: Reserver, now: Date): boolean =>
  row.status === "pending" && row.phone === reserver.phone && row.checkoutUrl !== null && row.expiresAt > now;

/**
 * Keeps the car for the shopper while they pay: a pending reservation with this car's deposit,
 * then the provider's hosted checkout, which expires when the reservation lapses. The car must be
 * reservable on the site and in live stock. Partial unique indexes decide races and bound what one
 * shopper can hold (issue 26): one active reservation per car, per verified phone and per client
 * address. The same shopper asking again for the car while their checkout is open gets it back,
 * and the same idempotency key from the same phone is the same reservation whatever it has become
 * (issue 26: a double click or a retry after a lost answer is never a second one, nor a 409).
 * `next` is where the shopper goes: the provider's page while unpaid, else the confirmation.
 */
export async function startReservation(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  input: RequestData<typeof createReservation>,
  reserver: Reserver,
  returnUrl: (carSlug: string, reservationId: string, cancelled: boolean) => string,
  now = new Date(),
): Promise<{ created: boolean; row: ReservationRow; next: string }> {
  const { config } = tenant;
  const key = input.idempotency_key;
  const again = async (row: ReservationRow) => {
    if (row.carId !== input.car_id) throw new IdempotencyKeyReused();
    return resumed(db, tenant, payments, row, returnUrl, now);
  };
  // Checked first: by now the car may be held (or sold) by this very reservation.
  const earlier = key ? await reservationByKey(db, tenant.slug, reserver.phone, key) : null;
  if (earlier) return again(earlier);
  const car = await tenant.car(input.car_id);
  const deposit = car && reservationDeposit(car, config.features.reserveOnline);
  if (!car || !deposit || !vehicleActions(car, config).some((action) => action.action === "reserve"))
    throw new ReservationRefused("not_offered");
  const live = (await liveStockSince(db, tenant, new Date(0))).find((entry) => entry.car_id === String(car.id));
  if (live && isGone(live)) throw new ReservationRefused("not_offered");
  // Asked again while their own checkout is open: the same one, without spending an attempt.
  const mine = await activeReservationFor(db, tenant.slug, String(car.id));
  if (mine && isOpenCheckoutOf(mine, reserver, now)) return { created: false, row: mine, next: mine.checkoutUrl! };
  // Each attempt costs a provider call: a few an hour per phone and per address.
  for (const [key, limit] of [
    [`reserve-phone:${reserver.phone}`, RESERVE_PER_PHONE_LIMIT],
    [`reserve-ip:${reserver.clientKey}`, RESERVE_PER_IP_LIMIT],
  ] as const)
    if (!(await hitRateLimit(db, tenant.slug, key, limit, now)).ok)
      throw new ReservationRefused("too_many_reservations");

  const inserted = await db.transaction(async (tx) => {
    // An unpaid checkout past its time no longer keeps its car, phone or address.
    await expireLapsedCheckouts(tx, tenant.slug, now, {
      note: "checkout not completed in time",
      closedAt: now,
      updatedAt: now,
    });
    return insertReservation(tx, {
      tenant: tenant.slug,
      reference: reservationReference(cryptoRandom),
      carId: String(car.id),
      carName: car.name,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: reserver.phone,
      clientKey: reserver.clientKey,
      idempotencyKey: key ?? null,
      amountCents: depositCents(deposit),
      currency: paymentCurrencyOf(config.pricing.currency),
      provider: payments.name,
      expiresAt: pendingUntil(now),
      createdAt: now,
      updatedAt: now,
    });
  });
  if (!inserted) {
    // The same attempt arriving twice at once: the first one's reservation.
    const twin = key ? await reservationByKey(db, tenant.slug, reserver.phone, key) : null;
    if (twin) return again(twin);
    // Which index refused it: the car is someone else's, or this shopper already holds another.
    const active = await activeReservationFor(db, tenant.slug, String(car.id));
    if (active && isOpenCheckoutOf(active, reserver, now))
      return { created: false, row: active, next: active.checkoutUrl! };
    throw new ReservationRefused(active ? "already_reserved" : "one_at_a_time");
  }
  if (live?.reserved) {
    await moveReservation(db, inserted.id, "abort", { note: "reserved by the dealer", closedAt: now });
    throw new ReservationRefused("already_reserved");
  }
  try {
    const row = await openCheckout(db, tenant, payments, inserted, car.slug, returnUrl, now);
    return { created: true, row, next: row.checkoutUrl! };
  } catch (error) {
    // No checkout, no hold: let the car go at once rather than keep it for 30 minutes.
    await moveReservation(db, inserted.id, "abort", { note: "payment service unavailable", closedAt: now });
    throw error;
  }
}

/**
 * The provider's hosted checkout for a pending reservation, stored on it. The provider's
 * idempotency key is the reservation's, so asking again (the same attempt arriving twice) gets the
 * same checkout back rather than a second one.
 */
async function openCheckout(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  pending: ReservationRow,
  carSlug: string,
  returnUrl: (carSlug: string, reservationId: string, cancelled: boolean) => string,
  now: Date,
): Promise<ReservationRow> {
  const checkout = await payments.createDepositCheckout({
    tenant: tenant.slug,
    carId: pending.carId,
    carName: pending.carName,
    reservationId: pending.id,
    amountCents: pending.amountCents,
    currency: paymentCurrencyOf(tenant.config.pricing.currency),
    successUrl: returnUrl(carSlug, pending.id, false),
    cancelUrl: returnUrl(carSlug, pending.id, true),
    customerEmail: pending.email,
    expiresAt: pending.expiresAt,
    idempotencyKey: `reservation:${pending.id}`,
  });
  return attachCheckout(db, pending.id, { checkoutId: checkout.checkoutId, checkoutUrl: checkout.url }, now);
}

/**
 * An earlier attempt's reservation, answered again: while it is unpaid, its checkout (opened now
 * if the first request is still on its way to the provider); otherwise its confirmation.
 */
async function resumed(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  row: ReservationRow,
  returnUrl: (carSlug: string, reservationId: string, cancelled: boolean) => string,
  now: Date,
): Promise<{ created: false; row: ReservationRow; next: string }> {
  const slug = (await tenant.car(row.carId))?.slug;
  if (row.status === "pending" && row.expiresAt > now && slug) {
    const open = row.checkoutUrl ? row : await openCheckout(db, tenant, payments, row, slug, returnUrl, now);
    return { created: false, row: open, next: open.checkoutUrl! };
  }
  return { created: false, row, next: slug ? returnUrl(slug, row.id, false) : (row.checkoutUrl ?? "/") };
}

/**
 * Which of the provider's events is which reservation event; a refused hold and a hold let go are
 * told apart by what the payment says (`handlePaymentEvent`).
 */
const RESERVATION_EVENT_OF: Record<PaymentEventType, ReservationProviderEvent | null> = {
  "checkout.completed": "authorised",
  "payment.authorised": "authorised",
  "payment.failed": "declined",
  "payment.captured": "captured",
  "payment.released": "released",
  "payment.refunded": "refunded",
  "payment.disputed": "disputed",
  other: null,
};

/**
 * One provider event, handled once (`applyOnce`): the event id is stored in the same transaction
 * as what it changes, so a replay (or Stripe's retry after we answered) changes nothing, and a
 * failure part way stores nothing and the provider's retry tries again. What the event does to the
 * reservation's status is the lifecycle's table; here is the I/O around it. Issue 26: a completed
 * checkout holds the car only once the provider confirms an authorisation of exactly the deposit
 * (otherwise the authorisation is released first, so a failed release is retried with the event);
 * refunds and disputes are recorded on the reservation and sent to the dealer.
 */
export async function handlePaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  loadTenant: (slug: string) => Promise<Tenant>,
  now = new Date(),
): Promise<{ duplicate: boolean; outcome: string; after: AfterCommit; tenant?: Tenant }> {
  const reservationId = event.metadata.reservation_id;
  // A dispute (and maybe a refund) carries no metadata of ours: its PaymentIntent names the reservation.
  const found = reservationId
    ? await findReservation(db, reservationId)
    : event.paymentId
      ? await reservationByPayment(db, event.paymentId)
      : null;
  const tenant = found ? await loadTenant(found.tenant) : undefined;
  const said = RESERVATION_EVENT_OF[event.type];
  const refusal =
    said === "authorised" && found?.status === "pending" ? await checkHeldPayment(payments, found, event) : null;
  const kind: ReservationProviderEvent | null = refusal
    ? "refused"
    : said === "refunded" && isHoldLetGo(event)
      ? "hold_let_go"
      : said;
  if (refusal?.release && refusal.paymentId)
    await payments.release(refusal.paymentId, `reservation:${found!.id}:refused`);
  // Paid after the checkout lapsed or was cancelled (the car may be someone else's now): the hold
  // is let go before the event is stored, so a release that fails fails the webhook and goes again
  // with the provider's retry, rather than leaving a $200 hold nobody tracks.
  const late =
    kind === "authorised" && found && authorisedTooLate(found)
      ? (event.paymentId ?? found.paymentId ?? undefined)
      : undefined;
  if (late) await payments.release(late, `reservation:${found!.id}:late`);
  let lateRelease: string | undefined;
  const none: AfterCommit = { deliveryIds: [] };
  const once = await db.transaction((tx) =>
    applyOnce(tx, payments.name, event, now, async (): Promise<{ outcome: string; after: AfterCommit }> => {
      if (!found || !tenant) return { outcome: "ignored: no reservation", after: none };
      const unchanged = async () => ({
        outcome: `unchanged: ${((await findReservation(tx, found.id)) ?? found).status}`,
        after: none,
      });
      switch (kind) {
        case null:
          return { outcome: "ignored", after: none };
        case "refused": {
          const { refused, deliveryIds } = await refuseHold(db, tx, tenant, found, refusal!, now);
          return refused
            ? { outcome: `refused ${found.reference}: ${refusal!.reason}`, after: { deliveryIds } }
            : unchanged();
        }
        case "authorised": {
          const paymentId = event.paymentId ?? found.paymentId ?? undefined;
          const held = await moveReservation(tx, found.id, "authorised", {
            paymentId,
            heldAt: now,
            expiresAt: heldUntil(now, tenant.config.features.reserveOnline.holdHours),
            note: null,
          });
          if (!held) {
            // Read again: `found` predates this transaction, and the provider's other event for the
            // same payment may have held the car meanwhile (Stripe sends both at once).
            const current = (await findReservation(tx, found.id)) ?? found;
            // It lapsed between our read above and this transaction: let the hold go now.
            if (current.heldAt === null && paymentId && paymentId !== late) lateRelease = paymentId;
            return { outcome: `unchanged: ${current.status}`, after: none };
          }
          await markStock(tx, tenant, held, { reserved: true });
          const deliveryIds = await queueReservationLead(db, tx, tenant, held as Announced, now);
          return { outcome: `held ${held.reference}`, after: { deliveryIds, text: held, stockChanged: held.carId } };
        }
        case "declined":
          // The shopper may try another card on the same checkout; the car stays theirs until it lapses.
          await recordOnReservation(tx, found.id, "declined", { note: "card declined", updatedAt: now });
          return { outcome: `declined ${found.reference}`, after: none };
        case "captured":
        case "released": {
          // Done from the provider's dashboard rather than through us: follow it.
          const closed = await closeInTransaction(
            db,
            tx,
            tenant,
            found.id,
            kind,
            now,
            "changed at the payment provider",
          );
          return closed ? { outcome: `${closed.row.status} ${found.reference}`, after: closed.after } : unchanged();
        }
        case "refunded":
        case "disputed": {
          const record = kind === "refunded" ? recordRefund : recordDispute;
          const { outcome, deliveryIds } = await record(db, tx, tenant, found, event, now);
          return { outcome, after: { deliveryIds } };
        }
        case "hold_let_go":
          return { outcome: `ignored: ${found.reference}'s hold let go`, after: none };
      }
    }),
  );
  if (lateRelease)
    await payments.release(lateRelease, `reservation:${found!.id}:late`).catch((error) => {
      console.error(`[reservations] releasing late payment ${lateRelease} failed:`, error);
    });
  const result = once.duplicate
    ? { duplicate: true, outcome: "duplicate", after: none }
    : { duplicate: false, ...once.applied };
  return { ...result, tenant };
}

type Announced = ReservationRow & { status: "held" | "captured" | "released" | "expired" };
type Closing = "captured" | "released" | "expired";

/** What the car becomes: a captured deposit is a sale; otherwise the car is for sale again. */
const STOCK_AFTER: Record<Closing, StockChangeFields> = {
  captured: { status: "sold", reserved: false },
  released: { reserved: false },
  expired: { reserved: false },
};

async function markStock(tx: Tx, tenant: Tenant, row: ReservationRow, change: StockChangeFields): Promise<void> {
  await recordStockEvent(tx as unknown as Db, {
    tenant: tenant.slug,
    eventId: `reservation:${row.id}:${row.status}`,
    feedChanged: false,
    changes: [{ car_id: row.carId, change }],
    summary: { reservation: row.reference, status: row.status },
    pushTo: tenant,
  });
}

/** The dealer's (and the sweep's) event that closes a reservation to each closing status. */
const CLOSING_ACTION = { captured: "capture", released: "release", expired: "expire" } as const;

/**
 * Closes a reservation by `event` (to `to` when the event may lead to several) and, if it held its
 * car, the car's stock and the dealer's lead with it; null when its status does not allow it.
 */
async function closeInTransaction(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  id: string,
  event: "captured" | "released" | (typeof CLOSING_ACTION)[Closing],
  now: Date,
  note: string,
  to?: Closing,
): Promise<{ row: ReservationRow & { status: Closing }; after: AfterCommit } | null> {
  const closed = (await moveReservation(tx, id, event, { closedAt: now, note, updatedAt: now }, to)) as
    | (ReservationRow & { status: Closing })
    | null;
  if (!closed) return null;
  const wasHeld = closed.heldAt !== null;
  if (wasHeld) await markStock(tx, tenant, closed, STOCK_AFTER[closed.status]);
  if (!wasHeld) return { row: closed, after: { deliveryIds: [] } };
  const deliveryIds = await queueReservationLead(db, tx, tenant, closed, now);
  return { row: closed, after: { deliveryIds, text: closed, stockChanged: closed.carId } };
}

const CLOSE_NOTES: Record<Closing, string> = {
  captured: "sale confirmed by the dealer",
  released: "cancelled by the dealer",
  expired: "hold expired",
};
/** Issue 41: the shopper who holds the car cancelled their refundable hold. */
const CANCELLED_BY_SHOPPER = "cancelled by the shopper";

/**
 * The dealer captures (sale confirmed) or releases (cancelled) a reservation, or the sweep expires
 * it: the provider first (no money moves unless the car is bought), then the row, the car's stock
 * and the lead in one transaction. A provider failure changes nothing and can be retried. Issue 26:
 * a move already made (the provider's webhook landed first, or a repeated command) is answered with
 * the reservation as it is and `already: true`, not refused: the money moved all the same. Issue 41:
 * the shopper's own cancel of their hold is the dealer's release, noted as theirs.
 */
export async function closeReservation(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  id: string,
  to: Closing,
  now = new Date(),
  by: "dealer" | "shopper" = "dealer",
): Promise<{ row: ReservationRow; after: AfterCommit; already?: true }> {
  const row = await findReservation(db, id, tenant.slug);
  if (!row) throw new ReservationNotFound(id);
  const already = (current: ReservationRow) => ({ row: current, after: { deliveryIds: [] }, already: true as const });
  if (row.status === to) return already(row);
  const event = CLOSING_ACTION[to];
  const step = onReservationEvent(row.status, event);
  if (!("move" in step) || step.move !== to) throw new WrongStatus(row);
  if (row.paymentId) await moveMoney(payments, row.paymentId, `reservation:${row.id}:${to}`, to);
  const closed = await db.transaction((tx) =>
    closeInTransaction(
      db,
      tx,
      tenant,
      row.id,
      event,
      now,
      by === "shopper" ? CANCELLED_BY_SHOPPER : CLOSE_NOTES[to],
      to,
    ),
  );
  if (closed) return closed;
  const current = (await findReservation(db, row.id)) ?? row;
  if (current.status === to) return already(current);
  throw new WrongStatus(current);
}

/**
 * Captures or releases at the provider. Stripe refuses to capture a captured payment (or cancel a
 * cancelled one), e.g. when the dealer did it in Stripe's dashboard first: when the payment is
 * already where we wanted it, that is success.
 */
async function moveMoney(payments: PaymentsProvider, paymentId: string, key: string, to: Closing): Promise<void> {
  try {
    if (to === "captured") await payments.capture(paymentId, key);
    else await payments.release(paymentId, key);
  } catch (error) {
    if (!(error instanceof PaymentsError) || error.code !== "rejected") throw error;
    const payment = await payments.readPayment(paymentId).catch(() => null);
    if (payment?.status !== (to === "captured" ? "captured" : "released")) throw error;
  }
}

/**
 * The shopper pressed cancel on the provider's page: an unpaid reservation lets the car go at once
 * (issue 26; it used to keep it for the rest of its 30 minutes), after the provider's page is closed
 * so no payment can land after it. A paid or closed reservation is left as it is.
 */
export async function cancelUnpaidReservation(
  db: Db,
  tenant: Tenant,
  payments: PaymentsProvider,
  id: string,
  now = new Date(),
): Promise<ReservationRow> {
  const row = await findReservation(db, id, tenant.slug);
  if (!row) throw new ReservationNotFound(id);
  if (!("move" in onReservationEvent(row.status, "cancel"))) return row;
  if (row.checkoutId) await payments.expireCheckout(row.checkoutId);
  const released = await moveReservation(db, row.id, "cancel", {
    closedAt: now,
    note: "checkout cancelled by the shopper",
    updatedAt: now,
  });
  return released ?? (await findReservation(db, row.id)) ?? row;
}

export class ReservationNotFound extends Error {
  constructor(id: string) {
    super(`no reservation ${id}`);
  }
}
export class WrongStatus extends Error {
  readonly row: ReservationRow;
  constructor(row: ReservationRow) {
    super(`reservation ${row.reference} is ${row.status}`);
    this.row = row;
  }
}

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

/**
 * After a commit: a Typesense dealer's live collection follows the car (the embedded search and the
 * pages follow it through /api/stock-status), a rebuild is asked for as the stock hook does, so the
 * static pages (and the nightly's report) say RESERVED or SOLD too (issue 26), the lead deliveries
 * are tried now (the outbox retries the rest), and the shopper gets their SMS.
 */
export async function followUp(db: Db, tenant: Tenant, after: AfterCommit, context: FunctionContext): Promise<void> {
  if (after.stockChanged) {
    await syncTypesense(tenant, await liveStockSince(db, tenant, new Date(0)), [after.stockChanged]);
    requestRebuild(tenant.slug, `reservation: car ${after.stockChanged}`, context);
  }
  if (after.deliveryIds.length) await attemptDeliveries(db, await claimDue(db, { ids: after.deliveryIds }));
  if (after.text) await textShopper(db, tenant, after.text as Announced);
}
