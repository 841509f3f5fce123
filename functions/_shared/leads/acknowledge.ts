import { and, desc, eq } from "drizzle-orm";
import { locationTimeZone } from "#lib/hours/zoned-time.ts";
import type { Enquiry } from "#lib/forms/enquiry.ts";
import { storedEnquiryType } from "#lib/forms/enquiry-kinds.ts";
import { isAustralianMobile } from "#lib/messages/content.ts";
import { answeringHours, answeringYard, promisedResponse } from "#lib/messages/promised-response.ts";
import type { StockChangeFields } from "#lib/inventory/stock-change.ts";
import { hitRateLimit } from "../platform/auth/rate-limit.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { stockChanges } from "../platform/db/schema.ts";
import type { Tenant } from "../platform/tenant.ts";
import {
  type LimitedMessage,
  overHourlyLimit,
  queueMessages,
  type QueuedMessage,
} from "../platform/messages/outbox.ts";
import { type ComposedMessage, composeMessage, outboxMessages } from "../platform/messages/queue.ts";
import { messageCar, messageSender } from "../platform/messages/sender.ts";

/**
 * Every lead the site takes from a shopper is acknowledged by email (and by SMS where the
 * dealer turns that on and the shopper gave an Australian mobile), queued in the transaction that
 * stores the lead. The message is made before that transaction (the car, its live price, the
 * promised time; the outbox renders it when it sends it) and queued inside it only when the lead
 * is new and not held back as spam; a refused lead never reaches either step.
 */

/** What an acknowledgement needs from a lead. */
export interface AcknowledgedLead {
  kind: string;
  formType: string;
  category?: string | null;
  firstName: string | null;
  email?: string | null;
  phone?: string | null;
  carId?: string | null;
  locationId?: string | null;
}

/** An enquiry from a form, as its lead will be stored. */
export function acknowledgedLead(enquiry: Enquiry): AcknowledgedLead {
  const { formType, category } = storedEnquiryType(enquiry.kind, enquiry.category);
  return {
    kind: enquiry.kind,
    formType,
    category,
    firstName: enquiry.first_name,
    email: enquiry.email,
    phone: enquiry.phone,
    carId: enquiry.car_id,
    locationId: enquiry.location_id,
  };
}

/** A lead as stored (a held lead being released). */
export function acknowledgedStoredLead(lead: {
  kind: string;
  formType: string;
  category: string | null;
  firstName: string;
  email: string | null;
  phone: string | null;
  carId: string | null;
  locationId: string | null;
}): AcknowledgedLead {
  const { kind, formType, category, firstName, email, phone, carId, locationId } = lead;
  return { kind, formType, category, firstName, email, phone, carId, locationId };
}

/** The acknowledgement made (`shopper-enquiry-received`), and whom it goes to; nothing where none is sent. */
export interface PreparedAcknowledgement {
  message?: ComposedMessage<"shopper-enquiry-received">;
  email?: string;
  phone?: string;
}

/** The car's latest price from the stock hook, as its page shows it over the feed's (the newest change naming a price). */
async function livePrice(db: Db, tenant: Tenant, carId: string): Promise<number | null | undefined> {
  const rows = await db
    .select({ change: stockChanges.change, receivedAt: stockChanges.receivedAt })
    .from(stockChanges)
    .where(and(eq(stockChanges.tenant, tenant.slug), eq(stockChanges.carId, carId)))
    .orderBy(desc(stockChanges.receivedAt), desc(stockChanges.id))
    .limit(20);
  const feedTime = await tenant.feedTime();
  const changes = rows.filter((row) => row.receivedAt > feedTime).map((row) => row.change as StockChangeFields);
  return changes.find((change) => change.price !== undefined)?.price;
}

/** The acknowledgement of `lead` as received at `now`, composed (the outbox renders it); nothing where the dealer turned acknowledgements off. */
export async function prepareAcknowledgement(
  db: Db,
  tenant: Tenant,
  lead: AcknowledgedLead,
  now = new Date(),
): Promise<PreparedAcknowledgement> {
  const { messages, leads } = tenant.config;
  if (!messages.acknowledgements) return {};
  const wantsSms = messages.smsAcknowledgements && isAustralianMobile(lead.phone);
  if (!lead.email && !wantsSms) return {};
  const car = lead.carId ? await tenant.car(lead.carId) : undefined;
  const yard = answeringYard(
    await tenant.feed("locations"),
    lead.locationId ?? car?.location_id,
    tenant.config.primaryLocationId,
  );
  const timeZone = yard ? locationTimeZone(yard, tenant.config.timeZone) : tenant.config.timeZone;
  const hours = yard ? answeringHours(yard.departments, lead.category) : undefined;
  const sender = messageSender(tenant, yard);
  const message = composeMessage("shopper-enquiry-received", {
    kind: lead.kind,
    formType: lead.formType,
    firstName: lead.firstName,
    car: car ? messageCar(tenant, car, await livePrice(db, tenant, String(car.id))) : undefined,
    promise: hours ? promisedResponse(hours, now, timeZone, leads.promisedResponseMinutes) : undefined,
    receivedAt: now,
    timeZone,
    sender,
    settings: messages,
  });
  return { message, email: lead.email ?? undefined, phone: wantsSms ? lead.phone! : undefined };
}

const HOUR = 3600;

/**
 * The rows of a prepared acknowledgement for the lead `leadId`, each with the hourly limit it
 * counts against: at most `messages.perRecipientHourlyLimit` an hour to one address and one phone
 * (the lead is taken either way; only its acknowledgement is left out). Both count against the
 * recipient's daily cap across dealers when they are sent, but for a text to the phone the
 * shopper is signed in with (`phoneSignedIn`), which is proven theirs.
 */
export function acknowledgementMessages(
  tenant: Tenant,
  leadId: string,
  prepared: PreparedAcknowledgement,
  phoneSignedIn = false,
): LimitedMessage[] {
  if (!prepared.message) return [];
  const hourly = { max: tenant.config.messages.perRecipientHourlyLimit, windowSeconds: HOUR };
  const queued = outboxMessages(tenant, prepared.message, {
    leadId,
    key: `${leadId}:acknowledgement`,
    to: { email: prepared.email, sms: prepared.phone },
    capped: { sms: !phoneSignedIn },
  });
  return queued.map((message) => ({
    ...message,
    limit: {
      key:
        message.message.channel === "email"
          ? `ack-email:${message.message.to.toLowerCase()}`
          : `ack-sms:${message.message.to}`,
      ...hourly,
    },
  }));
}

/** Queues a prepared acknowledgement for the stored lead in the caller's transaction; returns the ids of the messages queued. */
export async function queueAcknowledgement(
  tx: Db | Tx,
  tenant: Tenant,
  leadId: string,
  prepared: PreparedAcknowledgement,
  now = new Date(),
  phoneSignedIn = false,
): Promise<string[]> {
  const queued: QueuedMessage[] = [];
  for (const { limit, ...message } of acknowledgementMessages(tenant, leadId, prepared, phoneSignedIn)) {
    if ((await hitRateLimit(tx, tenant.slug, limit!.key, limit!, now)).ok) queued.push(message);
    else overHourlyLimit(message);
  }
  return queueMessages(tx, queued, now);
}
