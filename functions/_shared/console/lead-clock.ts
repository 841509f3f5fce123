import type { Location } from "../../../src/lib/feed/location.ts";
import { locationTimeZone } from "../../../src/lib/hours/zoned-time.ts";
import { responseClock } from "../../../src/lib/leads/response-clock.ts";
import { answeringHours } from "../../../src/lib/messages/promised-response.ts";
import type { Tenant } from "../tenant.ts";

export interface LeadClockInput {
  createdAt: Date;
  category: string | null;
  locationId: string | null;
  firstResponseAt: Date | null;
}

/**
 * The response clock of each lead on its own location's hours and clock (the dealer's primary
 * location, or its first, when the lead names none or one that has gone), counted as the
 * acknowledgement's promise is (issue 39), against the console's `leads.overdueMinutes`.
 */
export async function leadClocks(tenant: Tenant, now = new Date()) {
  const locations = (await tenant.feed("locations")) as Location[];
  const fallback = locations.find((location) => location.primary) ?? locations[0];
  const overdueMinutes = tenant.config.leads.overdueMinutes;
  return (lead: LeadClockInput) => {
    const location = locations.find((candidate) => String(candidate.id) === lead.locationId) ?? fallback;
    // The hours of the department that answers it (service for a service lead…), as the shopper's promise counts.
    const hours = (location && answeringHours(location.departments, lead.category)) ?? {
      opening_hours: [],
      special_hours: [],
    };
    const timeZone = location ? locationTimeZone(location, tenant.config.timeZone) : tenant.config.timeZone;
    const clock = responseClock(hours, lead, overdueMinutes, timeZone, now);
    return {
      due_at: clock.dueAt?.toISOString() ?? null,
      overdue: clock.overdue,
      answered_late: clock.answeredLate,
      open_minutes: clock.openMinutes,
      first_response_at: lead.firstResponseAt?.toISOString() ?? null,
    };
  };
}
