import { isDeepStrictEqual } from "node:util";
import { stillWithinHours, type YardAvailability } from "#lib/appointments/slots.ts";
import { BOOKING_DEPARTMENT } from "#lib/appointments/yards.ts";
import { applyHoursEdits, type ContentEdits } from "#lib/content/edits.ts";
import type { Location } from "#lib/feed/location.ts";
import { addDays, locationTimeZone, zonedMoment } from "#lib/hours/zoned-time.ts";
import type { Db } from "../platform/db/client.ts";
import type { Tenant } from "../platform/tenant.ts";
import { appointmentsBetween } from "../appointments/store.ts";

export interface AffectedBooking {
  kind: "testDrive" | "service";
  location: string;
  /** The yard's calendar day and clock of the booking ("2026-12-07", "10:00"). */
  date: string;
  time: string;
}

/**
 * The upcoming bookings that the draft's new or changed special hours would leave outside
 * their yard's hours (a day closed, or hours cut short), which the live version still allows: the
 * preview lists them before the editor publishes. Read only; the bookings' own rule
 * (`stillWithinHours`) decides, as the reminder job does once it is published.
 */
export async function bookingsClosedBy(
  db: Db,
  tenant: Tenant,
  live: ContentEdits,
  draft: ContentEdits,
  now: Date,
): Promise<AffectedBooking[]> {
  const changed = draft.hours.filter((edit) => !live.hours.some((one) => isDeepStrictEqual(one, edit)));
  if (!changed.length) return [];
  const filed = (await tenant.filedFeed("locations")) as Location[];
  const before = applyHoursEdits(filed, live);
  const after = applyHoursEdits(filed, draft);
  const dates = changed.map((edit) => edit.date).sort();
  // A day either side: the days are the yards' calendar days, in their own zones.
  const from = new Date(`${addDays(dates[0]!, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(dates.at(-1)!, 2)}T00:00:00Z`);
  const yard = (locations: Location[], kind: AffectedBooking["kind"], id: string): YardAvailability | undefined => {
    const availability = tenant.config.appointments[kind];
    const location = locations.find((one) => String(one.id) === id);
    const hours = location?.departments.find((department) => department.type === BOOKING_DEPARTMENT[kind]);
    if (!availability || !location || !hours) return undefined;
    return { availability, yardId: id, hours, timeZone: locationTimeZone(location, tenant.config.timeZone) };
  };
  const affected: AffectedBooking[] = [];
  for (const row of await appointmentsBetween(db, tenant.slug, from, to)) {
    if (row.status !== "booked" || row.startsAt <= now) continue;
    if (!changed.some((edit) => edit.location_id === row.locationId)) continue;
    const was = yard(before, row.kind, row.locationId);
    const will = yard(after, row.kind, row.locationId);
    if (!was || !stillWithinHours(was, row.startsAt, row.endsAt)) continue;
    if (will && stillWithinHours(will, row.startsAt, row.endsAt)) continue;
    const { date, minutes } = zonedMoment(row.startsAt, was.timeZone);
    affected.push({
      kind: row.kind,
      location: filed.find((one) => String(one.id) === row.locationId)?.name ?? row.locationId,
      date,
      time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
    });
  }
  return affected;
}
