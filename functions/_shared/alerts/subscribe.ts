import type { z } from "zod";
import { ALERT_MESSAGES, type alertsSubscribe } from "#lib/api/alerts.ts";
import type { ErrorCode } from "#lib/api/contract.ts";
import { ALERT_CONSENT_VERSION, alertConsentWording, type ConsentRecord } from "#lib/alerts/consent.ts";
import { describeSearch, savedSearchOf } from "#lib/alerts/saved-search.ts";
import type { Car } from "#lib/feed/car.ts";
import { fillWording } from "#lib/messages/content.ts";
import { recipientKey } from "#lib/messages/recipient-cap.ts";
import { searchDocuments } from "#lib/search/availability.ts";
import { type FacetValues, facetValuesOf } from "#lib/search/facet-values.ts";
import { REFINEMENT_ATTRIBUTES } from "#lib/search/url-state.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { addressKey } from "#lib/security/address-key.ts";
import { hitRateLimit } from "../platform/auth/rate-limit.ts";
import type { Session } from "../platform/auth/session.ts";
import type { Db } from "../platform/db/client.ts";
import type { HttpError } from "../platform/http/errors.ts";
import { queueMessage } from "../platform/messages/queue.ts";
import { messageCar, messageSender } from "../platform/messages/sender.ts";
import type { Tenant } from "../platform/tenant.ts";
import { alertLinkToken, alertLinkUrl } from "./links.ts";
import { type AlertRow, storeAlert } from "./store.ts";

type Request = z.output<typeof alertsSubscribe.request>;
type Fail = (code: ErrorCode<typeof alertsSubscribe>) => HttpError;

/** Alert requests from one client address an hour: enough for a shopper, too few to fill a list. */
const PER_ADDRESS_HOURLY = 10;
/** Confirmation emails to one address a day from one dealer: a stranger cannot flood someone's inbox with them. */
const CONFIRMATIONS_PER_RECIPIENT_DAILY = 3;

export interface Subscribed {
  status: "confirm_email" | "active";
  message: string;
  /** Messages to send after the answer (the confirmation email). */
  messageIds: string[];
}

/**
 * A shopper asks for an alert. SMS goes only to the phone the shopper is signed in with,
 * and starts at once; email starts unconfirmed and gets one confirmation email (double opt-in).
 * The answer is the same whether the address already had this alert, had confirmed it, or hit its
 * confirmation cap, so nobody can learn who is subscribed.
 */
export async function subscribe(
  db: Db,
  tenant: Tenant,
  input: Request,
  who: { address: string; session: Session | null },
  fail: Fail,
  now = new Date(),
): Promise<Subscribed> {
  const perAddress = await hitRateLimit(
    db,
    tenant.slug,
    `alert-ip:${addressKey(who.address)}`,
    {
      max: PER_ADDRESS_HOURLY,
      windowSeconds: 3600,
    },
    now,
  );
  if (!perAddress.ok) throw fail("too_many_alerts");
  if (input.consent_version !== ALERT_CONSENT_VERSION) throw fail("stale_consent");
  if (input.channel === "sms" && !tenant.config.messages.smsAlerts) throw fail("no_sms_alerts");
  if (input.channel === "sms" && !who.session) throw fail("sign_in_for_sms");
  const car = input.kind === "car" ? await tenant.car(input.car_id!) : undefined;
  if (input.kind === "car" && !car) throw fail("not_found");
  const search = input.kind === "search" ? savedSearchOf(input.search!) : undefined;
  if (input.kind === "search" && !search) throw fail("search_required");

  const { config } = tenant;
  const item = config.itemLabel;
  const consent: ConsentRecord = {
    wording: alertConsentWording({ kind: input.kind, dealer: config.name, item }),
    version: ALERT_CONSENT_VERSION,
    at: now.toISOString(),
    page_url: input.page_url ?? null,
    address: who.address,
    signed_in_phone: who.session?.phone ?? null,
    confirmed_at: null,
  };
  const bySms = input.channel === "sms";
  const alert = await storeAlert(
    db,
    {
      tenant: tenant.slug,
      kind: input.kind,
      carId: car ? String(car.id) : null,
      search: search ?? null,
      channel: input.channel,
      recipient: bySms ? who.session!.phone : input.email!.toLowerCase(),
      frequency: input.frequency,
      // The signed-in phone is proven by its sign-in code: no second confirmation.
      status: bySms ? "active" : "unconfirmed",
      consent,
      confirmedAt: bySms ? now : null,
    },
    now,
  );
  if (bySms) return { status: "active", message: ALERT_MESSAGES.active, messageIds: [] };
  const messageIds = await queueConfirmation(db, tenant, alert, car, now);
  return { status: "confirm_email", message: ALERT_MESSAGES.confirmEmail, messageIds };
}

/** Each dealer's facet values as its stock has them now, worked out once per feed read. */
const facetValuesByFeed = new WeakMap<readonly Car[], FacetValues>();
async function stockFacetValues(tenant: Tenant, now: Date): Promise<FacetValues> {
  const cars = await tenant.feed("cars");
  let known = facetValuesByFeed.get(cars);
  if (!known) {
    const documents = searchDocuments(cars, tenant.config, feedNow(tenant.config, now), {
      locations: await tenant.feed("locations"),
    });
    known = facetValuesOf(documents, REFINEMENT_ATTRIBUTES);
    facetValuesByFeed.set(cars, known);
  }
  return known;
}

/**
 * The confirmation email, queued for every email request, whether the alert is new, unconfirmed,
 * on already or over its address's daily cap: the same statements each time (the cap counted, one
 * row inserted), and nothing rendered here (the outbox renders it when it sends it), so an
 * answer's time does not tell whether an address is subscribed. One that is not to be sent is
 * recorded as skipped, with why.
 */
async function queueConfirmation(
  db: Db,
  tenant: Tenant,
  alert: AlertRow,
  car: Awaited<ReturnType<Tenant["car"]>>,
  now: Date,
): Promise<string[]> {
  const capped = await hitRateLimit(
    db,
    tenant.slug,
    `alert-confirm:${recipientKey("email", alert.recipient)}`,
    {
      max: CONFIRMATIONS_PER_RECIPIENT_DAILY,
      windowSeconds: 86_400,
    },
    now,
  );
  const { config } = tenant;
  const sender = messageSender(tenant);
  // Nothing the requester typed: the search by the filters the dealer's stock has, never its words.
  const searchText = alert.search
    ? describeSearch(alert.search, { known: await stockFacetValues(tenant, now), currency: config.pricing.currency })
    : undefined;
  const data = {
    kind: alert.kind,
    car: car ? messageCar(tenant, car) : undefined,
    searchText: searchText || undefined,
    item: config.itemLabel,
    confirmUrl: alertLinkUrl(config.siteUrl, "confirm", alertLinkToken("confirm", tenant.slug, alert.id)),
    sender,
    signOff: fillWording(config.messages.signOff, { dealer: sender.name }),
    at: now,
    timeZone: config.timeZone,
  };
  const skipped =
    alert.status !== "unconfirmed"
      ? "not sent: the alert is on already"
      : !capped.ok
        ? `not sent: the address's cap of ${CONFIRMATIONS_PER_RECIPIENT_DAILY} confirmations a day`
        : undefined;
  return queueMessage(
    db,
    tenant,
    "shopper-alert-confirm",
    data,
    {
      leadId: null,
      // One confirmation an hour per alert, however often it is asked for.
      key: () => `alert:${alert.id}:confirm:${Math.floor(now.getTime() / 3_600_000)}`,
      to: { email: alert.recipient },
      skipped,
    },
    now,
  );
}
