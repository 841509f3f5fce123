import { describe, expect, it } from "vitest";
import { calendarFile, foldLine, icsDateTime, icsText } from "./ics.ts";

const event = {
  uid: "7c1d3f0e-0000-4000-8000-000000000001@bayside-ford.forecourt",
  start: new Date("2026-12-04T23:30:00.000Z"),
  end: new Date("2026-12-05T00:00:00.000Z"),
  stamp: new Date("2026-11-28T10:00:00.000Z"),
  summary: "Test drive: 2024 Ford Ranger, Bayside Ford",
  location: "Bayside Ford, 1105 Nepean Highway, Moorabbin VIC 3189",
  description:
    "Bring your driver's licence.\nMove or cancel: https://www.baysideford.example/appointments/manage#token=abc",
  url: "https://www.baysideford.example/appointments/manage#token=abc",
};

/** Unfolds and splits a file into its properties, as a calendar reads it (RFC 5545 §3.1). */
const properties = (file: string) =>
  file
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const);

describe("the booking as an iCalendar file (RFC 5545)", () => {
  it("is one confirmed event at the booked instant, in UTC, with CRLF line ends", () => {
    const file = calendarFile(event);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toContain("\n");
    const props = properties(file);
    expect(props[0]).toEqual(["BEGIN", "VCALENDAR"]);
    expect(props.at(-1)).toEqual(["END", "VCALENDAR"]);
    expect(Object.fromEntries(props.filter(([name]) => name !== "BEGIN" && name !== "END"))).toMatchObject({
      VERSION: "2.0",
      METHOD: "PUBLISH",
      UID: event.uid,
      DTSTART: "20261204T233000Z",
      DTEND: "20261205T000000Z",
      DTSTAMP: "20261128T100000Z",
      SUMMARY: "Test drive: 2024 Ford Ranger\\, Bayside Ford",
      LOCATION: "Bayside Ford\\, 1105 Nepean Highway\\, Moorabbin VIC 3189",
      STATUS: "CONFIRMED",
      URL: event.url,
    });
  });

  it("folds every line at 75 octets without splitting a character", () => {
    const file = calendarFile({ ...event, description: `${"Café ☕ ".repeat(30)}end` });
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const description = properties(file).find(([name]) => name === "DESCRIPTION")![1];
    expect(description).toBe(`${"Café ☕ ".repeat(30)}end`);
    expect(foldLine("short")).toBe("short");
  });

  it.each([
    ["a;b,c\\d", "a\\;b\\,c\\\\d"],
    ["line one\nline two", "line one\\nline two"],
    ["windows\r\nbreak", "windows\\nbreak"],
  ])("escapes the text %j", (text, escaped) => {
    expect(icsText(text)).toBe(escaped);
  });

  it("a cancelled booking is a CANCEL of the same event with a higher sequence", () => {
    const props = Object.fromEntries(properties(calendarFile({ ...event, cancelled: true, sequence: 2 })));
    expect(props).toMatchObject({ METHOD: "CANCEL", STATUS: "CANCELLED", SEQUENCE: "2", UID: event.uid });
    expect(icsDateTime(new Date("2026-04-05T02:59:59.999Z"))).toBe("20260405T025959Z");
  });
});
