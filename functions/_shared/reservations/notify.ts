import { formatAmountCents, formatDollars } from "#lib/format/money.ts";
import type { ProviderNews as News } from "#lib/payments/provider-news.ts";
import { formatHoldExpiry } from "#lib/reservations/reservation.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { RESERVATION_MESSAGES } from "#lib/messages/catalogue/by-event.ts";
import type { ReservationEvent } from "#lib/messages/catalogue/parts/reservation.ts";
import { reservationPageHref } from "#lib/reservations/reservation-page.ts";
import type { ReceiptFor } from "../payment-events/receipts.ts";
import { messageCar, messageSender } from "../platform/messages/sender.ts";
import { type PaymentLeadFields, queuePaymentLead } from "../payment-events/notify.ts";
import type { Tenant } from "../platform/tenant.ts";
import type { ReservationRow } from "./store.ts";

/** Only these transitions are news to the dealer and the shopper (a pending checkout is not). */
type Announced = "held" | "captured" | "released" | "expired";
export type AnnouncedRow = ReservationRow & { status: Announced };

/**
 * What the payment provider reported that the dealer must hear of too: a completed
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
  const lead = {
    subject: `reservation:${row.id}`,
    reached: row.status,
    news,
    fromOwner: true,
    source: row.source ?? undefined,
  };
  const event = RECEIPTED[kind];
  const receipt = event ? await reservationReceiptFor(tenant, row, event, now) : undefined;
  return queuePaymentLead(db, tx, tenant, fields, lead, now, receipt);
}

/** The reservation events a shopper hears of: its transitions, and a refund at the provider. */
const RECEIPTED: Partial<Record<Announced | ProviderNews["kind"], ReservationEvent>> = {
  held: "held",
  captured: "captured",
  released: "released",
  expired: "expired",
  refunded: "refunded",
};

/** The shopper's receipt for a reservation's event, from the reserving yard (the car's). */
async function reservationReceiptFor(
  tenant: Tenant,
  row: ReservationRow,
  event: ReservationEvent,
  now: Date,
): Promise<ReceiptFor> {
  const { config } = tenant;
  const car = await tenant.car(row.carId);
  const yard = (await tenant.feed("locations")).find((l) => car && String(l.id) === car.location_id);
  const page = reservationPageHref(car?.slug, "reserve", config.features.reserveOnline.route);
  const data = {
    firstName: row.firstName,
    car: car ? messageCar(tenant, car) : { name: row.carName, price: "" },
    deposit: formatDollars(row.amountCents / 100, config.pricing.currency),
    reference: row.reference,
    holdUntil: formatHoldExpiry(row.expiresAt, config.timeZone),
    manageUrl: new URL(page ?? "/", config.siteUrl).href,
    refunded: row.refundedCents ? formatAmountCents(row.refundedCents, config.pricing.currency) : undefined,
    at: now,
    timeZone: config.timeZone,
    sender: messageSender(tenant, yard),
    settings: config.messages,
  };
  return { name: RESERVATION_MESSAGES[event], data, email: row.email, phone: row.phone };
}
