import { createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Journey } from "#lib/api/checkout-journey.ts";
import {
  type JourneyAnswers,
  type JourneyStep,
  journeySummary,
  missingBefore,
  nextStep,
  stepAnswerSchemas,
  stepLabel,
} from "#lib/checkout-journey/journey.ts";
import { formatDollars } from "#lib/format/money.ts";
import { lookupPostcode } from "#lib/geo/postcodes.ts";
import { isInStock } from "#lib/inventory/stock.ts";
import { valuationSummary } from "#lib/trade-in/valuation-record.ts";
import type { Db } from "../platform/db/client.ts";
import { checkoutJourneys, contacts, reservations } from "../platform/db/schema.ts";
import { quoteDelivery } from "./delivery-quote.ts";
import { type SiteLead, submitLead } from "../leads/submit.ts";
import type { PaymentsProvider } from "../platform/providers/payments/index.ts";
import { type Reserver, startReservation } from "../reservations/reserve.ts";
import { type ReservationRow, toReservation } from "../reservations/store.ts";
import type { Tenant } from "../platform/tenant.ts";
import { findTradeInValuation } from "../trade-in/valuations.ts";

type JourneyRow = typeof checkoutJourneys.$inferSelect;

export class JourneyRefused extends Error {
  readonly code: "not_offered" | "earlier_steps";
  constructor(code: JourneyRefused["code"]) {
    super(code);
    this.code = code;
  }
}

/**
 * The journey's delivery as the shopper is quoted it (POST /api/delivery-quote with the car): the
 * postcode's place and the cost from the car's yard. The review shows it and the dealer's lead says it.
 */
async function deliveryOf(
  tenant: Tenant,
  answers: JourneyAnswers,
  carLocationId: string | undefined,
): Promise<Journey["delivery"]> {
  const delivery = answers.delivery;
  const calculator = tenant.config.features.deliveryCalculator;
  if (delivery?.method !== "delivery" || !calculator.enabled) return null;
  const place = lookupPostcode(delivery.postcode);
  if (!place) return null;
  const quote = quoteDelivery(place, await tenant.feed("locations"), calculator.bands, carLocationId);
  return { postcode: place.postcode, place: place.place, state: place.state, cost: quote?.cost ?? null };
}

async function toJourney(row: JourneyRow, reservation: ReservationRow | undefined, tenant: Tenant): Promise<Journey> {
  const answers = row.answers as JourneyAnswers;
  const car = await tenant.car(row.carId);
  return {
    id: row.id,
    car_id: row.carId,
    car_slug: car?.slug ?? null,
    car_name: car?.name ?? reservation?.carName ?? null,
    answers,
    next_step: nextStep(answers),
    delivery: await deliveryOf(tenant, answers, car?.location_id),
    reservation: reservation
      ? toReservation(reservation, tenant.config.timeZone, tenant.config.itemLabel.singular)
      : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Which of these reservations were placed by an online purchase (a journey's last step). */
export async function reservationsInPurchases(db: Db, slug: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: checkoutJourneys.reservationId })
    .from(checkoutJourneys)
    .where(and(eq(checkoutJourneys.tenant, slug), inArray(checkoutJourneys.reservationId, ids)));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/** The shopper's journeys, newest first, each with its deposit hold if placed. */
export async function listJourneys(db: Db, tenant: Tenant, phone: string, carId?: string): Promise<Journey[]> {
  const where = [eq(checkoutJourneys.tenant, tenant.slug), eq(checkoutJourneys.phone, phone)];
  if (carId) where.push(eq(checkoutJourneys.carId, carId));
  const rows = await db
    .select()
    .from(checkoutJourneys)
    .where(and(...where))
    .orderBy(desc(checkoutJourneys.updatedAt))
    .limit(20);
  const ids = rows.flatMap((row) => (row.reservationId ? [row.reservationId] : []));
  const held = ids.length ? await db.select().from(reservations).where(inArray(reservations.id, ids)) : [];
  return Promise.all(
    rows.map((row) =>
      toJourney(
        row,
        held.find((r) => r.id === row.reservationId),
        tenant,
      ),
    ),
  );
}

/**
 * Saves one step for the signed-in shopper (earlier steps first), tells the dealer (a lead per
 * step and answer), and at "review" places the deposit hold with the details given at step 5.
 */
export async function saveJourneyStep(
  db: Db,
  tenant: Tenant,
  shopper: Reserver,
  input: { car_id: string; step: JourneyStep; answer: Record<string, unknown> },
  payments: PaymentsProvider,
  returnUrl: (carSlug: string, reservationId: string, cancelled: boolean) => string,
  now = new Date(),
): Promise<{ journey: Journey; checkoutUrl: string | null; deliveryIds: string[] }> {
  const { phone } = shopper;
  const car = await tenant.car(input.car_id);
  if (!tenant.config.features.checkoutJourney || !car || !isInStock(car) || !(Number(car.price) > 0))
    throw new JourneyRefused("not_offered");
  const answer = stepAnswerSchemas[input.step].parse(input.answer);
  const [existing] = await db
    .select()
    .from(checkoutJourneys)
    .where(
      and(
        eq(checkoutJourneys.tenant, tenant.slug),
        eq(checkoutJourneys.phone, phone),
        eq(checkoutJourneys.carId, String(car.id)),
      ),
    )
    .limit(1);
  const answers: JourneyAnswers = { ...((existing?.answers as JourneyAnswers) ?? {}), [input.step]: answer };
  if (missingBefore(input.step, answers)) throw new JourneyRefused("earlier_steps");

  const [row] = await db
    .insert(checkoutJourneys)
    .values({ tenant: tenant.slug, phone, carId: String(car.id), answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [checkoutJourneys.tenant, checkoutJourneys.phone, checkoutJourneys.carId],
      set: { answers, updatedAt: now },
    })
    .returning();
  let journeyRow = row!;
  let reservation: ReservationRow | undefined;
  let checkoutUrl: string | null = null;
  if (input.step === "review") {
    const details = answers.details!;
    const started = await startReservation(
      db,
      tenant,
      payments,
      { car_id: String(car.id), ...details },
      shopper,
      returnUrl,
      now,
    );
    reservation = started.row;
    checkoutUrl = started.row.checkoutUrl;
    [journeyRow] = (await db
      .update(checkoutJourneys)
      .set({ reservationId: reservation.id })
      .where(eq(checkoutJourneys.id, journeyRow.id))
      .returning()) as [JourneyRow];
  }
  const deliveryIds = await tellDealer(db, tenant, journeyRow, input.step, phone, car.location_id, now);
  return { journey: await toJourney(journeyRow, reservation, tenant), checkoutUrl, deliveryIds };
}

/** The dealer's lead for a saved step: what the shopper has chosen so far, on one car. */
async function tellDealer(
  db: Db,
  tenant: Tenant,
  row: JourneyRow,
  step: JourneyStep,
  phone: string,
  carLocationId: string | undefined,
  now: Date,
): Promise<string[]> {
  const answers = row.answers as JourneyAnswers;
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenant, tenant.slug), eq(contacts.phone, phone)))
    .limit(1);
  const details = answers.details;
  const trade = answers["trade-in"];
  // Only a valuation kept for this signed-in shopper carries its figure: an id alone proves nothing.
  const valuation =
    trade?.choice === "valuation"
      ? await findTradeInValuation(db, tenant.slug, trade.valuation_id, { phone })
      : undefined;
  const locations = await tenant.feed("locations");
  const delivery = answers.delivery;
  // The estimate the shopper was quoted (from the car's yard), not another yard's.
  const quoted = await deliveryOf(tenant, answers, carLocationId);
  const deliveryName = quoted
    ? `${quoted.place} ${quoted.state}${quoted.cost !== null ? `, estimate ${formatDollars(quoted.cost, tenant.config.pricing.currency)}` : ""}`
    : undefined;
  const lines = journeySummary(answers, {
    valuation: valuation && trade?.choice === "valuation" ? valuationSummary(trade.valuation_id, valuation) : undefined,
    location:
      delivery?.method === "pickup" ? locations.find((l) => String(l.id) === delivery.location_id)?.name : undefined,
    delivery: deliveryName,
  });
  const lead: SiteLead = {
    kind: "checkout-journey",
    formType: "Online Purchase",
    category: "Sales",
    first_name: details?.first_name ?? contact?.firstName ?? "Online purchase shopper",
    last_name: details?.last_name ?? contact?.lastName ?? undefined,
    email: details?.email ?? contact?.email ?? undefined,
    phone: details?.phone ?? phone,
    postcode: delivery?.method === "delivery" ? delivery.postcode : undefined,
    car_id: row.carId,
    location_id: undefined,
    dealership_id: undefined,
    comments: [`Online purchase, ${stepLabel(step)} done.`, ...lines].join("\n"),
    opt_in: false,
    page_url: undefined,
    analytics: {},
    details: { journey_id: row.id, step, answers },
  };
  // One lead per step and answer: saving a step again with the same answer tells the dealer once.
  const version = createHash("sha256").update(JSON.stringify(answers[step])).digest("hex").slice(0, 12);
  // Signed in as `phone`: the details are the owner's when the lead names that phone.
  const submitted = await submitLead(
    db,
    tenant,
    lead,
    `journey:${row.id}:${step}:${version}`,
    now,
    undefined,
    lead.phone === phone,
  );
  return submitted.deliveryIds;
}
