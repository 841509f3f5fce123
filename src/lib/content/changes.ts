import { longDay } from "../appointments/calendar.ts";
import { formatClock } from "../hours/opening-hours.ts";
import type { ContentEdits, HoursEdit } from "./edits.ts";

/**
 * What going from one version of the content to another changes on the site, one
 * sentence a change: the preview compares the draft with the version the site shows (not with the
 * files, so a one-line change is one line), Restore shows it before it publishes, and each
 * published version counts its changes against the one before it.
 */
export interface ChangeNames {
  offer: (id: string) => string;
  location: (id: string) => string;
  page: (slug: string) => string;
  car: (id: string) => string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const keysOf = (...records: object[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];

export const hoursText = (edit: Pick<HoursEdit, "closed" | "open" | "close">): string =>
  edit.closed ? "Closed" : `${formatClock(edit.open ?? "")} – ${formatClock(edit.close ?? "")}`;

const hoursKey = (edit: HoursEdit) => `${edit.location_id}:${edit.date}`;

export function contentChanges(before: ContentEdits, after: ContentEdits, names: ChangeNames): string[] {
  const lines: string[] = [];
  for (const id of keysOf(before.endedOffers, after.endedOffers)) {
    const was = Boolean(before.endedOffers[id]);
    const is = Boolean(after.endedOffers[id]);
    if (is && !was) lines.push(`Special offers no longer shows "${names.offer(id)}", and its page says it has ended.`);
    else if (was && !is) lines.push(`Special offers shows "${names.offer(id)}" again.`);
  }
  for (const id of keysOf(before.offers, after.offers)) {
    const offer = after.offers[id];
    if (same(before.offers[id], offer)) continue;
    if (!offer) {
      lines.push(`"${before.offers[id]?.title ?? names.offer(id)}" is no longer as written here.`);
      continue;
    }
    lines.push(
      `Special offers shows "${offer.title}"${offer.ends_on ? ` until ${longDay(offer.ends_on)}` : ""}${offer.image ? ", with its photo" : ""}.`,
    );
  }
  if (!same(before.banner, after.banner)) {
    const banner = after.banner;
    lines.push(
      !banner
        ? "The service banner is back as the dealer's settings have it."
        : banner.enabled
          ? `Every page shows the banner "${banner.text}", linking to ${banner.href}.`
          : "No page shows the service banner.",
    );
  }
  if (!same(before.hero, after.hero))
    lines.push(
      after.hero
        ? `The home page's heading reads "${after.hero.heading}".`
        : "The home page's heading is back as the dealer's settings have it.",
    );
  for (const slug of keysOf(before.pages, after.pages) as (keyof ContentEdits["pages"])[]) {
    if (same(before.pages[slug], after.pages[slug])) continue;
    const page = after.pages[slug];
    lines.push(
      page
        ? `/${slug} shows the ${page.title} page as written here.`
        : `/${slug} shows the ${names.page(slug)} page as its file has it.`,
    );
  }
  for (const id of keysOf(before.carComments, after.carComments)) {
    if (same(before.carComments[id], after.carComments[id])) continue;
    lines.push(
      after.carComments[id]
        ? `${names.car(id)}'s page shows the comments written here.`
        : `${names.car(id)}'s page shows the feed's comments again.`,
    );
  }
  const hoursBefore = new Map(before.hours.map((edit) => [hoursKey(edit), edit]));
  const hoursAfter = new Map(after.hours.map((edit) => [hoursKey(edit), edit]));
  for (const edit of after.hours) {
    if (same(hoursBefore.get(hoursKey(edit)), edit)) continue;
    lines.push(
      `${names.location(edit.location_id)}'s page shows ${longDay(edit.date)} (${edit.label}): ${hoursText(edit)}; bookings and the lead clock follow it.`,
    );
  }
  for (const edit of before.hours)
    if (!hoursAfter.has(hoursKey(edit)))
      lines.push(`${names.location(edit.location_id)}'s page no longer shows ${longDay(edit.date)} (${edit.label}).`);
  return lines;
}

/** How many changes a version made to the one before it (the first, to the files). */
export function changeCount(before: ContentEdits, after: ContentEdits): number {
  const fallback = (id: string) => id;
  return contentChanges(before, after, { offer: fallback, location: fallback, page: fallback, car: fallback }).length;
}
