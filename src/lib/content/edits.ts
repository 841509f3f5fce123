import { z } from "zod";
import type { Location, LocationType, SpecialHours } from "../feed/location.ts";
import type { Offer } from "../feed/offer.ts";

/**
 * Issue 38: what a dealer's editors change in the console, kept in the database and applied on top
 * of the feed by every build and by the functions (so a nightly from files never undoes it):
 * offers ended early, and special or holiday hours per location. One document per version; a
 * draft is the same document, not yet published.
 */

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time such as 09:00.");
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a date such as 2026-12-26.");
const DEPARTMENTS = ["sales", "service", "parts"] as const satisfies readonly LocationType[];

export const hoursEditSchema = z
  .strictObject({
    location_id: z.string().min(1).max(100),
    date: calendarDate,
    label: z.string().trim().min(1, "Please say what the day is (for example Boxing Day).").max(80),
    closed: z.boolean(),
    open: clock.optional(),
    close: clock.optional(),
    /** The departments it applies to; all of the location's when left out. */
    departments: z.array(z.enum(DEPARTMENTS)).max(3).optional(),
  })
  .refine((edit) => edit.closed || (edit.open && edit.close && edit.close > edit.open), {
    message: "Please give opening and closing times, closing after opening, or tick Closed all day.",
    path: ["close"],
  });
export type HoursEdit = z.output<typeof hoursEditSchema>;

export const contentEditsSchema = z.strictObject({
  /** Offers ended early, by id: the instant each was ended (its end date becomes then). */
  endedOffers: z.record(z.string().max(100), z.iso.datetime({ offset: true })),
  /** Special and holiday hours added, one per location and date (a later one for the same day replaces it). */
  hours: z.array(hoursEditSchema).max(200),
});
export type ContentEdits = z.output<typeof contentEditsSchema>;

export const NO_EDITS: ContentEdits = { endedOffers: {}, hours: [] };

/** Offers with those ended early ending then (an offer already ending sooner keeps its own end). */
export function applyOfferEdits(offers: readonly Offer[], edits: ContentEdits): Offer[] {
  return offers.map((offer) => {
    const ended = edits.endedOffers[offer.id];
    if (!ended) return offer;
    const endsAt = offer.ends_at && Date.parse(offer.ends_at) < Date.parse(ended) ? offer.ends_at : ended;
    return { ...offer, ends_at: endsAt };
  });
}

/** Locations with the added special hours in each department they name (all, when none named). */
export function applyHoursEdits(locations: readonly Location[], edits: ContentEdits): Location[] {
  if (!edits.hours.length) return [...locations];
  return locations.map((location) => {
    const mine = edits.hours.filter((edit) => edit.location_id === String(location.id));
    if (!mine.length) return location;
    return {
      ...location,
      departments: location.departments.map((department) => {
        const added = mine.filter((edit) => !edit.departments || edit.departments.includes(department.type as never));
        if (!added.length) return department;
        const dates = new Set(added.map((edit) => edit.date));
        const special: SpecialHours[] = added.map((edit) => ({
          date: edit.date,
          label: edit.label,
          closed: edit.closed,
          open: edit.closed ? undefined : edit.open,
          close: edit.closed ? undefined : edit.close,
          holiday: true,
        }));
        return {
          ...department,
          special_hours: [...department.special_hours.filter((entry) => !dates.has(entry.date)), ...special].sort(
            (a, b) => a.date.localeCompare(b.date),
          ),
        };
      }),
    };
  });
}

/**
 * Offers newly ended in a draft end no later than the site's own "now": a snapshot feed's site
 * lives on its feed's day (feed.asOf), and an offer ended today must already have ended there.
 */
export function endedBySiteDay(edits: ContentEdits, before: ContentEdits, siteNow: Date): ContentEdits {
  const latest = siteNow.getTime() - 1000;
  const endedOffers = Object.fromEntries(
    Object.entries(edits.endedOffers).map(([id, at]) => [
      id,
      before.endedOffers[id] === at || Date.parse(at) <= latest ? at : new Date(latest).toISOString(),
    ]),
  );
  return { ...edits, endedOffers };
}

/** Adds one day's hours to a draft, replacing any for the same location and date. */
export function withHours(edits: ContentEdits, edit: HoursEdit): ContentEdits {
  const others = edits.hours.filter((one) => !(one.location_id === edit.location_id && one.date === edit.date));
  return { ...edits, hours: [...others, edit].sort((a, b) => a.date.localeCompare(b.date)) };
}

/** How many changes a document holds: what the console counts. */
export const editCount = (edits: ContentEdits): number => Object.keys(edits.endedOffers).length + edits.hours.length;
