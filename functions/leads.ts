import { addressKey } from "#lib/security/address-key.ts";
import { randomUUID } from "node:crypto";
import { leads } from "#lib/api/leads.ts";
import { idempotencyKeySchema } from "#lib/forms/enquiry.ts";
import { unknownChoices } from "#lib/forms/enquiry-options.ts";
import { currentSession } from "./_shared/platform/auth/session.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { followUp, inBackground } from "./_shared/platform/background.ts";
import { assignAndTellSoon } from "./_shared/leads/notifications.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { commonError, type HttpError, tooMany } from "./_shared/platform/http/errors.ts";
import { enquirySchemaFor } from "./_shared/leads/schema.ts";
import { OverLimit } from "./_shared/leads/store-lead.ts";
import { submitLead } from "./_shared/leads/submit.ts";
import { acknowledgedLead, acknowledgementMessages, prepareAcknowledgement } from "./_shared/leads/acknowledge.ts";
import { attemptMessages } from "./_shared/platform/messages/outbox.ts";
import { attemptDeliveries } from "./_shared/platform/outbox/deliver.ts";

export const config = { path: "/api/leads", method: ["POST"] };

/**
 * POST /api/leads: every enquiry kind. The lead and its outbox rows are committed first; the
 * first delivery attempt runs after the response. A repeated idempotency key answers 200 with
 * the first lead instead of 201 with a new one.
 */
export default defineFunction(
  leads,
  async (enquiry, { site, request, context, fail, reply, visit }) => {
    const tenant = await site();
    const locations = await tenant.feed("locations");
    const unknown = unknownChoices(enquiry, locations);
    if (Object.keys(unknown).length) throw commonError("validation", undefined, { fields: unknown });
    const headerKey = request.headers.get("idempotency-key");
    const key =
      enquiry.idempotency_key ??
      (headerKey && idempotencyKeySchema.safeParse(headerKey).success ? headerKey : randomUUID());

    const db = await getDb().catch(leadFailed(fail));
    // Signed in as the phone the lead gives: the owner's own details (anyone else's lead
    // never overwrites a verified contact's name and email).
    const session = await currentSession(db, request, tenant.slug).catch(leadFailed(fail));
    const fromOwner = session?.phone === enquiry.phone;
    const now = new Date();
    // The shopper's acknowledgement is made now and queued with the lead, in its statement.
    const acknowledged = acknowledgedLead(enquiry);
    const acknowledgement = await prepareAcknowledgement(db, tenant, acknowledged, now).catch((error: unknown) => {
      console.error(`[messages] ${tenant.slug}: could not make a lead's acknowledgement (the lead is taken):`, error);
      return {};
    });
    // One statement stores the lead with its contact, deliveries, acknowledgement and event, the
    // deliveries and acknowledgement already held by this request: its attempt after the answer
    // needs no claim, and the scheduled outbox takes them when the lease runs out if it dies.
    const submitted = await submitLead(db, tenant, enquiry, key, now, undefined, fromOwner, {
      // The per-address limit, counted first: over it, nothing is stored.
      limit: {
        key: `lead-ip:${addressKey(clientIp(request, context))}`,
        max: tenant.config.leads.perIpHourlyLimit,
        windowSeconds: 3600,
      },
      leased: true,
      source: visit(),
      messages: (leadId) => acknowledgementMessages(tenant, leadId, acknowledgement, fromOwner),
      event: (leadId) => ({
        id: 4,
        name: "lead_submitted",
        payload: {
          form_type: acknowledged.formType,
          lead_id: leadId,
          ...(enquiry.car_id ? { car_id: enquiry.car_id } : {}),
        },
        page_url: enquiry.page_url,
      }),
    }).catch((error: unknown) => {
      if (error instanceof OverLimit)
        throw tooMany(error.retryAfterSeconds, { code: "too_many_enquiries", ...leads.errors.too_many_enquiries });
      return leadFailed(fail)(error);
    });
    if (submitted.lead.heldReason) {
      console.warn(
        `[leads] ${tenant.slug}: lead ${submitted.lead.id} held back from the CRM (${submitted.lead.heldReason}); review with npm run outbox -- held`,
      );
    } else if (submitted.created) {
      followUp(context, "lead delivery", () =>
        Promise.all([
          attemptDeliveries(db, submitted.deliveries, { lead: submitted.lead }),
          attemptMessages(db, submitted.messages),
        ]),
      );
      // Its salesperson hears of it at once, not at the next scheduled sweep.
      inBackground(context, "lead assignment", () => assignAndTellSoon(db, tenant));
    } else {
      console.log(
        `[leads] ${tenant.slug}: repeat of idempotency key from ${clientIp(request, context)}, lead ${submitted.lead.id}`,
      );
    }
    const { lead } = submitted;
    return reply(
      {
        lead: { id: lead.id, type: lead.formType, category: lead.category, created_at: lead.createdAt.toISOString() },
        created: submitted.created,
      },
      { status: submitted.created ? 201 : 200 },
    );
  },
  // The tenant's own options (its locations, required fields) decide what a valid enquiry is.
  { request: async ({ site }) => enquirySchemaFor(await site()) },
);

/** The database is unreachable: the shopper is told plainly, and nothing half-done is left behind (one statement). */
const leadFailed =
  (fail: (code: "lead_failed") => HttpError) =>
  (error: unknown): never => {
    console.error("[leads] could not store a lead:", error);
    throw fail("lead_failed");
  };
