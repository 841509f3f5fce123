import { formatZonedDateTime } from "../format/date.ts";

/** How the inbox shows a lead's age and where it stands on the response clock (issue 38). */

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
  overdue: boolean;
  answered_late: boolean;
  open_minutes: number;
  first_response_at: string | null;
}

export type ClockTone = "overdue" | "due" | "answered" | "late";

/** The clock in words, on the dealer's clock: "Overdue by 35 min", "Due by Thu 3 Dec, 11:00 am AEDT", "Answered in 45 min". */
export function clockLabel(
  clock: ClockView,
  overdueMinutes: number,
  timeZone: string,
): { text: string; tone: ClockTone } {
  if (clock.first_response_at)
    return clock.answered_late
      ? { text: `Answered late, in ${openTime(clock.open_minutes)} of opening hours`, tone: "late" }
      : { text: `Answered in ${openTime(clock.open_minutes)}`, tone: "answered" };
  if (clock.overdue) return { text: `Overdue by ${openTime(clock.open_minutes - overdueMinutes)}`, tone: "overdue" };
  if (!clock.due_at) return { text: "No opening hours to time it by", tone: "due" };
  return { text: `Due by ${formatZonedDateTime(new Date(clock.due_at), timeZone, "weekday")}`, tone: "due" };
}
