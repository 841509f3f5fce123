import { describe, expect, it } from "vitest";
import { changeCount, contentChanges } from "./changes.ts";
import { type ContentEdits, NO_EDITS } from "./edits.ts";

const names = {
  offer: (id: string) => `Offer ${id}`,
  location: (id: string) => (id === "1" ? "Moorabbin" : id),
  page: (slug: string) => (slug === "about-us" ? "About us" : slug),
  car: (id: string) => `Car ${id}`,
};
const live: ContentEdits = {
  ...NO_EDITS,
  endedOffers: { "5001": "2026-11-19T12:59:59.000Z" },
  hours: [{ location_id: "1", date: "2026-12-07", label: "Staff training day", closed: true }],
  banner: { enabled: true, text: "Service special", href: "/service" },
  carComments: { "42": "One owner." },
};

describe("contentChanges (compared with the version the site shows)", () => {
  it("a one-line change to a draft that already holds three live changes is one line", () => {
    const draft: ContentEdits = { ...live, hero: { heading: "Summer at Bayside" } };
    expect(contentChanges(live, draft, names)).toEqual([`The home page's heading reads "Summer at Bayside".`]);
    expect(changeCount(live, draft)).toBe(1);
  });
  it("nothing to publish says nothing", () => {
    expect(contentChanges(live, structuredClone(live), names)).toEqual([]);
  });
  it("a restore names what comes back and what goes", () => {
    const older: ContentEdits = {
      ...NO_EDITS,
      pages: { "about-us": { title: "About Bayside", markdown: "We sell Fords." } },
      hours: [
        { location_id: "1", date: "2026-12-24", label: "Christmas Eve", closed: false, open: "09:00", close: "13:00" },
      ],
    };
    expect(contentChanges(live, older, names)).toEqual([
      `Special offers shows "Offer 5001" again.`,
      "The service banner is back as the dealer's settings have it.",
      "/about-us shows the About Bayside page as written here.",
      "Car 42's page shows the feed's comments again.",
      "Moorabbin's page shows Thursday 24 December 2026 (Christmas Eve): 9:00 am – 1:00 pm; bookings and the lead clock follow it.",
      "Moorabbin's page no longer shows Monday 7 December 2026 (Staff training day).",
    ]);
  });
  it("the first version counts its changes against the files", () => {
    expect(changeCount(NO_EDITS, live)).toBe(4);
  });
});
