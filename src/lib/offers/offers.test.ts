import { describe, expect, it } from "vitest";
import type { Offer } from "../feed/offer.ts";
import {
  currentOffers,
  isOfferCurrent,
  matchesOfferFilters,
  NO_OFFERS_MESSAGE,
  offerEndedNotice,
  offerEndsOn,
  offerEndText,
  offerGoneTarget,
  offerFilterOptions,
  offerPath,
  offerShortPath,
  offerSummary,
} from "./offers.ts";

const offer = (over: Partial<Offer> = {}): Offer => ({
  id: "5001",
  title: "Kia Seltos S from $29,990 drive away",
  location_ids: [],
  ...over,
});
const NOW = new Date("2026-11-19T13:00:00Z");

describe("current offers", () => {
  it.each([
    [{}, true],
    [{ starts_at: "2026-11-01T00:00:00.000Z" }, true],
    [{ starts_at: "2026-11-20T00:00:00.000Z" }, false],
    [{ ends_at: "2026-11-19T12:59:59.000Z" }, false],
    [{ ends_at: "2026-11-19T13:00:00.000Z" }, true],
    [{ starts_at: "2026-11-01T00:00:00.000Z", ends_at: "2026-12-01T12:59:59.000Z" }, true],
  ])("%j → %s", (dates, expected) => {
    expect(isOfferCurrent(dates, NOW)).toBe(expected);
  });

  it("lists the soonest ending first, open-ended last, expired left out", () => {
    const offers = [
      offer({ id: "1" }),
      offer({ id: "2", ends_at: "2026-12-20T00:00:00.000Z" }),
      offer({ id: "3", ends_at: "2026-11-25T00:00:00.000Z" }),
      offer({ id: "4", ends_at: "2026-11-01T00:00:00.000Z" }),
    ];
    expect(currentOffers(offers, NOW).map((o) => o.id)).toEqual(["3", "2", "1"]);
  });
});

describe("spec §2: /offers/{manufacturer slug}/{offerId} and /offers/{offerId}", () => {
  it.each([
    [{ manufacturer: "kia" }, "/offers/kia/5001", "/offers/5001"],
    [{ manufacturer: "New Age" }, "/offers/new-age/5001", "/offers/5001"],
    [{}, "/offers/5001", undefined],
  ])("%j → canonical %s, short %s", (over, canonical, short) => {
    expect(offerPath(offer(over))).toBe(canonical);
    expect(offerShortPath(offer(over))).toBe(short);
  });
});

describe("spec §9: offer description 160 on cards, 200 elsewhere", () => {
  const long = `${"Drive away today with five years of servicing included ".repeat(6)}end.`;
  it.each([
    ["card", 160],
    ["elsewhere", 200],
  ] as const)("%s: at most %d characters before the ellipsis", (where, limit) => {
    const { text, truncated } = offerSummary(offer({ description: long }), where);
    expect(truncated).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length - 1).toBeLessThanOrEqual(limit);
    expect(text.length - 1).toBeGreaterThan(limit - 60);
  });

  it("a short description is shown whole", () => {
    expect(offerSummary(offer({ description: "Limited stock." }))).toEqual({
      text: "Limited stock.",
      truncated: false,
    });
  });
});

describe("filters", () => {
  const offers = [
    offer({ id: "1", manufacturer: "kia", car_type: "new" }),
    offer({ id: "2", manufacturer: "kia", car_type: "demo" }),
    offer({ id: "3", manufacturer: "new-age", car_type: "new" }),
    offer({ id: "4" }),
  ];
  it.each([
    [{}, ["1", "2", "3", "4"]],
    [{ make: "kia" }, ["1", "2"]],
    [{ type: "demo" }, ["2"]],
    [{ make: "new-age", type: "demo" }, []],
    [{ make: "unknown" }, []],
  ])("%j → %j", (filters, ids) => {
    expect(offers.filter((o) => matchesOfferFilters(o, filters)).map((o) => o.id)).toEqual(ids);
  });

  it("offers every make and type there is, named from the manufacturers feed", () => {
    expect(offerFilterOptions(offers, [{ slug: "kia", name: "Kia" }])).toEqual({
      make: [
        { value: "kia", label: "Kia", count: 2 },
        { value: "new-age", label: "New Age", count: 1 },
      ],
      type: [
        { value: "demo", label: "Demo", count: 1 },
        { value: "new", label: "New", count: 2 },
      ],
    });
  });

  it("offers no filter that has one value: it cannot narrow the list (pages nothing linked)", () => {
    const offers = [
      offer({ manufacturer: "ford", car_type: "New" }),
      offer({ id: "2", manufacturer: "ford", car_type: "New" }),
    ];
    expect(offerFilterOptions(offers, [{ slug: "ford", name: "Ford" }])).toEqual({ make: [], type: [] });
  });

  it("has the spec's message for an empty result", () => {
    expect(NO_OFFERS_MESSAGE).toBe(
      "There appears to be no offers currently available that meet the conditions of your search",
    );
  });
});

describe("end date", () => {
  it.each([
    ["2026-12-15T12:59:59.000Z", "Australia/Sydney", "15 December 2026"],
    ["2026-12-15T12:59:59.000Z", "Australia/Perth", "15 December 2026"],
    [undefined, "Australia/Sydney", undefined],
  ])("%s in %s → %s", (ends, zone, expected) => {
    expect(offerEndsOn({ ends_at: ends }, zone)).toBe(expected);
  });
});

// An ended offer's links land on /special-offers, which must say the offer ended.
describe("an offer without a page", () => {
  it.each([
    ["ended", { ends_at: "2026-11-19T12:59:59.000Z" }, "/special-offers?ended=5001"],
    [
      "ended, an id that needs escaping",
      { id: "a b&c", ends_at: "2026-11-01T00:00:00.000Z" },
      "/special-offers?ended=a%20b%26c",
    ],
    ["not yet begun: it has not ended", { starts_at: "2026-11-20T00:00:00.000Z" }, "/special-offers"],
  ])("%s → %s", (_what, over, expected) => {
    expect(offerGoneTarget(offer(over), NOW)).toBe(expected);
  });

  it("is told the offer ended, and pointed at the current ones only when there are some", () => {
    expect(offerEndedNotice(3)).toBe("That offer has ended. Here are our current offers.");
    expect(offerEndedNotice(0)).toBe("That offer has ended.");
  });
});

describe("offerEndText (the console writes ends as people do, on the dealer's calendar)", () => {
  const zone = "Australia/Sydney";
  // 3 pm on Wednesday 2 December 2026 in Sydney.
  const now = new Date("2026-12-02T04:00:00Z");
  it("an offer with no end has none", () => {
    expect(offerEndText({ ends_at: undefined }, now, zone)).toBeUndefined();
  });
  it("an offer that ended yesterday, or earlier today, has ended", () => {
    expect(offerEndText({ ends_at: "2026-12-01T23:59:59+11:00" }, now, zone)).toBe("ended");
    expect(offerEndText({ ends_at: "2026-12-02T03:59:59Z" }, now, zone)).toBe("ended");
  });
  it("one ending later today ends today, though the UTC date is yesterday's", () => {
    expect(offerEndText({ ends_at: "2026-12-02T23:59:59+11:00" }, now, zone)).toBe("ends today");
  });
  it("a later one names its day in words, in the dealer's zone", () => {
    expect(offerEndText({ ends_at: "2026-12-15T23:59:59+11:00" }, now, zone)).toBe("ends 15 December 2026");
    expect(offerEndText({ ends_at: "2026-12-15T13:30:00Z" }, now, "Australia/Perth")).toBe("ends 15 December 2026");
    expect(offerEndText({ ends_at: "2026-12-15T13:30:00Z" }, now, zone)).toBe("ends 16 December 2026");
  });
});
