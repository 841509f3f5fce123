import { eq } from "drizzle-orm";
import { BOOKING_MESSAGES, type BookingNews } from "#lib/messages/catalogue/by-event.ts";
import { bookingEvent } from "#lib/appointments/calendar.ts";
import { calendarFile } from "#lib/appointments/ics.ts";
import { manageLink } from "#lib/appointments/manage.ts";
import { bookingYards } from "#lib/appointments/yards.ts";
import { sameModelQuery } from "#lib/search/url-state.ts";
import type { Location } from "#lib/feed/location.ts";
import { fillWording } from "#lib/messages/content.ts";
import type { Tx } from "../platform/db/client.ts";
import { leads } from "../platform/db/schema.ts";
import { hitRateLimit } from "../platform/auth/rate-limit.ts";
import { queueMessage } from "../platform/messages/queue.ts";
import { messageCar, messageSender } from "../platform/messages/sender.ts";
import { mapUrl } from "#lib/locations/location-info.ts";
import type { Tenant } from "../platform/tenant.ts";
import { bookedText, manageToken } from "./book.ts";
import { type AppointmentRow, addManageLink } from "./store.ts";

export interface BookingMessageOptions {
  /** Unique per booking and news: the message's key (`<booking id>:<key>:email`), so it is sent once. */
  key: string;
  /**
   * The move-or-cancel link's token, where the request has it (booking, moving, cancelling). Without
   * it, a message about a booking that stands gets a link of its own (queueBookingMessage).
   */
  token?: string;
  /** A reminder's hours before. */
  hoursBefore?: number;
  /** How many times the calendar entry changed (a moved or cancelled booking replaces the older one). */
  sequence?: number;
  /**
   * Text it too, where the shopper asked for texts (`sms_reminders`): reminders, and changes the
   * shopper did not make themselves (a sold car, a closed day, staff moving or cancelling).
   */
  sms?: boolean;
}

/** The search page for a car's make and model: where a shopper whose car was sold finds similar ones. */
const similarSearch = (siteUrl: string, car: { make?: string; model?: string }) =>
  new URL(`/search/new-used-and-demo-cars${sameModelQuery(car)}`, siteUrl).href;

/**
 * Queues the shopper's email about their booking in the caller's transaction (a booking,
 * move or cancel that rolls back sends nothing), with the booking's calendar entry attached
 * (.ics: a moved one replaces the older entry, a cancelled one removes it). Returns the ids queued.
 */
export async function queueBookingMessage(
  tx: Tx,
  tenant: Tenant,
  row: AppointmentRow,
  news: BookingNews,
  options: BookingMessageOptions,
  now: Date,
): Promise<string[]> {
  const { config } = tenant;
  const locations = (await tenant.feed("locations")) as Location[];
  const yard = bookingYards(row.kind, locations, config.timeZone).find((candidate) => candidate.id === row.locationId);
  const location = locations.find((candidate) => String(candidate.id) === row.locationId);
  if (!yard) return []; // the yard left the feed: the dealer's lead about it still goes
  const [lead] = row.leadId
    ? await tx.select({ firstName: leads.firstName }).from(leads).where(eq(leads.id, row.leadId))
    : [];
  const car = row.carId ? await tenant.car(row.carId) : undefined;
  const sender = messageSender(tenant, location);
  // A message the shopper's link did not prompt (a reminder, a closed day, a move by
  // staff) carries a link of its own: a fresh token, only its hash kept, once the message is queued.
  const fresh = !options.token && news !== "cancelled" && news !== "car-sold" ? manageToken() : undefined;
  const token = options.token ?? fresh?.token;
  const manageUrl = token ? new URL(manageLink(token), config.siteUrl).href : undefined;
  const { date, time } = bookedText(row.startsAt, yard.timeZone);
  const data = {
    kind: row.kind,
    firstName: lead?.firstName,
    carName: car?.name,
    date,
    time,
    timeZone: yard.timeZone,
    yard,
    // The car (its photo, price and page) and the yard on a map.
    car: car ? messageCar(tenant, car) : undefined,
    mapUrl: location ? mapUrl(location) : undefined,
    manageUrl,
    hoursBefore: options.hoursBefore,
    similarUrl: news === "car-sold" && car ? similarSearch(config.siteUrl, car) : undefined,
    sender,
    signOff: fillWording(config.messages.signOff, { dealer: sender.name }),
  };
  const event = bookingEvent(
    { id: row.id, kind: row.kind, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() },
    {
      yardName: yard.name,
      address: yard.address,
      host: new URL(config.siteUrl).hostname,
      manageUrl: manageUrl ?? new URL("/", config.siteUrl).href,
      carName: car?.name,
    },
    now,
    { sequence: options.sequence, cancelled: news === "cancelled" || news === "car-sold" },
  );
  const text = options.sms && row.smsReminders && (await textAllowed(tx, tenant, row.phone, now));
  const ids = await queueMessage(
    tx,
    tenant,
    BOOKING_MESSAGES[news],
    data,
    {
      leadId: row.leadId,
      key: `${row.id}:${options.key}`,
      to: { email: row.email, sms: text ? row.phone : undefined },
      // A closed day changes nothing in the shopper's calendar until the booking is moved.
      attachments:
        news === "closed-day"
          ? []
          : [
              {
                name: news === "cancelled" || news === "car-sold" ? "cancelled-booking.ics" : "booking.ics",
                contentType: "text/calendar; charset=utf-8",
                content: Buffer.from(calendarFile(event)).toString("base64"),
              },
            ],
    },
    now,
  );
  // Queued before (a second run of the reminders): the message holds its own link, this one unsent.
  if (fresh && ids.length) await addManageLink(tx, row, fresh.hash);
  return ids;
}

/**
 * One phone gets at most `messages.perRecipientHourlyLimit` booking texts an hour, whatever
 * bookings name it: a stranger who books with someone else's number cannot make it a pager.
 */
async function textAllowed(tx: Tx, tenant: Tenant, phone: string, now: Date): Promise<boolean> {
  const limit = { max: tenant.config.messages.perRecipientHourlyLimit, windowSeconds: 3600 };
  const within = await hitRateLimit(tx, tenant.slug, `booking-sms:${phone}`, limit, now);
  if (!within.ok) console.warn(`[messages] ${tenant.slug}: a booking text not sent: the phone's hourly cap`);
  return within.ok;
}

/**
 * The calendar entry's SEQUENCE for a change now (RFC 5545: a later version has a higher one):
 * seconds since the booking was made, which only grows, so a move or cancel replaces what the
 * shopper's calendar holds without our keeping a count.
 */
export const calendarSequence = (row: Pick<AppointmentRow, "createdAt">, now: Date): number =>
  Math.max(1, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000));
