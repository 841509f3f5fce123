import { describe, expect, it } from "vitest";
import { ageBucketOf, ageBuckets, DEFAULT_AGE_BOUNDS, daysInStock } from "./stock-age.ts";

describe("stock age", () => {
  it("buckets 0–30, 31–45, 46–60, 61–90 and 90+ by default", () => {
    const buckets = ageBuckets(DEFAULT_AGE_BOUNDS);
    expect(buckets.map((bucket) => bucket.label)).toEqual(["0–30", "31–45", "46–60", "61–90", "90+"]);
    expect([0, 30, 31, 60, 61, 90, 91, 400].map((days) => ageBucketOf(days, buckets).label)).toEqual([
      "0–30",
      "0–30",
      "31–45",
      "46–60",
      "61–90",
      "61–90",
      "90+",
      "90+",
    ]);
  });

  it("counts calendar days in the dealer's zone: a car in at 11 pm is a day old at 12:30 am", () => {
    const inAt = new Date("2026-11-30T12:00:00Z"); // 11 pm in Sydney
    expect(daysInStock(inAt, new Date("2026-11-30T12:30:00Z"), "Australia/Sydney")).toBe(0);
    expect(daysInStock(inAt, new Date("2026-11-30T13:30:00Z"), "Australia/Sydney")).toBe(1);
    expect(daysInStock(inAt, new Date("2026-11-30T13:30:00Z"), "Australia/Perth")).toBe(0);
  });
});
