import { describe, expect, it } from "vitest";
import { dueReminder } from "./reminders.ts";

const startsAt = new Date("2026-12-05T00:00:00Z"); // 10 am in Brisbane
const hour = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);

describe("dueReminder", () => {
  it.each([
    ["a day and a half before: none yet", hour(36), hour(100), undefined],
    ["23 hours before: the 24-hour one", hour(23), hour(100), 24],
    ["90 minutes before: the 2-hour one (a missed 24-hour one is not sent as well)", hour(1.5), hour(100), 2],
    ["booked 3 hours ahead, 1 hour before: the 2-hour one only", hour(1), hour(3), 2],
    [
      "booked 3 hours ahead, 2.5 hours before: nothing (its 24-hour time was before the booking)",
      hour(2.5),
      hour(3),
      undefined,
    ],
    ["started: nothing", hour(-0.1), hour(100), undefined],
  ])("%s", (_, now, createdAt, expected) => {
    expect(dueReminder({ startsAt, createdAt }, [24, 2], now)).toBe(expected);
  });
});
