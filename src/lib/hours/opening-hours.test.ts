import { describe, expect, it } from "vitest";
import {
  closedDisplay,
  formatClock,
  formatRange,
  hoursOn,
  openStatus,
  openStatusText,
  upcomingSpecialHours,
  comingWeek,
  laterSpecialHours,
  weeklyHours,
  type DayHours,
  type DepartmentHours,
} from "./opening-hours.ts";
import { addDays, isValidTimeZone, locationTimeZone, weekdayOf, zonedMoment } from "./zoned-time.ts";

// Sales: closed Sunday, 9:30–17:30 weekdays, 9:00–12:00 Saturday; Wednesday by appointment.
const sales: DepartmentHours = {
  opening_hours: [
    { weekday: 0, closed: true, by_appointment: false },
    { weekday: 1, open: "09:30", close: "17:30", closed: false, by_appointment: false },
    { weekday: 2, open: "09:30", close: "17:30", closed: false, by_appointment: false },
    { weekday: 3, closed: true, by_appointment: true },
    { weekday: 4, open: "09:30", close: "17:30", closed: false, by_appointment: false },
    { weekday: 5, open: "09:30", close: "17:30", closed: false, by_appointment: false },
    { weekday: 6, open: "09:00", close: "12:00", closed: false, by_appointment: false },
  ],
  special_hours: [
    { date: "2026-12-25", label: "Christmas Day", closed: true },
    { date: "2026-12-26", label: "Boxing Day", open: "10:00", close: "14:00", closed: false },
    { date: "2026-12-27", label: "Sunday trading", open: "10:00", close: "16:00", closed: false },
  ],
};

describe.each([
  // §3 weekday 0 (Sunday) to 6 (Saturday)
  ["2026-11-22", 0],
  ["2026-11-23", 1],
  ["2026-11-28", 6],
  ["2027-01-01", 5],
])("§3 weekday numbering: %s", (date, weekday) => {
  it(`is weekday ${weekday}`, () => expect(weekdayOf(date)).toBe(weekday));
});

describe.each<[string, string, DayHours]>([
  [
    "a weekday uses the week",
    "2026-11-23",
    { open: true, from: "09:30", to: "17:30", label: undefined, special: false },
  ],
  ["Sunday is closed", "2026-11-22", { open: false, byAppointment: false, label: undefined, special: false }],
  ["Wednesday is by appointment", "2026-11-25", { open: false, byAppointment: true, label: undefined, special: false }],
  [
    "Christmas (a Friday) is closed by special hours",
    "2026-12-25",
    { open: false, byAppointment: false, label: "Christmas Day", special: true },
  ],
  [
    "Boxing Day (a Saturday) has its own hours",
    "2026-12-26",
    { open: true, from: "10:00", to: "14:00", label: "Boxing Day", special: true },
  ],
  [
    "a special Sunday opens a closed weekday",
    "2026-12-27",
    { open: true, from: "10:00", to: "16:00", label: "Sunday trading", special: true },
  ],
])("§4 special hours override the week: %s", (_name, date, expected) => {
  it("gives the day's hours", () => expect(hoursOn(sales, date)).toEqual(expected));
});

describe("weekly hours", () => {
  it("treats a weekday missing from the feed as closed", () => {
    expect(weeklyHours({ opening_hours: [], special_hours: [] }, 2)).toEqual({
      open: false,
      byAppointment: false,
      label: undefined,
      special: false,
    });
  });
  it("treats a day with only an opening time (or closing before opening) as closed", () => {
    const odd: DepartmentHours = {
      opening_hours: [
        { weekday: 1, open: "09:00", closed: false, by_appointment: false },
        { weekday: 2, open: "17:00", close: "09:00", closed: false, by_appointment: false },
      ],
      special_hours: [],
    };
    expect(weeklyHours(odd, 1).open).toBe(false);
    expect(weeklyHours(odd, 2).open).toBe(false);
  });
});

describe.each<[string, boolean, "Closed" | "By appointment only" | "Enquire Now", { text: string; link: boolean }]>([
  ["plain closed day, tenant says Closed", false, "Closed", { text: "Closed", link: false }],
  [
    "plain closed day, tenant says By appointment only",
    false,
    "By appointment only",
    { text: "By appointment only", link: false },
  ],
  ["plain closed day, tenant says Enquire Now", false, "Enquire Now", { text: "Enquire Now", link: true }],
  ["by-appointment day wins over Closed", true, "Closed", { text: "By appointment only", link: false }],
  ["by-appointment day wins over Enquire Now", true, "Enquire Now", { text: "By appointment only", link: false }],
])("§4 closed-text variants: %s", (_name, byAppointment, variant, expected) => {
  it(`shows ${expected.text}`, () =>
    expect(closedDisplay({ open: false, byAppointment, special: false }, variant)).toEqual(expected));
});

// 2026-10-04 02:00 local: Sydney and Melbourne move to AEDT (UTC+11); Brisbane stays on AEST (UTC+10).
describe.each([
  [
    "before the change, Sydney",
    "2026-09-27T23:15:00Z",
    "Australia/Sydney",
    { date: "2026-09-28", weekday: 1, minutes: 9 * 60 + 15 },
  ],
  [
    "before the change, Brisbane",
    "2026-09-27T23:15:00Z",
    "Australia/Brisbane",
    { date: "2026-09-28", weekday: 1, minutes: 9 * 60 + 15 },
  ],
  [
    "after the change, Sydney",
    "2026-10-04T23:15:00Z",
    "Australia/Sydney",
    { date: "2026-10-05", weekday: 1, minutes: 10 * 60 + 15 },
  ],
  [
    "after the change, Brisbane",
    "2026-10-04T23:15:00Z",
    "Australia/Brisbane",
    { date: "2026-10-05", weekday: 1, minutes: 9 * 60 + 15 },
  ],
  [
    "Perth, two hours behind Brisbane",
    "2026-10-04T23:15:00Z",
    "Australia/Perth",
    { date: "2026-10-05", weekday: 1, minutes: 7 * 60 + 15 },
  ],
  [
    "Adelaide, half an hour behind Sydney in summer",
    "2026-10-04T23:15:00Z",
    "Australia/Adelaide",
    { date: "2026-10-05", weekday: 1, minutes: 9 * 60 + 45 },
  ],
  [
    "just past midnight in Sydney is still the day before in Perth",
    "2026-11-22T13:30:00Z",
    "Australia/Sydney",
    { date: "2026-11-23", weekday: 1, minutes: 30 },
  ],
])("wall-clock time in the dealer's zone: %s", (_name, instant, zone, expected) => {
  it(`is ${expected.date} ${expected.minutes} min`, () =>
    expect(zonedMoment(new Date(instant), zone)).toEqual(expected));
});

describe.each([
  // Monday 09:15 UTC+10 before daylight saving: both closed (open 09:30).
  ["before DST, Sydney 9:15", "2026-09-27T23:15:00Z", "Australia/Sydney", "Closed now · opens today 9:30 am"],
  ["before DST, Brisbane 9:15", "2026-09-27T23:15:00Z", "Australia/Brisbane", "Closed now · opens today 9:30 am"],
  // Same UTC time a week later: Sydney is 10:15 (open), Brisbane still 9:15 (closed).
  ["after DST, Sydney 10:15", "2026-10-04T23:15:00Z", "Australia/Sydney", "Open now · closes 5:30 pm"],
  ["after DST, Brisbane 9:15", "2026-10-04T23:15:00Z", "Australia/Brisbane", "Closed now · opens today 9:30 am"],
  // Closing time itself is closed; the next opening is tomorrow.
  ["Monday 17:30 Sydney", "2026-11-23T06:30:00Z", "Australia/Sydney", "Closed now · opens tomorrow 9:30 am"],
  // Tuesday after close: Wednesday is by appointment, so Thursday.
  [
    "Tuesday evening skips the by-appointment Wednesday",
    "2026-11-24T09:00:00Z",
    "Australia/Sydney",
    "Closed now · opens Thursday 9:30 am",
  ],
  // Christmas Eve (Thu) evening: Christmas closed, Boxing Day opens at 10 by special hours.
  ["Christmas Eve evening", "2026-12-24T08:00:00Z", "Australia/Sydney", "Closed now · opens Saturday 10:00 am"],
  ["Boxing Day 13:00 closes at 2 pm", "2026-12-26T02:00:00Z", "Australia/Sydney", "Open now · closes 2:00 pm"],
])("§4 open now in the dealer's time zone: %s", (_name, instant, zone, text) => {
  it(`says "${text}"`, () => expect(openStatusText(openStatus(sales, new Date(instant), zone))).toBe(text));
});

describe("open status", () => {
  it("says closed with no next opening when the department never opens", () => {
    expect(
      openStatus({ opening_hours: [], special_hours: [] }, new Date("2026-11-23T00:00:00Z"), "Australia/Sydney"),
    ).toEqual({ open: false });
    expect(openStatusText({ open: false })).toBe("Closed now");
  });
  it("names the date when the next opening is a week or more away", () => {
    const once: DepartmentHours = {
      opening_hours: [],
      special_hours: [{ date: "2026-12-01", open: "09:00", close: "10:00", closed: false }],
    };
    expect(openStatusText(openStatus(once, new Date("2026-11-22T00:00:00Z"), "Australia/Sydney"))).toBe(
      "Closed now · opens Tue 1 Dec 9:00 am",
    );
  });
});

describe.each([
  ["00:00", "12:00 am"],
  ["08:30", "8:30 am"],
  ["12:00", "12:00 pm"],
  ["17:05", "5:05 pm"],
  ["23:59", "11:59 pm"],
])("clock %s", (time, text) => {
  it(`is ${text}`, () => expect(formatClock(time)).toBe(text));
});

describe("helpers", () => {
  it("formats a range", () =>
    expect(formatRange({ open: true, from: "08:30", to: "17:30", special: false })).toBe("8:30 am – 5:30 pm"));
  it("adds days across months and years", () => expect(addDays("2026-12-31", 1)).toBe("2027-01-01"));
  it("keeps upcoming special hours, soonest first", () => {
    expect(
      upcomingSpecialHours([{ date: "2027-01-01" }, { date: "2026-11-01" }, { date: "2026-12-25" }], "2026-11-20").map(
        (e) => e.date,
      ),
    ).toEqual(["2026-12-25", "2027-01-01"]);
  });
  it.each([
    [{ state: "QLD" }, "Australia/Brisbane"],
    [{ state: "wa" }, "Australia/Perth"],
    [{ state: "ACT" }, "Australia/Sydney"],
    [{ state: "NSW", time_zone: "Australia/Broken_Hill" }, "Australia/Broken_Hill"],
    [{}, "Australia/Darwin"],
  ])("time zone of %j", (location, zone) => expect(locationTimeZone(location, "Australia/Darwin")).toBe(zone));
  it("knows real zones", () => {
    expect(isValidTimeZone("Australia/Lord_Howe")).toBe(true);
    expect(isValidTimeZone("Australia/Atlantis")).toBe(false);
  });
});

describe("comingWeek and laterSpecialHours (this week's closure in the week's table, never a past day)", () => {
  const special = [
    { date: "2026-11-19", label: "Yesterday's stocktake" },
    { date: "2026-11-23", label: "Staff training day" },
    { date: "2026-11-26", label: "Last day of the week" },
    { date: "2026-11-27", label: "Next week" },
    { date: "2026-12-25", label: "Christmas Day" },
  ];
  // Friday 20 November 2026.
  const week = comingWeek(special, "2026-11-20");
  it("maps each weekday to its date in the seven days from today", () => {
    expect([...week.values()].map((day) => day.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(week.get(5)?.date).toBe("2026-11-20");
    expect(week.get(1)?.date).toBe("2026-11-23");
  });
  it("carries the special hours that fall in the week, and none before today", () => {
    expect(week.get(1)?.special?.label).toBe("Staff training day");
    expect(week.get(4)?.special?.label).toBe("Last day of the week");
    expect([...week.values()].flatMap((day) => day.special?.label ?? [])).not.toContain("Yesterday's stocktake");
  });
  it("lists later ones after the week, never past ones", () => {
    expect(laterSpecialHours(special, "2026-11-20").map((entry) => entry.label)).toEqual([
      "Next week",
      "Christmas Day",
    ]);
  });
});
