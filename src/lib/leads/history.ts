/**
 * What happens to a lead after it arrives, apart from the console's own work on it (its
 * status, notes and assignee). A booking is one lead: moving or cancelling it adds to that lead's
 * history (and tells the dealer's CRM as an update of it), never a new lead; a cancellation stops
 * its response clock.
 */
export const LEAD_EVENT_KINDS = ["booked", "moved", "cancelled", "needs-new-time"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A booking's time, on its yard's clock, as a lead event records it. */
export interface BookingTime {
  starts_at: string;
  date: string;
  time: string;
  time_zone: string;
}

export interface LeadEventLike {
  kind: string;
  createdAt: Date;
  details: unknown;
}

const bookingTime = (details: unknown): BookingTime | undefined => {
  const time = details as Partial<BookingTime> | null;
  return time?.starts_at && time.date && time.time && time.time_zone ? (time as BookingTime) : undefined;
};

/** The booking a lead stands for now, from its history in time order: its latest time, and whether it was cancelled. */
export function bookingNow(
  events: readonly LeadEventLike[],
): (BookingTime & { status: "booked" | "cancelled"; moved: boolean }) | null {
  let now: BookingTime | undefined;
  let moved = false;
  let cancelled = false;
  for (const event of events) {
    if (event.kind === "booked" || event.kind === "moved") now = bookingTime(event.details) ?? now;
    if (event.kind === "moved") moved = true;
    if (event.kind === "cancelled") cancelled = true;
  }
  return now ? { ...now, status: cancelled ? "cancelled" : "booked", moved } : null;
}

/** The kinds of event that stop a lead's response clock: a cancelled booking leaves no one to call back. */
export const STOPS_CLOCK: readonly LeadEventKind[] = ["cancelled"];

/** When a lead's clock stopped: its first event that stops it, if any. */
export function clockStoppedAt(events: readonly LeadEventLike[]): Date | undefined {
  return events.find((event) => (STOPS_CLOCK as readonly string[]).includes(event.kind))?.createdAt;
}
