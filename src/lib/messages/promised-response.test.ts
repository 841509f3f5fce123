import { describe, expect, it } from "vitest";
import type { DepartmentHours } from "../hours/opening-hours.ts";
import {
  answeringDepartment,
  answeringHours,
  answeringYard,
  promisedResponse,
  promisedResponseText,
} from "./promised-response.ts";

// Sales: 9:30–17:30 weekdays, 9:00–12:00 Saturday, closed Sunday; Christmas Day closed.
const sales: DepartmentHours = {
  opening_hours: [
    { weekday: 0, closed: true, by_appointment: false },
    ...[1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      open: "09:30",
      close: "17:30",
      closed: false,
      by_appointment: false,
    })),
    { weekday: 6, open: "09:00", close: "12:00", closed: false, by_appointment: false },
  ],
  special_hours: [{ date: "2026-12-25", label: "Christmas Day", closed: true }],
};

const SYDNEY = "Australia/Sydney";
const text = (instant: string, minutes: number, zone = SYDNEY, hours = sales) =>
  promisedResponseText(promisedResponse(hours, new Date(instant), zone, minutes));

// The dealer's promised response (leads.promisedResponseMinutes) counts opening hours only,
// on the yard's clock. November in Sydney is AEDT (UTC+11).
describe.each([
  ["open with time to spare: an hour later today", "2026-11-23T00:00:00Z", 60, "by 12:00 pm today"],
  ["after closing: an hour after tomorrow's opening", "2026-11-23T09:00:00Z", 60, "by 10:30 am tomorrow"],
  ["before opening: from the opening", "2026-11-23T19:00:00Z", 60, "by 10:30 am today"],
  ["near closing (5:15 pm): 15 minutes today, 45 from the opening", "2026-11-23T06:15:00Z", 60, "by 10:15 am tomorrow"],
  ["closing time itself is closed", "2026-11-23T06:30:00Z", 30, "by 10:00 am tomorrow"],
  ["Saturday noon close, Sunday closed: Monday", "2026-11-28T00:30:00Z", 60, "by 10:00 am on Monday"],
  ["Friday evening: Saturday morning", "2026-11-27T08:00:00Z", 60, "by 10:00 am tomorrow"],
  ["a promise longer than a day spans days", "2026-11-23T00:00:00Z", 8 * 60, "by 11:00 am tomorrow"],
  ["Christmas Eve (Thu) evening skips Christmas Day", "2026-12-24T08:00:00Z", 60, "by 10:00 am on Saturday"],
])("promised response: %s", (_rule, instant, minutes, expected) => {
  it(`says "${expected}"`, () => expect(text(instant, minutes)).toBe(expected));
});

describe("promised response across daylight saving and zones", () => {
  // Sunday 4 Oct 2026 02:00 Sydney moves to AEDT; Brisbane stays AEST. Saturday 3 Oct 23:00 UTC is
  // Sunday 10:00 in Sydney (closed) and 9:00 in Brisbane (closed): both answer Monday.
  it("uses the yard's own clock after the change", () => {
    const at = promisedResponse(sales, new Date("2026-10-03T23:00:00Z"), SYDNEY, 60)!;
    expect(promisedResponseText(at)).toBe("by 10:30 am tomorrow");
    expect(at.at.toISOString()).toBe("2026-10-04T23:30:00.000Z"); // 10:30 AEDT (UTC+11)
  });
  it("a Brisbane yard keeps AEST", () => {
    const at = promisedResponse(sales, new Date("2026-10-03T23:00:00Z"), "Australia/Brisbane", 60)!;
    expect(at.at.toISOString()).toBe("2026-10-05T00:30:00.000Z"); // Monday 10:30 AEST (UTC+10)
  });
  it("names the date when the answer is a week or more away", () => {
    const once: DepartmentHours = {
      opening_hours: [],
      special_hours: [{ date: "2026-12-07", open: "09:00", close: "17:00", closed: false }],
    };
    expect(text("2026-11-28T00:00:00Z", 60, SYDNEY, once)).toBe("by 10:00 am on Mon 7 Dec");
  });
  it("promises nothing for a department that does not open within two weeks", () => {
    expect(promisedResponse({ opening_hours: [], special_hours: [] }, new Date(), SYDNEY, 60)).toBeUndefined();
    expect(promisedResponseText(undefined)).toBe("as soon as we can");
  });
});

describe("the department that answers", () => {
  it.each([
    ["Service", "service"],
    ["Parts", "parts"],
    ["Sales", "sales"],
    ["Finance", "sales"],
    [undefined, "sales"],
  ])("category %s → %s", (category, department) => expect(answeringDepartment(category)).toBe(department));
  it("falls back to sales' hours, then to any department with hours", () => {
    const service = { type: "service", ...sales };
    const bare = { type: "sales", opening_hours: [], special_hours: [] };
    expect(answeringHours([bare, service], "Parts")).toBe(service);
    expect(answeringHours([service], "Sales")).toBe(service);
    expect(answeringHours([bare], "Sales")).toBeUndefined();
  });
});

// The acknowledgement and the console ask one rule which yard answers a lead.
describe("the yard that answers a lead", () => {
  const yards = [
    { id: 1, location_type: "service" },
    { id: 2, location_type: "sales" },
    { id: 3, location_type: "sales", primary: true },
    { id: 4, location_type: "sales" },
  ];
  it.each([
    ["the one it names (its car's)", "1", undefined, 1],
    ["else the dealer's main yard from its settings", null, "4", 4],
    ["else the feed's primary", undefined, undefined, 3],
    ["a yard that has gone is as none", "99", undefined, 3],
  ])("%s", (_rule, named, main, expected) => {
    expect(answeringYard(yards, named, main)?.id).toBe(expected);
  });
  it("else the first sales yard, else the first", () => {
    expect(answeringYard(yards.slice(0, 2), null)?.id).toBe(2);
    expect(answeringYard(yards.slice(0, 1), null)?.id).toBe(1);
    expect(answeringYard([], null)).toBeUndefined();
  });
});
