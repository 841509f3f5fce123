/**
 * The booking as an iCalendar file (RFC 5545) for "Add to calendar". One event, times in
 * UTC (so every calendar shows the instant in its own zone), text escaped and lines folded at 75
 * octets as the RFC requires. Small enough to be ours; the `ics` package would add its validation
 * library to the booking page's JavaScript.
 */

export interface CalendarEvent {
  /** Unique and stable for the booking, so a second download updates the same entry. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Moved or cancelled bookings count up, so calendars replace the older entry. */
  sequence?: number;
  cancelled?: boolean;
}

/** 20261205T223000Z. */
export const icsDateTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon and comma escaped, new lines as \n (RFC 5545 §3.3.11). */
export const icsText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never splitting a character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole file, CRLF line ends. */
export function calendarFile(event: CalendarEvent, productId = "-//Forecourt//Bookings//EN"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    event.location ? `LOCATION:${icsText(event.location)}` : "",
    event.description ? `DESCRIPTION:${icsText(event.description)}` : "",
    event.url ? `URL:${event.url}` : "",
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ].filter(Boolean);
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
