import { formatDollars } from "../../../src/lib/format/money.ts";
import type { ProviderNews as News } from "../../../src/lib/payments/provider-news.ts";
import { formatHoldExpiry } from "../../../src/lib/reservations/reservation.ts";
import type { Db, Tx } from "../db/client.ts";
import { type PaymentLeadFields, queuePaymentLead, textShopper } from "../payments/notify.ts";
import type { Tenant } from "../tenant.ts";
import type { ReservationRow } from "./store.ts";

/** Only these transitions are news to the dealer and the shopper (a pending checkout is not). */
type Announced = "held" | "captured" | "released" | "expired";
export type AnnouncedRow = ReservationRow & { status: Announced };

/**
 * Issue 26: what the payment provider reported that the dealer must hear of too: a completed
 * checkout refused (its payment did not match the deposit), a refund, a dispute.
 */
export type ProviderNews = News<"refused" | "refunded" | "disputed">;

const HEADLINE: Record<Announced | ProviderNews["kind"], string> = {
  held: "Deposit hold placed: the car is reserved online",
  captured: "Deposit captured: sale confirmed",
  released: "Reservation cancelled: deposit hold released",
  expired: "Reservation expired: deposit hold released",
  refused: "Reservation refused: the payment did not match the deposit, the car was not held",
  refunded: "Deposit refunded at the payment provider",
  disputed: "Deposit disputed: the shopper's bank opened a dispute",
};

/**
 * The dealer's lead for a reservation's transition, or for news from the payment provider,
 * committed with it (through the outbox, so it reaches the CRM as ADF or email even if the CRM is
 * down). One lead per reservation and status, and per provider event.
 */
export async function queueReservationLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: ReservationRow & { status: Announced },
  now: Date,
): Promise<string[]>;
export async function queueReservationLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: ReservationRow,
  now: Date,
  news: ProviderNews,
): Promise<string[]>;
export async function queueReservationLead(
  db: Db,
  tx: Tx,
  tenant: Tenant,
  row: ReservationRow,
  now: Date,
  news?: ProviderNews,
): Promise<string[]> {
  const kind = news?.kind ?? (row.status as Announced);
  const deposit = formatDollars(row.amountCents / 100, tenant.config.pricing.currency);
  const until = formatHoldExpiry(row.expiresAt, tenant.config.timeZone);
  const why = news?.text ?? row.note;
  const fields: PaymentLeadFields = {
    kind: "reserve",
    formType: "Reserve Online",
    category: "Sales",
    first_name: row.firstName,
    last_name: row.lastName ?? undefined,
    email: row.email,
    phone: row.phone,
    car_id: row.carId,
    comments: `${HEADLINE[kind]}. Reference ${row.reference}. Deposit ${deposit} (${row.currency.toUpperCase()})${kind === "held" ? `, held until ${until}` : ""}.${why ? ` ${why}.` : ""}`,
    details: {
      reservation_reference: row.reference,
      reservation_status: row.status,
      deposit_cents: row.amountCents,
      deposit_currency: row.currency,
      hold_expires_at: row.expiresAt.toISOString(),
      payment_provider: row.provider,
      payment_id: row.paymentId ?? "",
      ...(news ? { payment_news: news.kind, ...news.details } : {}),
    },
  };
  // The reservation's phone is the one its shopper verified: their details are the owner's.
  const lead = { subject: `reservation:${row.id}`, reached: row.status, news, fromOwner: true };
  return queuePaymentLead(db, tx, tenant, fields, lead, now);
}

/** The shopper's SMS for a transition, after it committed; a failed send is logged, the reservation stands. */
export async function textReserver(db: Db, tenant: Tenant, row: ReservationRow & { status: Announced }): Promise<void> {
  const deposit = formatDollars(row.amountCents / 100, tenant.config.pricing.currency);
  const until = formatHoldExpiry(row.expiresAt, tenant.config.timeZone);
  const body = {
    held: `${tenant.config.name}: ${row.carName} is reserved for you until ${until}. Your ${deposit} deposit is held, not taken. Ref ${row.reference}.`,
    captured: `${tenant.config.name}: your ${deposit} deposit for ${row.carName} has been taken towards the purchase. Ref ${row.reference}.`,
    released: `${tenant.config.name}: your reservation of ${row.carName} is cancelled and the ${deposit} hold released. No money was taken. Ref ${row.reference}.`,
    expired: `${tenant.config.name}: your reservation of ${row.carName} has ended and the ${deposit} hold released. No money was taken. Ref ${row.reference}.`,
  }[row.status];
  await textShopper(db, tenant, row.phone, body);
}
