import { describe, expect, it } from "vitest";
import { type ClockView, clockLabel, leadAge, openTime } from "./inbox-format.ts";

const now = new Date("2026-12-02T00:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const clock: ClockView = {
  due_at: null,
  time_zone: "Australia/Sydney",
  overdue: false,
  answered_late: false,
  open_minutes: 0,
  first_response_at: null,
  stopped_at: null,
};

describe("the inbox's words for time", () => {
  it("ages", () => {
    expect(leadAge(ago(0), now)).toBe("just now");
    expect(leadAge(ago(12), now)).toBe("12 min ago");
    expect(leadAge(ago(180), now)).toBe("3 h ago");
    expect(leadAge(ago(3 * 24 * 60), now)).toBe("3 days ago");
  });

  it("opening-hours durations", () => {
    expect(openTime(45)).toBe("45 min");
    expect(openTime(125)).toBe("2 h 5 min");
    expect(openTime(180)).toBe("3 h");
  });
});

// The deadline is the promise made to the shopper, on the clock it was made on (the yard's).
describe.each<[string, Partial<ClockView>, { text: string; tone: string }]>([
  [
    "running: due by the promise",
    { due_at: "2026-12-02T23:37:00Z" },
    { text: "Due by Thu 3 Dec, 10:37 am AEDT", tone: "due" },
  ],
  [
    "on the yard's own clock (Perth)",
    { due_at: "2026-12-02T23:37:00Z", time_zone: "Australia/Perth" },
    { text: "Due by Thu 3 Dec, 7:37 am AWST", tone: "due" },
  ],
  [
    "past the promise: overdue, saying when it was due",
    { due_at: "2026-12-02T23:37:00Z", overdue: true, open_minutes: 95 },
    { text: "Overdue: due by Thu 3 Dec, 10:37 am AEDT", tone: "overdue" },
  ],
  ["answered in time", { first_response_at: "x", open_minutes: 45 }, { text: "Answered in 45 min", tone: "answered" }],
  [
    "answered after the promise",
    { first_response_at: "x", open_minutes: 200, answered_late: true },
    { text: "Answered late, in 3 h 20 min of opening hours", tone: "late" },
  ],
  [
    "a cancelled booking stops the clock",
    { due_at: "2026-12-02T23:37:00Z", stopped_at: "2026-12-02T23:00:00Z" },
    { text: "Stopped: the booking was cancelled", tone: "stopped" },
  ],
  ["no hours to promise by", {}, { text: "No opening hours to time it by", tone: "due" }],
])("the response clock in words: %s", (_rule, view, expected) => {
  it(`"${expected.text}"`, () => expect(clockLabel({ ...clock, ...view })).toEqual(expected));
});
