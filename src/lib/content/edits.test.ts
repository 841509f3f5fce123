import { describe, expect, it } from "vitest";
import type { Location } from "../feed/location.ts";
import type { Offer } from "../feed/offer.ts";
import {
  applyCarCommentEdits,
  applyHoursEdits,
  applyOfferEdits,
  applySettingsEdits,
  changedParts,
  commentsHtml,
  contentEditsSchema,
  NO_EDITS,
  offerAsWritten,
  offerEditSchema,
  endedBySiteDay,
  hoursEditSchema,
  withBannerAndHero,
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
    const [a, b, c] = applyOfferEdits(
      [offer("a", "2026-12-31"), offer("b", "2026-12-10"), offer("c")],
      edits,
      "Australia/Melbourne",
    );
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
    const before = { ...NO_EDITS, endedOffers: { kept: "2026-11-25T00:00:00.000Z" } };
    const edits = { ...NO_EDITS, endedOffers: { ...before.endedOffers, fresh: "2026-11-28T09:00:00.000Z" } };
    expect(endedBySiteDay(edits, before, siteNow).endedOffers).toEqual({
      kept: "2026-11-25T00:00:00.000Z",
      fresh: "2026-11-19T12:59:59.000Z",
    });
    // A live feed's site is today: an offer ended now ends now.
    expect(endedBySiteDay(edits, before, new Date("2026-11-28T10:00:00Z")).endedOffers.fresh).toBe(
      "2026-11-28T09:00:00.000Z",
    );
  });

  it("a rewritten offer keeps its feed id and place; a new one follows the feed's; days run in the dealer's zone", () => {
    const edits = contentEditsSchema.parse({
      endedOffers: {},
      hours: [],
      offers: {
        a: {
          title: "Ranger run-out",
          image: "/api/content/images/0123456789abcdef0123456789abcdef.jpg",
          ends_on: "2026-12-31",
        },
        "console-k3x9q2m7": { title: "Free first service", starts_on: "2026-12-01", price: 0 },
        // A made-up id is not a new offer: it never shows.
        "5001": { title: "Not the dealer's" },
      },
    });
    const [a, b, made, ...rest] = applyOfferEdits([offer("a", "2026-12-10"), offer("b")], edits, "Australia/Melbourne");
    expect(a).toMatchObject({ id: "a", title: "Ranger run-out", ends_at: "2026-12-31T12:59:00.000Z" });
    expect(a!.image).toMatch(/^\/api\/content\/images\//);
    expect(b!.title).toBe("Offer b");
    expect(made).toMatchObject({
      id: "console-k3x9q2m7",
      title: "Free first service",
      starts_at: "2026-11-30T13:00:00.000Z",
    });
    expect(rest).toEqual([]);
  });

  it("an offer edited without changing its days keeps the feed's times on them", () => {
    const feedOffer = { ...offer("a", "2026-12-31T00:00:00.000Z"), starts_at: "2026-12-01T00:00:00.000Z" };
    const edits = contentEditsSchema.parse({
      ...NO_EDITS,
      offers: { a: { title: "Typo fixed", starts_on: "2026-12-01", ends_on: "2026-12-31" } },
    });
    const [edited] = applyOfferEdits([feedOffer as Offer], edits, "Australia/Sydney");
    expect(edited).toMatchObject({
      title: "Typo fixed",
      starts_at: "2026-12-01T00:00:00.000Z",
      ends_at: "2026-12-31T00:00:00.000Z",
    });
  });

  it("a feed offer opens in the form on the dealer's days, and saved unchanged it is the feed's offer", () => {
    // 23:59 on 31 December in Perth is 15:59 UTC; midnight on 1 December there is 16:00 UTC the day before.
    const feedOffer = {
      ...offer("a", "2026-12-31T15:59:00.000Z"),
      starts_at: "2026-11-30T16:00:00.000Z",
      description: "Free tint",
      price: 39990,
    } as Offer;
    const asWritten = offerAsWritten(feedOffer, "Australia/Perth");
    expect(asWritten).toMatchObject({ title: "Offer a", starts_on: "2026-12-01", ends_on: "2026-12-31", price: 39990 });
    const edits = contentEditsSchema.parse({ ...NO_EDITS, offers: { a: asWritten } });
    expect(applyOfferEdits([feedOffer], edits, "Australia/Perth")).toEqual([feedOffer]);
  });

  it("a banner or hero saved as tenant.json has it is no change; any difference, or an uploaded photo, is", () => {
    const filed = {
      banner: { enabled: false, text: "Book your next service online", href: "/service" },
      hero: { heading: "Find your next car" },
    };
    const draft = contentEditsSchema.parse({ ...NO_EDITS, banner: { ...filed.banner, enabled: true } });
    const unchanged = withBannerAndHero(draft, { banner: filed.banner, hero: filed.hero }, filed);
    expect([unchanged.banner, unchanged.hero]).toEqual([undefined, undefined]);
    const photo = "/api/content/images/0123456789abcdef0123456789abcdef.jpg";
    const changed = withBannerAndHero(
      NO_EDITS,
      { banner: { ...filed.banner, text: "Service specials" }, hero: { ...filed.hero, image: photo } },
      filed,
    );
    expect(changed.banner?.text).toBe("Service specials");
    expect(changed.hero).toEqual({ heading: "Find your next car", image: photo });
  });

  it("an offer needs a title, and its last day cannot come before its first", () => {
    expect(offerEditSchema.safeParse({ title: " " }).error?.issues[0]?.message).toBe("Please give the offer a title.");
    expect(
      offerEditSchema.safeParse({ title: "Sale", starts_on: "2026-12-10", ends_on: "2026-12-01" }).error?.issues[0]
        ?.message,
    ).toBe("The last day cannot be before the first.");
  });

  it("the banner and hero an editor sets replace tenant.json's; a banner link must be safe", () => {
    const config = {
      serviceBanner: { enabled: false, text: "Book your next service online", href: "/service" },
      hero: { heading: "Find your next car", image: "/images/hero.svg" },
    };
    const edits = contentEditsSchema.parse({
      ...NO_EDITS,
      banner: { enabled: true, text: "Closed Boxing Day", href: "/locations" },
      hero: { heading: "Summer sale" },
    });
    expect(applySettingsEdits(config, edits)).toEqual({
      serviceBanner: { enabled: true, text: "Closed Boxing Day", href: "/locations" },
      hero: { heading: "Summer sale", image: "/images/hero.svg" },
    });
    expect(applySettingsEdits(config, NO_EDITS)).toEqual(config);
    const photo = "/api/content/images/0123456789abcdef0123456789abcdef.webp";
    const withPhoto = contentEditsSchema.parse({ ...NO_EDITS, hero: { heading: "Summer sale", image: photo } });
    expect(applySettingsEdits(config, withPhoto).hero.image).toBe(photo);
    // Only a photo uploaded in the console: not an address anywhere else.
    expect(
      contentEditsSchema.safeParse({ ...NO_EDITS, hero: { heading: "Hi", image: "https://evil.example/x.jpg" } })
        .success,
    ).toBe(false);
    const unsafe = contentEditsSchema.safeParse({
      ...NO_EDITS,
      banner: { enabled: true, text: "Hi", href: "javascript:alert(1)" },
    });
    expect(unsafe.success).toBe(false);
  });

  it("a car's comments are the editor's plain text, escaped, in paragraphs", () => {
    expect(commentsHtml("One owner <b>only</b>.\nLogbooks.\n\nDrive away today & save")).toBe(
      "<p>One owner &lt;b&gt;only&lt;/b&gt;.<br>Logbooks.</p><p>Drive away today &amp; save</p>",
    );
    const cars = [
      { id: "1", dealercomments: "<p>Feed</p>" },
      { id: "2", dealercomments: undefined },
    ];
    const edits = { ...NO_EDITS, carComments: { "2": "New tyres" } };
    expect(applyCarCommentEdits(cars, edits)).toEqual([cars[0], { id: "2", dealercomments: "<p>New tyres</p>" }]);
  });

  it("the audit keeps only the parts of a draft that changed", () => {
    const after = { ...NO_EDITS, carComments: { "7": "New tyres" } };
    expect(changedParts(NO_EDITS, after)).toEqual({
      before: { carComments: {} },
      after: { carComments: { "7": "New tyres" } },
    });
    expect(changedParts(after, after)).toEqual({ before: {}, after: {} });
  });
});
