import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./blog.ts";
import { locationSchema, specialHoursSchema } from "./location.ts";

const base = { id: "1", slug: "artarmon", name: "Harbour City Toyota", location_type: "sales" };

describe("location feed: time zone", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["Australia/Broken_Hill", "Australia/Broken_Hill"],
  ])("reads %j", (zone, expected) => {
    expect(locationSchema.parse({ ...base, time_zone: zone }).time_zone).toBe(expected);
  });
  it("refuses a zone that does not exist", () => {
    const result = locationSchema.safeParse({ ...base, time_zone: "Australia/Atlantis" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must be an IANA time zone such as Australia/Sydney");
  });
});

describe.each([
  [{ date: "2026-12-25", closed: true }, true],
  [{ date: "2026-11-30", open: "08:30", close: "13:00", holiday: false }, false],
  [{ date: "2026-11-30", open: "08:30", close: "13:00", holiday: "no" }, false],
])("special hours %j", (entry, holiday) => {
  it(`is ${holiday ? "a holiday (dialog)" : "a one-off (special hours)"}`, () =>
    expect(specialHoursSchema.parse(entry).holiday).toBe(holiday));
});

describe("blog feed", () => {
  it("needs a URL-safe slug and a title", () => {
    expect(blogPostSchema.safeParse({ id: 1, slug: "Corolla Review!", title: "x" }).success).toBe(false);
    expect(blogPostSchema.safeParse({ id: 1, slug: "corolla-review" }).success).toBe(false);
    expect(
      blogPostSchema.parse({ id: 1, slug: "corolla-review", title: "Corolla review", published_at: "2026-11-01" }),
    ).toMatchObject({ id: "1", published_at: "2026-11-01T00:00:00.000Z" });
  });
});
