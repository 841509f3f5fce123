import { htmlToText } from "../format/text.ts";
import { STOP_WORDS } from "./query-words.ts";

/**
 * Features worth a checkbox (spec §3 facet filtered_features): equipment lists run to dozens of
 * free-text lines, so only these shopper-facing ones become facet values, under these labels.
 */
const FILTERED_FEATURES: readonly string[] = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "360 Degree Camera",
  "Adaptive Cruise Control",
  "Blind Spot Monitoring",
  "Lane Keep Assist",
  "Heated Front Seats",
  "Leather Upholstery",
  "Satellite Navigation",
  "Sunroof",
  "Head-Up Display",
  "Wireless Phone Charger",
  "Power Tailgate",
  "Third Row Seating",
  "Tow Bar",
  "DC Fast Charging",
  "Vehicle-to-Load",
  "Ensuite",
  "Solar Panels",
  "Lithium Battery",
  "Off-road Independent Suspension",
];

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The car's equipment lines that name a filterable feature, as its canonical label, in list order. */
export function filteredFeatures(
  equipment: readonly string[],
  features: readonly string[] = FILTERED_FEATURES,
): string[] {
  const byKey = new Map(features.map((label) => [key(label), label]));
  const found = new Set<string>();
  for (const line of equipment) {
    const label = byKey.get(key(line));
    if (label) found.add(label);
  }
  return features.filter((label) => found.has(label));
}

/**
 * The searchable words of dealer comments, deduplicated and lowercased: the text index needs the
 * words, not the prose, and shipping the prose for every car would multiply the index size.
 * Words already in `known` (name, make, model...) and sign-off words (`boilerplate`: dealer and
 * location names) are left out — a "Visit us at Bayside Ford" line must not make every car on
 * the lot match "ford".
 */
export function commentTerms(
  html: string | undefined,
  known: readonly string[],
  boilerplate: readonly string[] = [],
): string | undefined {
  if (!html) return undefined;
  const words = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const skip = new Set([...known, ...boilerplate].flatMap(words));
  const terms = new Set<string>();
  for (const word of words(htmlToText(html))) {
    if (word.length < 2 || STOP_WORDS.has(word) || skip.has(word) || /^\d+$/.test(word)) continue;
    terms.add(word);
  }
  return terms.size > 0 ? [...terms].join(" ") : undefined;
}
