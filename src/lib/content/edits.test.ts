import { describe, expect, it } from "vitest";
import type { Location } from "../feed/location.ts";
import type { Offer } from "../feed/offer.ts";
import {
  applyHoursEdits,
  applyOfferEdits,
  contentEditsSchema,
  endedBySiteDay,
  hoursEditSchema,
  withHours,
} from "./edits.ts";

const offer = (id: string, ends_at?: string): Offer =>
  ({ id, title: `Offer ${id}`, location_ids: [], ends_at }) as unknown as Offer;
const location = (id: string): Location =>
  ({
    id,
    name: `Yard ${id}`,
    departments: [
      { type: "sales", opening_hours: [], special_hours: [{ date: "2026-12-25", label: "Christmas", closed: true }] },
      { type: "service", opening_hours: [], special_hours: [] },
    ],
  }) as unknown as Location;

describe("content edits on top of the feed", () => {
  it("an offer ended early ends then; one already ending sooner keeps its own end", () => {
    const edits = contentEditsSchema.parse({
      endedOffers: { a: "2026-12-01T10:00:00+11:00", b: "2026-12-20T00:00:00Z" },
      hours: [],
    });
    const [a, b, c] = applyOfferEdits([offer("a", "2026-12-31"), offer("b", "2026-12-10"), offer("c")], edits);
    expect(a!.ends_at).toBe("2026-12-01T10:00:00+11:00");
    expect(b!.ends_at).toBe("2026-12-10");
    expect(c!.ends_at).toBeUndefined();
  });

  it("holiday hours go to every department unless named, and replace the feed's for that date", () => {
    const edits = contentEditsSchema.parse({
      endedOffers: {},
      hours: [
        { location_id: "1", date: "2026-12-25", label: "Christmas Day", closed: false, open: "10:00", close: "12:00" },
        { location_id: "1", date: "2026-12-26", label: "Boxing Day", closed: true, departments: ["service"] },
      ],
    });
    const [yard, other] = applyHoursEdits([location("1"), location("2")], edits);
    const [sales, service] = yard!.departments;
    expect(sales!.special_hours).toEqual([
      { date: "2026-12-25", label: "Christmas Day", closed: false, open: "10:00", close: "12:00", holiday: true },
    ]);
    expect(service!.special_hours.map((entry) => [entry.date, entry.closed])).toEqual([
      ["2026-12-25", false],
      ["2026-12-26", true],
    ]);
    expect(other).toEqual(location("2"));
  });

  it("a later edit for the same location and day replaces the earlier one in a draft", () => {
    const first = withHours(contentEditsSchema.parse({ endedOffers: {}, hours: [] }), {
      location_id: "1",
      date: "2026-12-26",
      label: "Boxing Day",
      closed: true,
    });
    const second = withHours(first, {
      location_id: "1",
      date: "2026-12-26",
      label: "Boxing Day",
      closed: false,
      open: "10:00",
      close: "14:00",
    });
    expect(second.hours).toHaveLength(1);
    expect(second.hours[0]!.closed).toBe(false);
  });

  it("refuses hours that close before they open, or a day with neither hours nor Closed", () => {
    const base = { location_id: "1", date: "2026-12-26", label: "Boxing Day" };
    expect(hoursEditSchema.safeParse({ ...base, closed: false, open: "14:00", close: "10:00" }).success).toBe(false);
    expect(hoursEditSchema.safeParse({ ...base, closed: false }).success).toBe(false);
    expect(hoursEditSchema.safeParse({ ...base, closed: true }).success).toBe(true);
    expect(hoursEditSchema.safeParse({ ...base, date: "26/12/2026", closed: true }).success).toBe(false);
  });

  it("an offer ended now on a snapshot feed's site ends before that site's day; one already in the draft keeps its time", () => {
    const siteNow = new Date("2026-11-19T13:00:00Z");
    const before = { endedOffers: { kept: "2026-11-25T00:00:00.000Z" }, hours: [] };
    const edits = { endedOffers: { ...before.endedOffers, fresh: "2026-11-28T09:00:00.000Z" }, hours: [] };
    expect(endedBySiteDay(edits, before, siteNow).endedOffers).toEqual({
      kept: "2026-11-25T00:00:00.000Z",
      fresh: "2026-11-19T12:59:59.000Z",
    });
    // A live feed's site is today: an offer ended now ends now.
    expect(endedBySiteDay(edits, before, new Date("2026-11-28T10:00:00Z")).endedOffers.fresh).toBe(
      "2026-11-28T09:00:00.000Z",
    );
  });
});
