import { type Enquiry, HONEYPOT_FIELD } from "#lib/forms/enquiry.ts";
import { storedEnquiryType } from "#lib/forms/enquiry-kinds.ts";
import { storedOptIn } from "#lib/forms/marketing-opt-in.ts";
import type { Car } from "#lib/feed/car.ts";
import { verifiedFacts } from "#lib/leads/verified.ts";
import { type ValuationRecord, valuationSummary } from "#lib/trade-in/valuation-record.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { leadDeliveries } from "../platform/db/schema.ts";
import type { LeadVehicle } from "../platform/providers/crm/lead-payload.ts";
import type { Tenant } from "../platform/tenant.ts";
import { findTradeInValuation } from "../trade-in/valuations.ts";
import { deliveryRows, type Submitted, storeLead, type WithLead } from "./store-lead.ts";

const withoutProviderResponse = ({ providerResponse: _, ...record }: ValuationRecord) => record;

export type { Lead } from "./store-lead.ts";

/**
 * A lead the site records itself rather than a form (a spin-to-win prize): its own kind and the
 * form type the dealer's CRM sees; name and email only where the dealer already knows them.
 */
export type SiteLead = Omit<Enquiry, "kind" | "email" | "last_name"> & {
  kind: string;
  formType: string;
  email?: string;
  last_name?: string;
};

/** Why a lead is kept back from the CRM, or null: a filled honeypot means a bot (or, rarely, an over-eager autofill). */
function heldReasonOf(enquiry: Pick<Enquiry, typeof HONEYPOT_FIELD>): string | null {
  return enquiry[HONEYPOT_FIELD]?.trim() ? "honeypot" : null;
}

function toLeadVehicle(car: Car, siteUrl: string): LeadVehicle {
  return {
    id: String(car.id),
    name: car.name,
    year: car.year ?? undefined,
    make: car.make,
    model: car.model,
    badge: car.badge ?? undefined,
    vin: car.vin ?? undefined,
    stock_number: car.stocknum ?? undefined,
    price: car.price ?? undefined,
    condition: car.car_type ?? undefined,
    status: car.status ?? undefined,
    url: car.slug ? new URL(`/cars/${car.slug}`, siteUrl).href : undefined,
  };
}

/**
 * Commits the lead, its contact, one outbox row per destination and what `withLead` asks for, in
 * one statement, before anything is sent: once this returns, the lead cannot be lost. A repeat of
 * an idempotency key returns the first lead and creates nothing. Given `within`, it runs in the
 * caller's transaction (a spin and its lead are committed together or not at all). `fromOwner`:
 * the shopper is signed in as the lead's phone, so their name and email may update a verified
 * contact.
 */
export async function submitLead(
  db: Db,
  tenant: Tenant,
  enquiry: Enquiry | SiteLead,
  idempotencyKey: string,
  now = new Date(),
  within?: Tx,
  fromOwner = false,
  withLead: WithLead = {},
): Promise<Submitted> {
  const car = enquiry.car_id ? await tenant.car(enquiry.car_id) : undefined;
  const type =
    "formType" in enquiry
      ? { formType: enquiry.formType, category: enquiry.category }
      : storedEnquiryType(enquiry.kind, enquiry.category);
  // The trade-in valuation this shopper got here (its token says so), as we stored it: never a figure from the browser.
  const valuation =
    enquiry.valuation_id &&
    (await findTradeInValuation(db, tenant.slug, enquiry.valuation_id, { token: enquiry.valuation_token }));
  const valuationText = valuation ? valuationSummary(enquiry.valuation_id!, valuation) : undefined;
  return storeLead(
    within ?? db,
    tenant,
    {
      tenant: tenant.slug,
      idempotencyKey,
      kind: enquiry.kind,
      formType: type.formType,
      category: type.category ?? null,
      firstName: enquiry.first_name,
      lastName: enquiry.last_name,
      email: enquiry.email,
      phone: enquiry.phone,
      postcode: enquiry.postcode ?? null,
      comments: enquiry.comments || null,
      verified: verifiedFacts({ phoneProven: fromOwner, valuation: valuationText, booking: withLead.booking }),
      carId: enquiry.car_id ?? null,
      car: car ? toLeadVehicle(car, tenant.config.siteUrl) : null,
      locationId: enquiry.location_id ?? car?.location_id ?? null,
      dealershipId: enquiry.dealership_id ?? car?.dealership_id ?? null,
      ...storedOptIn(enquiry.opt_in, { siteLead: "formType" in enquiry }),
      details: valuation
        ? { ...enquiry.details, valuation: { id: enquiry.valuation_id, ...withoutProviderResponse(valuation) } }
        : enquiry.details,
      pageUrl: enquiry.page_url ?? null,
      analytics: enquiry.analytics,
      source: withLead.source ?? null,
      heldReason: heldReasonOf(enquiry),
      createdAt: now,
    },
    {
      phone: enquiry.phone,
      firstName: enquiry.first_name,
      lastName: enquiry.last_name,
      email: enquiry.email,
      fromOwner,
    },
    withLead,
  );
}

/** One outbox row per destination of the tenant; the idempotency key makes a second queueing of a lead a no-op. */
export async function queueDeliveries(
  tx: Pick<Db, "insert">,
  tenant: Pick<Tenant, "slug" | "config">,
  leadId: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await tx
    .insert(leadDeliveries)
    .values(deliveryRows(tenant, leadId, now))
    .onConflictDoNothing()
    .returning({ id: leadDeliveries.id });
  return rows.map((r) => r.id);
}
