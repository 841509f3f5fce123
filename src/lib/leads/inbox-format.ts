import { formatZonedDateTime } from "../format/date.ts";

/** How the inbox shows a lead's age and where it stands on the response clock. */

/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function leadAge(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** "45 min", "2 h 5 min", "3 h". */
export function openTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

export interface ClockView {
  due_at: string | null;
  /** The answering yard's zone: the deadline reads on the clock the shopper was promised on. */
  time_zone: string;
  overdue: boolean;
  answered_late: boolean;
  open_minutes: number;
  first_response_at: string | null;
  /** When the clock stopped unanswered: its booking was cancelled. */
  stopped_at: string | null;
}

export type ClockTone = "overdue" | "due" | "answered" | "late" | "stopped";

/**
 * The clock in words, the one rule for the inbox's rows and the lead's page: the
 * deadline is the promise made to the shopper, on the yard's clock. "Due by Thu 3 Dec, 10:37 am
 * AEDT", "Overdue: due by …", "Answered in 45 min", "Stopped: the booking was cancelled".
 */
export function clockLabel(clock: ClockView): { text: string; tone: ClockTone } {
  if (clock.first_response_at)
    return clock.answered_late
      ? { text: `Answered late, in ${openTime(clock.open_minutes)} of opening hours`, tone: "late" }
      : { text: `Answered in ${openTime(clock.open_minutes)}`, tone: "answered" };
  if (clock.stopped_at) return { text: "Stopped: the booking was cancelled", tone: "stopped" };
  if (!clock.due_at) return { text: "No opening hours to time it by", tone: "due" };
  const due = formatZonedDateTime(new Date(clock.due_at), clock.time_zone, "weekday");
  return clock.overdue ? { text: `Overdue: due by ${due}`, tone: "overdue" } : { text: `Due by ${due}`, tone: "due" };
}
