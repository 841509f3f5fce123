import { describe, expect, it } from "vitest";
import type { DepartmentHours } from "../hours/opening-hours.ts";
import { instantAt, zonedMoment } from "../hours/zoned-time.ts";
import { appointmentsSettingsSchema } from "./settings.ts";
import { bookingRefusal, freeSlots, nearestFreeSlots, stillWithinHours, type YardAvailability } from "./slots.ts";

const SYDNEY = "Australia/Sydney";
const BRISBANE = "Australia/Brisbane";
const everyDay = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open, close, closed: false, by_appointment: false }));
const hours = (open = "09:00", close = "17:00", special: DepartmentHours["special_hours"] = []): DepartmentHours => ({
  opening_hours: everyDay(open, close),
  special_hours: special,
});

function yard(settings: Record<string, unknown>, options: Partial<YardAvailability> = {}): YardAvailability {
  const availability = appointmentsSettingsSchema.parse({ testDrive: settings }).testDrive!;
  return { availability, yardId: "1", hours: hours(), timeZone: SYDNEY, ...options };
}
const on = (date: string, slots: { date: string; time: string }[]) =>
  slots.filter((slot) => slot.date === date).map((slot) => slot.time);

describe("instantAt: a yard's wall-clock time as an instant, across daylight saving", () => {
  it.each([
    [
      "the day before NSW daylight saving starts (AEST, +10)",
      "2026-10-03",
      "09:00",
      SYDNEY,
      "2026-10-02T23:00:00.000Z",
    ],
    ["the day it starts (AEDT, +11)", "2026-10-04", "09:00", SYDNEY, "2026-10-03T22:00:00.000Z"],
    ["2:30 am the day it starts never happens", "2026-10-04", "02:30", SYDNEY, undefined],
    ["the day it ends, before the change (AEDT)", "2026-04-05", "01:30", SYDNEY, "2026-04-04T14:30:00.000Z"],
    ["2:30 am the day it ends happens twice: the first", "2026-04-05", "02:30", SYDNEY, "2026-04-04T15:30:00.000Z"],
    ["the day it ends, after the change (AEST)", "2026-04-05", "09:00", SYDNEY, "2026-04-04T23:00:00.000Z"],
    ["Queensland keeps +10 all year", "2026-10-04", "09:00", BRISBANE, "2026-10-03T23:00:00.000Z"],
    ["Queensland at 2:30 am that day", "2026-10-04", "02:30", BRISBANE, "2026-10-03T16:30:00.000Z"],
  ])("%s", (_, date, time, zone, expected) => {
    const [h, m] = time.split(":").map(Number);
    expect(instantAt(date, h! * 60 + m!, zone)?.toISOString()).toBe(expected);
  });
});

describe("freeSlots", () => {
  const friday = new Date("2026-10-02T00:00:00Z"); // Friday 10 am in Sydney

  it("offers the opening hours on a slot grid, after the notice and within the horizon", () => {
    const slots = freeSlots(yard({ slotMinutes: 60, minimumNoticeMinutes: 120, horizonDays: 2 }), friday);
    expect(on("2026-10-02", slots)).toEqual(["12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(on("2026-10-03", slots)).toHaveLength(8);
    expect(on("2026-10-04", slots)).toHaveLength(8);
    expect(on("2026-10-05", slots)).toEqual([]);
  });

  it("never shifts, skips or repeats a business-hours slot on the days the clocks change", () => {
    for (const [now, dates] of [
      [friday, ["2026-10-03", "2026-10-04", "2026-10-05"]],
      [new Date("2026-04-02T00:00:00Z"), ["2026-04-04", "2026-04-05", "2026-04-06"]],
    ] as const) {
      const slots = freeSlots(yard({ slotMinutes: 30, horizonDays: 5 }), now);
      for (const date of dates) {
        const day = slots.filter((slot) => slot.date === date);
        expect(day.map((slot) => slot.time)).toHaveLength(16);
        expect(day[0]!.time).toBe("09:00");
        for (const slot of day) {
          const moment = zonedMoment(new Date(slot.startsAt), SYDNEY);
          expect(`${moment.date} ${moment.minutes}`).toBe(
            `${date} ${Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3))}`,
          );
        }
        const gaps = day.slice(1).map((slot, i) => Date.parse(slot.startsAt) - Date.parse(day[i]!.startsAt));
        expect(new Set(gaps)).toEqual(new Set([30 * 60_000]));
      }
    }
  });

  it("at night across a change: the skipped hour is not offered, the repeated hour once", () => {
    const night = (now: Date) =>
      freeSlots(
        yard({ slotMinutes: 60, minimumNoticeMinutes: 0, horizonDays: 3 }, { hours: hours("00:00", "06:00") }),
        now,
      );
    expect(on("2026-10-04", night(friday))).toEqual(["00:00", "01:00", "03:00", "04:00", "05:00"]);
    const april = night(new Date("2026-04-03T00:00:00Z")).filter((slot) => slot.date === "2026-04-05");
    expect(april.map((slot) => slot.time)).toEqual(["00:00", "01:00", "02:00", "03:00", "04:00", "05:00"]);
    expect(new Set(april.map((slot) => slot.startsAt)).size).toBe(6);
    // Brisbane has no change: six a night, every night.
    const brisbane = freeSlots(
      yard(
        { slotMinutes: 60, minimumNoticeMinutes: 0, horizonDays: 3 },
        { hours: hours("00:00", "06:00"), timeZone: BRISBANE },
      ),
      friday,
    );
    expect(on("2026-10-04", brisbane)).toHaveLength(6);
  });

  it("keeps bookable times within the day's opening hours, and closes with holiday and blocked dates", () => {
    const settings = {
      slotMinutes: 60,
      horizonDays: 10,
      bookableTimes: [
        { weekday: 6, from: "08:00", to: "12:00" }, // Saturday: the yard opens at 9
        { weekday: 1, from: "13:00", to: "15:00" },
      ],
      blockedDates: ["2026-10-12"],
    };
    const special = [{ date: "2026-10-10", label: "Stocktake", open: "10:00", close: "11:00", closed: false }];
    const slots = freeSlots(yard(settings, { hours: hours("09:00", "17:00", special) }), friday);
    expect(on("2026-10-03", slots)).toEqual(["09:00", "10:00", "11:00"]);
    expect(on("2026-10-04", slots)).toEqual([]); // Sunday: not bookable
    expect(on("2026-10-05", slots)).toEqual(["13:00", "14:00"]);
    expect(on("2026-10-10", slots)).toEqual(["10:00"]); // special hours shorten the Saturday
    expect(on("2026-10-12", slots)).toEqual([]); // a blocked Monday
    const holiday = [{ date: "2026-10-05", label: "Labour Day", closed: true }];
    expect(on("2026-10-05", freeSlots(yard(settings, { hours: hours("09:00", "17:00", holiday) }), friday))).toEqual(
      [],
    );
  });

  it("leaves out full slots and counts the places left; a yard may have its own capacity", () => {
    const settings = { slotMinutes: 60, horizonDays: 1, capacity: 2, yards: { "2": { capacity: 3 } } };
    const taken = new Map([
      ["2026-10-03T00:00:00.000Z", 2], // Saturday 10 am
      ["2026-10-03T01:00:00.000Z", 1],
    ]);
    const slots = freeSlots(yard(settings), friday, taken).filter((slot) => slot.date === "2026-10-03");
    expect(slots.find((slot) => slot.time === "10:00")).toBeUndefined();
    expect(slots.find((slot) => slot.time === "11:00")?.free).toBe(1);
    const other = freeSlots(yard(settings, { yardId: "2" }), friday, taken);
    expect(other.find((slot) => slot.startsAt === "2026-10-03T00:00:00.000Z")?.free).toBe(1);
  });
});

describe("bookingRefusal: a time the calendar does not offer is refused with its reason", () => {
  const now = new Date("2026-10-02T00:00:00Z"); // Friday 10 am in Sydney
  const testDrives = yard({ slotMinutes: 60, minimumNoticeMinutes: 120, horizonDays: 7, blockedDates: ["2026-10-06"] });
  it.each([
    ["an offered time", "2026-10-03T00:00:00.000Z", undefined],
    ["a time that has passed", "2026-10-01T23:00:00.000Z", "past"],
    ["within the notice", "2026-10-02T01:00:00.000Z", "tooSoon"],
    ["beyond the horizon", "2026-10-12T00:00:00.000Z", "beyondHorizon"],
    ["on a blocked date", "2026-10-06T00:00:00.000Z", "blocked"],
    ["off the slot grid", "2026-10-03T00:15:00.000Z", "notBookable"],
    ["after closing", "2026-10-03T08:00:00.000Z", "notBookable"],
  ])("%s", (_, startsAt, expected) => {
    expect(bookingRefusal(testDrives, new Date(startsAt), now)).toBe(expected);
  });

  it("a full slot, and the nearest free times instead", () => {
    const wanted = new Date("2026-10-03T02:00:00.000Z"); // Saturday noon
    const taken = new Map([[wanted.toISOString(), 1]]);
    expect(bookingRefusal(testDrives, wanted, now, taken)).toBe("full");
    const nearest = nearestFreeSlots(freeSlots(testDrives, now, taken), wanted, 2);
    expect(nearest.map((slot) => slot.time)).toEqual(["11:00", "13:00"]);
  });
});

describe("each start is the instant its wall-clock time happens, whether worked out per window or one by one", () => {
  // Lord Howe Island moves its clocks by 30 minutes; Adelaide keeps a half-hour offset.
  it.each([SYDNEY, BRISBANE, "Australia/Adelaide", "Australia/Lord_Howe", "Australia/Perth"])(
    "%s, a day and a night window, across both changes of 2026",
    (timeZone) => {
      for (const from of ["2026-04-01T00:00:00Z", "2026-09-30T00:00:00Z"])
        for (const open of [
          ["00:00", "23:30"],
          ["07:30", "17:30"],
        ] as const) {
          const slots = freeSlots(
            yard({ slotMinutes: 30, minimumNoticeMinutes: 0, horizonDays: 8 }, { hours: hours(...open), timeZone }),
            new Date(from),
          );
          expect(slots.length).toBeGreaterThan(100);
          for (const slot of slots) {
            const [h, m] = slot.time.split(":").map(Number);
            expect(slot.startsAt, `${slot.date} ${slot.time}`).toBe(
              instantAt(slot.date, h! * 60 + m!, timeZone)!.toISOString(),
            );
          }
          const instants = slots.map((slot) => Date.parse(slot.startsAt));
          expect(instants).toEqual([...instants].sort((a, b) => a - b));
          expect(new Set(instants).size).toBe(instants.length);
        }
    },
  );
});

describe("stillWithinHours: a booking made earlier, against the yard's hours now", () => {
  const settings = { slotMinutes: 60, minimumNoticeMinutes: 0, horizonDays: 30 };
  // Saturday 10 October 2026, 10–11 am in Sydney (AEDT, +11).
  const start = new Date("2026-10-09T23:00:00Z");
  const end = new Date("2026-10-10T00:00:00Z");

  it("holds while the day keeps its hours, even if the slot length changed since", () => {
    expect(stillWithinHours(yard(settings), start, end)).toBe(true);
    expect(stillWithinHours(yard({ ...settings, slotMinutes: 45 }), start, end)).toBe(true);
  });

  it("fails when the dealer closes the day later (holiday hours) or blocks the date", () => {
    const holiday = [{ date: "2026-10-10", label: "Staff day", closed: true }];
    expect(stillWithinHours(yard(settings, { hours: hours("09:00", "17:00", holiday) }), start, end)).toBe(false);
    expect(stillWithinHours(yard({ ...settings, blockedDates: ["2026-10-10"] }), start, end)).toBe(false);
  });

  it("fails when shortened hours no longer cover the whole booking", () => {
    const short = [{ date: "2026-10-10", label: "Stocktake", open: "09:00", close: "10:30", closed: false }];
    expect(stillWithinHours(yard(settings, { hours: hours("09:00", "17:00", short) }), start, end)).toBe(false);
    const covers = [{ date: "2026-10-10", label: "Stocktake", open: "09:00", close: "11:00", closed: false }];
    expect(stillWithinHours(yard(settings, { hours: hours("09:00", "17:00", covers) }), start, end)).toBe(true);
  });
});
