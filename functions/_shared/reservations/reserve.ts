import type { VisitSource } from "#lib/insights/visit-source.ts";
import type { RequestData } from "#lib/api/contract.ts";
import type { createReservation } from "#lib/api/reservations.ts";
import { isGone } from "#lib/inventory/live-stock.ts";
import { reservationDeposit } from "#lib/reservations/deposit.ts";
import { depositCents, pendingUntil, reservationReference } from "#lib/reservations/reservation.ts";
import { vehicleActions } from "#lib/vehicle/action-links.ts";
import { hitRateLimit, RESERVE_PER_IP_LIMIT, RESERVE_PER_PHONE_LIMIT } from "../platform/auth/rate-limit.ts";
import type { Db } from "../platform/db/client.ts";
import { type PaymentsProvider, paymentCurrencyOf } from "../platform/providers/payments/index.ts";
import { cryptoRandom } from "../platform/random.ts";
import { liveStockSince } from "../stock/live.ts";
import type { Tenant } from "../platform/tenant.ts";
import {
  activeReservationFor,
  attachCheckout,
  expireLapsedCheckouts,
  insertReservation,
  moveReservation,
  type ReservationRow,
  reservationByKey,
} from "./store.ts";

/**
 * A shopper reserves a car: a pending reservation, then the provider's hosted checkout
 * where they authorise the deposit hold. Every status is written by the store (./store.ts).
 */

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
  /** Where the shopper's visit came from (Insights). */
  source?: VisitSource;
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
 * shopper can hold: one active reservation per car, per verified phone and per client
 * address. The same shopper asking again for the car while their checkout is open gets it back,
 * and the same idempotency key from the same phone is the same reservation whatever it has become
 * (a double click or a retry after a lost answer is never a second one, nor a 409).
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
      source: reserver.source ?? null,
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
    slug: tenant.slug,
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
