import { z } from "zod";
import type { Car } from "../feed/car.ts";
import type { Location, LocationType, SpecialHours } from "../feed/location.ts";
import type { Offer } from "../feed/offer.ts";
import { instantAt, zonedMoment } from "../hours/zoned-time.ts";
import { escapeHtml } from "../format/escape-html.ts";
import { isSafeLink } from "../links/safe-link.ts";
import { STATIC_PAGE_SLUGS } from "./static-pages.ts";
import { uploadedImageName } from "./uploaded-image.ts";

/**
 * What a dealer's editors change in the console, kept in the database and applied on top
 * of the feed and tenant.json by every build and by the functions (so a nightly from files never
 * undoes it): offers ended early, created or rewritten; special or holiday hours per location; the
 * service banner and the home page's hero; the dealer's comments on a car. One document per
 * version; a draft is the same document, not yet published.
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

const uploadedImage = (message: string) => z.string().refine((path) => uploadedImageName(path) !== undefined, message);

const optionalProse = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional();
const requiredText = (max: number, empty: string, tooLong: string) => z.string().trim().min(1, empty).max(max, tooLong);

/** An offer as an editor writes it: a new one, or a feed offer rewritten (the feed's id kept). */
export const offerEditSchema = z
  .strictObject({
    title: requiredText(120, "Please give the offer a title.", "Please keep the title under 120 characters."),
    description: optionalProse(5000, "Please keep the description under 5,000 characters."),
    // Manufacturers' terms run long.
    terms: optionalProse(20_000, "Please keep the terms under 20,000 characters."),
    /** An uploaded photo (uploaded-image.ts), or the feed offer's own image kept. */
    image: z.string().max(2000).optional(),
    price: z.number().min(0, "A price cannot be negative.").max(100_000_000).optional(),
    /** The first and last day it runs, in the dealer's time zone. */
    starts_on: calendarDate.optional(),
    ends_on: calendarDate.optional(),
  })
  .refine((offer) => !offer.starts_on || !offer.ends_on || offer.ends_on >= offer.starts_on, {
    message: "The last day cannot be before the first.",
    path: ["ends_on"],
  });
export type OfferEdit = z.output<typeof offerEditSchema>;

/** tenant.json's serviceBanner, as an editor sets it. */
export const bannerEditSchema = z.strictObject({
  enabled: z.boolean(),
  text: requiredText(120, "Please write the banner's text.", "Please keep the banner under 120 characters."),
  href: z
    .string()
    .trim()
    .max(500)
    .refine(isSafeLink, "Please give a path on the site (such as /service), a web address, or a mailto: or tel: link."),
});

/** tenant.json's hero: its heading, line and photo, as an editor sets them. */
export const heroEditSchema = z.strictObject({
  heading: requiredText(80, "Please write the heading.", "Please keep the heading under 80 characters."),
  subheading: optionalProse(160, "Please keep the line under 160 characters."),
  /** A photo uploaded in the console; tenant.json's image when left out. */
  image: uploadedImage("Please upload the photo again.").optional(),
});

/** A standard page (about us, warranty, terms…) as an editor writes it: Markdown, shown in place of the file's. */
export const pageEditSchema = z.strictObject({
  title: requiredText(120, "Please give the page a title.", "Please keep the title under 120 characters."),
  description: optionalProse(300, "Please keep the search description under 300 characters."),
  markdown: requiredText(50_000, "Please write the page.", "Please keep the page under 50,000 characters."),
});
export type PageEdit = z.output<typeof pageEditSchema>;

/** New offers made in the console have ids of their own, apart from any feed's. */
export const NEW_OFFER_ID = /^console-[0-9a-z]{8,16}$/;

/** The dealer's comments on a car, as an editor writes them (plain text). */
export const carCommentSchema = requiredText(
  4000,
  "Please write the comments, or remove them from the list.",
  "Please keep comments under 4,000 characters.",
);

export const contentEditsSchema = z.strictObject({
  /** Offers ended early, by id: the instant each was ended (its end date becomes then). */
  endedOffers: z.record(z.string().max(100), z.iso.datetime({ offset: true })),
  /** Special and holiday hours added, one per location and date (a later one for the same day replaces it). */
  hours: z.array(hoursEditSchema).max(200),
  /** Offers written in the console, by id: new ones (NEW_OFFER_ID) and feed offers rewritten. */
  offers: z.record(z.string().max(100), offerEditSchema).default({}),
  banner: bannerEditSchema.optional(),
  hero: heroEditSchema.optional(),
  /** Standard pages rewritten, by page. */
  pages: z.partialRecord(z.enum(STATIC_PAGE_SLUGS), pageEditSchema).default({}),
  /** The dealer's comments on a car, by car id (plain text; shown in place of the feed's). */
  carComments: z.record(z.string().max(100), carCommentSchema).default({}),
});
export type ContentEdits = z.output<typeof contentEditsSchema>;

export const NO_EDITS: ContentEdits = { endedOffers: {}, hours: [], offers: {}, pages: {}, carComments: {} };

/**
 * An editor's offer as the feed would carry it; its days run in the dealer's time zone. A day left
 * as it was keeps the feed's own time on it (an edited title must not move the end by hours).
 */
function offerFromEdit(id: string, edit: OfferEdit, base: Offer | undefined, timeZone: string): Offer {
  const instant = (date: string, minutes: number, feeds: string | undefined) => {
    if (feeds && zonedMoment(new Date(feeds), timeZone).date === date) return feeds;
    // A time the clocks skip that day (daylight saving) is taken an hour later.
    return (instantAt(date, minutes, timeZone) ?? instantAt(date, minutes + 60, timeZone))?.toISOString();
  };
  return {
    ...(base ?? { id, location_ids: [] }),
    id,
    title: edit.title,
    description: edit.description,
    terms: edit.terms,
    image: edit.image,
    price: edit.price,
    starts_at: edit.starts_on ? instant(edit.starts_on, 0, base?.starts_at) : undefined,
    // The last minute of the last day.
    ends_at: edit.ends_on ? instant(edit.ends_on, 23 * 60 + 59, base?.ends_at) : undefined,
  } as Offer;
}

/** A feed offer as the editor's form shows it: its days on the dealer's calendar (offerFromEdit's inverse). */
export function offerAsWritten(offer: Offer, timeZone: string): OfferEdit {
  const day = (iso: string | undefined) => (iso ? zonedMoment(new Date(iso), timeZone).date : undefined);
  return {
    title: offer.title,
    description: offer.description,
    terms: offer.terms,
    image: offer.image,
    price: offer.price,
    starts_on: day(offer.starts_at),
    ends_on: day(offer.ends_at),
  };
}

/**
 * Offers as editors left them: rewritten ones in their place, new ones after the feed's, and those
 * ended early ending then (an offer already ending sooner keeps its own end).
 */
export function applyOfferEdits(offers: readonly Offer[], edits: ContentEdits, timeZone: string): Offer[] {
  const feedIds = new Set(offers.map((offer) => offer.id));
  const written = [
    ...offers.map((offer) => {
      const edit = edits.offers[offer.id];
      return edit ? offerFromEdit(offer.id, edit, offer, timeZone) : offer;
    }),
    ...Object.entries(edits.offers)
      .filter(([id]) => !feedIds.has(id) && NEW_OFFER_ID.test(id))
      .map(([id, edit]) => offerFromEdit(id, edit, undefined, timeZone)),
  ];
  return written.map((offer) => {
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

type BannerEdit = z.output<typeof bannerEditSchema>;
type HeroEdit = z.output<typeof heroEditSchema>;

/**
 * The draft with the banner and hero an editor saved, each kept only where it differs from
 * tenant.json's (the preview and the version's count then show real changes). A hero with an
 * uploaded photo always differs: tenant.json's photo is not an upload.
 */
export function withBannerAndHero(
  edits: ContentEdits,
  saved: { banner: BannerEdit; hero: HeroEdit },
  filed: { banner: BannerEdit; hero: { heading: string; subheading?: string } },
): ContentEdits {
  const { banner, hero } = saved;
  const sameBanner =
    banner.enabled === filed.banner.enabled && banner.text === filed.banner.text && banner.href === filed.banner.href;
  const sameHero = !hero.image && hero.heading === filed.hero.heading && hero.subheading === filed.hero.subheading;
  return { ...edits, banner: sameBanner ? undefined : banner, hero: sameHero ? undefined : hero };
}

/** The service banner and hero as editors set them, over tenant.json's. */
export function applySettingsEdits<
  C extends {
    serviceBanner: z.output<typeof bannerEditSchema>;
    hero: { heading: string; subheading?: string; image?: string };
  },
>(config: C, edits: ContentEdits): C {
  return {
    ...config,
    ...(edits.banner && { serviceBanner: { ...config.serviceBanner, ...edits.banner } }),
    // Written out: a line the editor cleared is absent from the stored JSON, and must stay cleared.
    ...(edits.hero && {
      hero: {
        ...config.hero,
        heading: edits.hero.heading,
        subheading: edits.hero.subheading,
        ...(edits.hero.image && { image: edits.hero.image }),
      },
    }),
  };
}

/** An editor's plain-text comment as the feed's comments HTML: paragraphs at blank lines, breaks at newlines. */
export function commentsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** Cars with the dealer's comments written in the console in place of the feed's. */
export function applyCarCommentEdits<C extends Pick<Car, "id" | "dealercomments">>(
  cars: readonly C[],
  edits: ContentEdits,
): C[] {
  if (!Object.keys(edits.carComments).length) return [...cars];
  return cars.map((car) => {
    const text = edits.carComments[String(car.id)];
    return text ? { ...car, dealercomments: commentsHtml(text) } : car;
  });
}

/** How many changes a document holds: what the console counts. */
export const editCount = (edits: ContentEdits): number =>
  Object.keys(edits.endedOffers).length +
  edits.hours.length +
  Object.keys(edits.offers).length +
  (edits.banner ? 1 : 0) +
  (edits.hero ? 1 : 0) +
  Object.keys(edits.pages).length +
  Object.keys(edits.carComments).length;

/** The parts of a document that differ, before and after: what the audit log keeps of a draft saved. */
export function changedParts(
  before: ContentEdits,
  after: ContentEdits,
): { before: Partial<ContentEdits>; after: Partial<ContentEdits> } {
  const keys = (Object.keys({ ...before, ...after }) as (keyof ContentEdits)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
