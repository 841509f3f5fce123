import { describe, expect, it } from "vitest";
import type { DepartmentHours } from "../hours/opening-hours.ts";
import { openMinutesAfter, openMinutesBetween } from "../hours/open-minutes.ts";
import { promisedResponse, promisedResponseText } from "../messages/promised-response.ts";
import { responseClock } from "./response-clock.ts";

// Mon–Fri 9–5, Sat 9–12, closed Sunday; Boxing Day closed.
const hours: DepartmentHours = {
  opening_hours: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      open: "09:00",
      close: "17:00",
      closed: false,
      by_appointment: false,
    })),
    { weekday: 6, open: "09:00", close: "12:00", closed: false, by_appointment: false },
    { weekday: 0, closed: true, by_appointment: false },
  ],
  special_hours: [{ date: "2026-12-28", label: "Boxing Day (observed)", closed: true }],
};
const SYDNEY = "Australia/Sydney"; // AEDT, UTC+11, in December
const at = (local: string) => new Date(`${local}+11:00`);

describe("the response clock counts opening hours only", () => {
  it("a lead at 9 pm on a Tuesday is due at 11 am on Wednesday (120 minutes)", () => {
    const clock = responseClock(
      hours,
      { createdAt: at("2026-12-01T21:00:00") },
      120,
      SYDNEY,
      at("2026-12-02T10:59:00"),
    );
    expect(clock.dueAt).toEqual(at("2026-12-02T11:00:00"));
    expect(clock.openMinutes).toBe(119);
    expect(clock.overdue).toBe(false);
    expect(
      responseClock(hours, { createdAt: at("2026-12-01T21:00:00") }, 120, SYDNEY, at("2026-12-02T11:01:00")).overdue,
    ).toBe(true);
  });

  it("runs over the weekend: Saturday 11:30 → 30 minutes Saturday, then Monday 10:30", () => {
    expect(openMinutesAfter(hours, at("2026-12-05T11:30:00"), 120, SYDNEY)).toEqual(at("2026-12-07T10:30:00"));
    expect(openMinutesBetween(hours, at("2026-12-05T11:30:00"), at("2026-12-07T10:30:00"), SYDNEY)).toBe(120);
  });

  it("skips a holiday from the dealer's special hours", () => {
    // Friday 25th 4 pm: 60 minutes that day, Saturday 26th 9–10 am.
    expect(openMinutesAfter(hours, at("2026-12-25T16:00:00"), 120, SYDNEY)).toEqual(at("2026-12-26T10:00:00"));
    // Saturday 26th 11:30 → Sunday closed, Monday 28th closed (holiday) → Tuesday 29th 10:30.
    expect(openMinutesAfter(hours, at("2026-12-26T11:30:00"), 120, SYDNEY)).toEqual(at("2026-12-29T10:30:00"));
  });

  it("an answered lead stops its clock: answered late is not overdue", () => {
    const lead = { createdAt: at("2026-12-01T09:00:00"), firstResponseAt: at("2026-12-01T12:00:00") };
    const clock = responseClock(hours, lead, 120, SYDNEY, at("2026-12-03T12:00:00"));
    expect(clock).toMatchObject({ openMinutes: 180, overdue: false, answeredLate: true });
  });

  it("counts on the location's own clock across a daylight-saving change", () => {
    // Sydney's clocks go forward at 2 am on Sunday 4 October 2026; a Saturday-night lead is due Monday 11 am AEDT.
    const due = openMinutesAfter(hours, new Date("2026-10-03T22:00:00+10:00"), 120, SYDNEY);
    expect(due).toEqual(new Date("2026-10-05T11:00:00+11:00"));
  });

  it("a dealer that never opens never makes a lead overdue", () => {
    const shut: DepartmentHours = { opening_hours: [], special_hours: [] };
    const clock = responseClock(shut, { createdAt: at("2026-12-01T09:00:00") }, 120, SYDNEY, at("2026-12-09T09:00:00"));
    expect(clock).toMatchObject({ dueAt: undefined, openMinutes: 0, overdue: false });
  });
});

// The acknowledgement said "we'll call you by 10:37 am" while the console said "Due by
// 11:37 am". The console's deadline is the promise, counted by the same rule, and overdue past it.
describe.each([
  ["open: an hour later today", "2026-12-02T09:37:00", "by 10:37 am today"],
  ["at night: an hour after the next opening", "2026-12-01T21:00:00", "by 10:00 am tomorrow"],
  ["late in the day: 20 minutes today, 40 tomorrow", "2026-12-02T16:40:00", "by 9:40 am tomorrow"],
  ["Saturday 11:30: 30 minutes then Monday", "2026-12-05T11:30:00", "by 9:30 am on Monday"],
])("the console's deadline is the shopper's promise: %s", (_rule, arrived, said) => {
  const createdAt = at(arrived);
  const promise = promisedResponse(hours, createdAt, SYDNEY, 60)!;
  it(`due ${said}, overdue a minute after it`, () => {
    expect(promisedResponseText(promise)).toBe(said);
    const before = responseClock(hours, { createdAt }, 60, SYDNEY, new Date(promise.at.getTime() - 60_000));
    expect(before).toMatchObject({ dueAt: promise.at, overdue: false });
    const after = responseClock(hours, { createdAt }, 60, SYDNEY, new Date(promise.at.getTime() + 60_000));
    expect(after.overdue).toBe(true);
  });
});

describe("a cancelled booking stops its clock", () => {
  const createdAt = at("2026-12-01T09:00:00");
  it("cancelled before it fell due: never overdue, its open minutes counted to the cancellation", () => {
    const clock = responseClock(
      hours,
      { createdAt, stoppedAt: at("2026-12-01T09:30:00") },
      60,
      SYDNEY,
      at("2026-12-03T12:00:00"),
    );
    expect(clock).toMatchObject({ overdue: false, answeredLate: false, openMinutes: 30 });
    expect(clock.stoppedAt).toEqual(at("2026-12-01T09:30:00"));
  });
  it("cancelled after it fell due: no longer overdue", () => {
    const stoppedAt = at("2026-12-01T15:00:00");
    expect(responseClock(hours, { createdAt, stoppedAt }, 60, SYDNEY, at("2026-12-02T12:00:00")).overdue).toBe(false);
  });
  it("answered first: the answer stands, the stop does not", () => {
    const lead = { createdAt, firstResponseAt: at("2026-12-01T09:20:00"), stoppedAt: at("2026-12-01T10:00:00") };
    const clock = responseClock(hours, lead, 60, SYDNEY, at("2026-12-02T12:00:00"));
    expect(clock).toMatchObject({ openMinutes: 20, answeredLate: false });
    expect(clock.stoppedAt).toBeUndefined();
  });
});
