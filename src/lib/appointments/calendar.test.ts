import { describe, expect, it } from "vitest";
import {
  moveQuestion,
  bookingEvent,
  bookingWhen,
  calendarDays,
  longDay,
  nearestTimes,
  shortDay,
  timesAreIn,
  zoneCity,
} from "./calendar.ts";

const slot = (date: string, time: string, startsAt: string) => ({ date, time, starts_at: startsAt, free: 1 });

describe("the booking calendar shows days with free times, on the yard's clock", () => {
  it("groups free times by the yard's day, in time order, and leaves out days without any", () => {
    const days = calendarDays([
      slot("2026-12-07", "09:00", "2026-12-06T23:00:00.000Z"),
      slot("2026-12-05", "10:00", "2026-12-05T00:00:00.000Z"),
      slot("2026-12-05", "09:30", "2026-12-04T23:30:00.000Z"),
    ]);
    expect(days.map((day) => [day.date, day.label, day.slots.map((s) => s.time)])).toEqual([
      ["2026-12-05", "Sat 5 Dec", ["09:30", "10:00"]],
      ["2026-12-07", "Mon 7 Dec", ["09:00"]],
    ]);
    expect(calendarDays([])).toEqual([]);
  });

  it("a day of NSW's clock change (4 October 2026) keeps its times in order of the instant", () => {
    // 1:30 am AEST is 15:30Z on the 3rd; 3:00 am AEDT (after the skipped hour) is 16:00Z.
    const days = calendarDays([
      slot("2026-10-04", "03:00", "2026-10-03T16:00:00.000Z"),
      slot("2026-10-04", "01:30", "2026-10-03T15:30:00.000Z"),
    ]);
    expect(days[0]!.slots.map((s) => s.time)).toEqual(["01:30", "03:00"]);
  });

  it.each([
    ["Australia/Brisbane", "Brisbane", "Times are Brisbane time"],
    ["Australia/Melbourne", "Melbourne", "Times are Melbourne time"],
    ["Australia/Broken_Hill", "Broken Hill", "Times are Broken Hill time"],
  ])("%s is %s time", (zone, city, sentence) => {
    expect(zoneCity(zone)).toBe(city);
    expect(timesAreIn(zone)).toBe(sentence);
  });

  it("spells a booked time out in full", () => {
    expect(shortDay("2026-12-25")).toBe("Fri 25 Dec");
    expect(longDay("2027-01-01")).toBe("Friday 1 January 2027");
    expect(bookingWhen("2026-12-05", "13:30")).toBe("Saturday 5 December 2026 at 1:30 pm");
  });
});

describe("the booking's calendar entry", () => {
  it("says what, where, what to bring and how to move or cancel, at the booked instant", () => {
    const event = bookingEvent(
      { id: "b1", kind: "testDrive", starts_at: "2026-12-04T23:30:00.000Z", ends_at: "2026-12-05T00:00:00.000Z" },
      {
        yardName: "Bayside Ford",
        address: "1105 Nepean Highway, Moorabbin VIC 3189",
        host: "bayside-ford.localhost",
        manageUrl: "http://bayside-ford.localhost/appointments/manage#token=t",
        carName: "2024 Ford Ranger XLT",
      },
      new Date("2026-11-28T00:00:00Z"),
    );
    expect(event).toMatchObject({
      uid: "b1@bayside-ford.localhost",
      summary: "Test drive: 2024 Ford Ranger XLT at Bayside Ford",
      location: "Bayside Ford, 1105 Nepean Highway, Moorabbin VIC 3189",
      url: "http://bayside-ford.localhost/appointments/manage#token=t",
    });
    expect(event.start.toISOString()).toBe("2026-12-04T23:30:00.000Z");
    expect(event.description).toContain("- Your current driver's licence");
    expect(event.description).toContain("Move or cancel: http://bayside-ford.localhost/appointments/manage#token=t");
  });
});

describe("after a time was taken, the nearest free times", () => {
  it("are the closest before or after it, earliest first on a tie, never the taken one", () => {
    const days = calendarDays([
      slot("2026-12-05", "09:00", "2026-12-04T23:00:00.000Z"),
      slot("2026-12-05", "10:00", "2026-12-05T00:00:00.000Z"),
      slot("2026-12-05", "11:00", "2026-12-05T01:00:00.000Z"),
      slot("2026-12-05", "12:00", "2026-12-05T02:00:00.000Z"),
      slot("2026-12-05", "13:00", "2026-12-05T03:00:00.000Z"),
    ]);
    const wanted = days[0]!.slots[2]!.starts_at; // 11:00
    expect(nearestTimes(days, wanted).map((s) => s.time)).toEqual(["10:00", "12:00", "09:00"]);
    expect(nearestTimes([], wanted)).toEqual([]);
  });
});

describe("staff are asked once more before a move emails the shopper", () => {
  it.each([
    ["Ada", "testDrive", "Move Ada's test drive from Thu 3 Dec 9:30 am to Fri 4 Dec 10:00 am and email Ada?"],
    ["Robin", "service", "Move Robin's service from Thu 3 Dec 9:30 am to Fri 4 Dec 10:00 am and email Robin?"],
  ] as const)("%s's %s", (name, kind, question) => {
    expect(moveQuestion(name, kind, { date: "2026-12-03", time: "09:30" }, { date: "2026-12-04", time: "10:00" })).toBe(
      question,
    );
  });
});
