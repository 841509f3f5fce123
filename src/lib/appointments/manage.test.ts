import { describe, expect, it } from "vitest";
import { changeable, linkOpens, manageLink, manageTokenOf } from "./manage.ts";

describe("the move-or-cancel link", () => {
  it("carries the token in the fragment, and reads it back (or from an older link's query)", () => {
    const token = "Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBhYmNk";
    expect(manageLink(token)).toBe(`/appointments/manage#token=${token}`);
    expect(manageTokenOf(new URL(manageLink(token), "https://x.example").hash)).toBe(token);
    expect(manageTokenOf("", `?token=${token}`)).toBe(token);
  });

  it.each([
    ["", undefined],
    ["#token=", undefined],
    ["#token=short", undefined],
    ["#token=has spaces and more than sixteen", undefined],
    ["#token=<script>alert(1)</script>abcdefgh", undefined],
  ])("a fragment %j gives no token", (hash, expected) => {
    expect(manageTokenOf(hash)).toBe(expected);
  });

  const now = new Date("2026-12-05T00:00:00Z");
  it.each([
    ["booked, to come", "booked", "2026-12-05T01:00:00Z", "2026-12-05T02:00:00Z", true, true],
    ["booked, under way", "booked", "2026-12-04T23:30:00Z", "2026-12-05T00:30:00Z", true, false],
    ["booked, over", "booked", "2026-12-04T22:00:00Z", "2026-12-04T23:00:00Z", false, false],
    ["cancelled, to come", "cancelled", "2026-12-05T01:00:00Z", "2026-12-05T02:00:00Z", true, false],
  ])("%s: the link opens %s, the booking can change %s", (_, status, starts, ends, opens, changes) => {
    const appointment = { status, startsAt: new Date(starts), endsAt: new Date(ends) };
    expect(linkOpens(appointment, now)).toBe(opens);
    expect(changeable(appointment, now)).toBe(changes);
  });
});
