import { describe, expect, it } from "vitest";
import { periodOf } from "./period.ts";

const now = new Date("2026-12-02T03:00:00Z"); // 2 pm on 2 December in Sydney

describe("the Insights period", () => {
  it("ends a preset today in the dealer's zone, and counts today as one of its days", () => {
    expect(periodOf({ days: 7 }, now, "Australia/Sydney")).toEqual({ from: "2026-11-26", to: "2026-12-02", days: 7 });
    expect(periodOf({}, now, "Australia/Sydney")).toMatchObject({ days: 30, to: "2026-12-02" });
  });

  it.each([
    [{ from: "2026-11-30", to: "2026-11-01" }, "From must be on or before To."],
    [{ from: "2026-02-31", to: "2026-03-05" }, "Choose real dates."],
    [{ from: "2026-11-01" }, "Choose both a From and a To date."],
    [{ from: "2026-11-01", to: "2026-12-03" }, "To cannot be after today."],
    [{ from: "2024-01-01", to: "2026-12-01" }, "Choose at most 366 days."],
  ])("refuses %j: %s", (query, error) => {
    expect(periodOf(query, now, "Australia/Sydney")).toEqual({ error });
  });
});
