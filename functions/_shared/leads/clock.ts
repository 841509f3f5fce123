import type { ClockView } from "#lib/leads/inbox-format.ts";
import type { Location } from "#lib/feed/location.ts";
import { formatZonedDateTime } from "#lib/format/date.ts";
import { locationTimeZone } from "#lib/hours/zoned-time.ts";
import { responseClock } from "#lib/leads/response-clock.ts";
import { answeringHours, answeringYard } from "#lib/messages/promised-response.ts";
import type { Tenant } from "../platform/tenant.ts";

export interface LeadClockInput {
  createdAt: Date;
  category: string | null;
  locationId: string | null;
  firstResponseAt: Date | null;
  /** When its booking was cancelled (lead_events), if it was: the clock stops. */
  stoppedAt?: Date | null;
}

/**
 * The response clock of each lead, due when the shopper's acknowledgement promised an answer:
 * the same yard (answeringYard), the same department's hours, the same clock and the
 * same `leads.promisedResponseMinutes`.
 */
export async function leadClocks(tenant: Tenant, now = new Date()) {
  const locations = (await tenant.feed("locations")) as Location[];
  const { promisedResponseMinutes } = tenant.config.leads;
  return (lead: LeadClockInput): ClockView => {
    const yard = answeringYard(locations, lead.locationId, tenant.config.primaryLocationId);
    const hours = (yard && answeringHours(yard.departments, lead.category)) ?? { opening_hours: [], special_hours: [] };
    const timeZone = yard ? locationTimeZone(yard, tenant.config.timeZone) : tenant.config.timeZone;
    const clock = responseClock(hours, lead, promisedResponseMinutes, timeZone, now);
    return {
      due_at: clock.dueAt?.toISOString() ?? null,
      time_zone: timeZone,
      overdue: clock.overdue,
      answered_late: clock.answeredLate,
      open_minutes: clock.openMinutes,
      first_response_at: lead.firstResponseAt?.toISOString() ?? null,
      stopped_at: clock.stoppedAt?.toISOString() ?? null,
    };
  };
}

/** When the shopper was promised an answer, as staff messages say it ("Thu 3 Dec, 10:37 am AEDT"); null with no promise. */
export const promisedBy = (clock: Pick<ClockView, "due_at" | "time_zone">): string | null =>
  clock.due_at ? formatZonedDateTime(new Date(clock.due_at), clock.time_zone, "weekday") : null;
