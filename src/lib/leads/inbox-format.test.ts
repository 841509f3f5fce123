import { describe, expect, it } from "vitest";
import { clockLabel, leadAge, openTime } from "./inbox-format.ts";

const now = new Date("2026-12-02T00:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const clock = { due_at: null, overdue: false, answered_late: false, open_minutes: 0, first_response_at: null };

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

  it("the response clock", () => {
    expect(clockLabel({ ...clock, overdue: true, open_minutes: 155 }, 120, "Australia/Sydney")).toEqual({
      text: "Overdue by 35 min",
      tone: "overdue",
    });
    expect(clockLabel({ ...clock, due_at: "2026-12-03T00:00:00Z" }, 120, "Australia/Sydney")).toEqual({
      text: "Due by Thu 3 Dec, 11:00 am AEDT",
      tone: "due",
    });
    expect(clockLabel({ ...clock, first_response_at: "x", open_minutes: 45 }, 120, "Australia/Sydney").text).toBe(
      "Answered in 45 min",
    );
    expect(
      clockLabel({ ...clock, first_response_at: "x", open_minutes: 200, answered_late: true }, 120, "Australia/Sydney")
        .tone,
    ).toBe("late");
  });
});
