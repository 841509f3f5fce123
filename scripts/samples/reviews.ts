import { daysBefore, isoUtc } from "./dates.ts";
import type { Rng } from "./random.ts";
import type { TenantDefinition } from "./tenant-types.ts";

/** Customer reviews: mostly 4–5 stars, texts from a line to a paragraph, a few blunt ones. */

const FIRST = [
  "Sarah",
  "James",
  "Priya",
  "Liam",
  "Mei",
  "Jack",
  "Olivia",
  "Noah",
  "Aisha",
  "Tom",
  "Chloe",
  "Raj",
  "Emily",
  "Dimitri",
  "Grace",
  "Hamish",
  "Sophie",
  "Kai",
  "Isabella",
  "Connor",
  "Ngoc",
  "Lachlan",
  "Zara",
  "Ben",
  "Ruby",
  "Mohammed",
  "Ella",
  "Sean",
];
const LAST = "ABCDEFGHJKLMNOPRSTVW";
const STAFF = ["Sam", "Priya", "Jordan", "Mei", "Tom", "Alex", "Nick", "Hannah"];

const GOOD_OPENERS = [
  "Fantastic experience from start to finish.",
  "Couldn't be happier with my new {thing}.",
  "Second {thing} we've bought here and it won't be the last.",
  "Great service, no pressure and a fair price.",
  "Highly recommend!",
];
const GOOD_DETAILS = [
  "{staff} took the time to explain every feature and even set up my phone before I drove off.",
  "The trade-in offer was better than two other dealers we tried, and the paperwork was done in under an hour.",
  "We came in just to look and {staff} let us take it for a long test drive without any pressure at all.",
  "Finance was sorted the same day and the {thing} was detailed and ready for pick-up on the Saturday as promised.",
  "Everything was explained clearly, from the warranty to the first service.",
  "They even delivered it to our place when we couldn't get to the yard.",
];
const MIXED = [
  "Good {thing} and a fair deal, but the handover took longer than expected.",
  "Sales team was helpful. Had to chase a couple of times for the rego papers.",
];
const BAD = [
  "Waited over a week for a call back about finance. The {thing} itself is fine but communication needs work.",
  "Booked a test drive and the {thing} had already been sold. Disappointing.",
  "Not happy with the trade-in offer, felt like it changed once we were at the desk.",
];

const fill = (text: string, thing: string, staff: string) =>
  text.replace(/\{thing\}/g, thing).replace(/\{staff\}/g, staff);

export function buildReviews(def: TenantDefinition, ref: Date, rng: Rng, count: number): Record<string, unknown>[] {
  const thing = def.itemType === "caravan" ? "van" : "car";
  const places = def.locations.filter((location) => location.type !== "parts");
  return Array.from({ length: count }, (_, index) => {
    const rating = rng.weighted([
      [5, 60],
      [4, 22],
      [3, 8],
      [2, 5],
      [1, 5],
    ] as const);
    const staff = rng.pick(STAFF);
    let text: string;
    if (rating >= 4) {
      const details = rng.sample(
        GOOD_DETAILS,
        rng.weighted([
          [0, 2],
          [1, 4],
          [2, 3],
          [3, 1],
        ] as const),
      );
      text = [rng.pick(GOOD_OPENERS), ...details, rng.chance(0.3) ? `Thanks ${staff} and the team!` : ""]
        .filter(Boolean)
        .join(" ");
    } else {
      text = rating === 3 ? rng.pick(MIXED) : rng.pick(BAD);
    }
    const location = rng.pick(places);
    return {
      id: `r${index + 1}`,
      author: `${rng.pick(FIRST)} ${rng.pick([...LAST])}.`,
      // One review system sends ratings as text.
      rating: index === 4 ? String(rating) : rating,
      text: index === 7 ? "" : fill(text, thing, staff),
      date: isoUtc(daysBefore(ref, rng.float(2, 365))),
      source: rng.weighted([
        ["Google", 6],
        ["Facebook", 2],
        ["Snap21", 2],
      ] as const),
      location_id: rng.chance(0.8) ? location.id : undefined,
    };
  });
}
