import { franchises } from "./catalogue.ts";
import { thousands } from "./comments.ts";
import { daysAfter, daysBefore, localDay } from "./dates.ts";
import { slugify, type ImageSet } from "./images.ts";
import type { Rng } from "./random.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { COLOUR_FAMILIES, modelsOf, newPriceOf, shapeOf } from "./vehicles.ts";

/** Offers, finance lenders and promos. */

type FeedRecord = Record<string, unknown>;

const PERKS = [
  "5 years complimentary servicing",
  "a bonus $1,500 accessories pack",
  "free window tinting and floor mats",
  "12 months free registration",
  "a complimentary tow bar fitted",
];

const TERMS =
  "Offer available on new vehicles ordered and delivered between the dates shown, while stocks last. Private and ABN buyers only; " +
  "excludes fleet, government and rental buyers. Drive-away prices include registration, CTP and stamp duty and may vary by postcode. " +
  "Not available in conjunction with any other offer. The dealer reserves the right to extend or withdraw the offer.";

function describe(rng: Rng, title: string, perk: string, place: string): string {
  const length = rng.weighted([
    ["short", 3],
    ["medium", 4],
    ["long", 3],
  ] as const);
  if (length === "short") return `${title}. Limited stock.`;
  if (length === "medium") return `${title}, plus ${perk}. Available at ${place} while stocks last, so be quick.`;
  return (
    `${title}, plus ${perk}. Whether you are after a daily driver, a family hauler or something for the weekend, our team at ${place} ` +
    "can arrange a test drive at a time that suits you, value your trade-in on the spot and tailor a finance package to your budget. " +
    "Ask about extended warranty and protection options when you visit."
  );
}

export function buildOffers(
  def: TenantDefinition,
  ref: Date,
  images: ImageSet,
  rng: Rng,
  count: number,
  firstIndex = 0,
): FeedRecord[] {
  const specs = franchises(def).flatMap((make) => modelsOf(make).filter((spec) => spec.until === undefined));
  return rng.sample(specs, count).map((spec, sampled) => {
    const index = firstIndex + sampled;
    const badgeIndex = rng.int(0, spec.badges.length - 1);
    const price = newPriceOf(spec, badgeIndex) - rng.pick([500, 1000, 1500, 2000]);
    const carType = rng.chance(0.8) ? "new" : "demo";
    const title = `${spec.make} ${spec.model} ${spec.badges[badgeIndex]} ${carType === "demo" ? "demo " : ""}from $${thousands(price)} drive away`;
    const yards = def.locations.filter((location) => location.type === "sales" && location.brands.includes(spec.make));
    const place = yards[0]?.name ?? def.name;
    // The first offer of a multi-yard group has just expired, as feeds often still carry them.
    const ended = index === 0 && def.locations.length > 2;
    return {
      id: String(5001 + index),
      title,
      manufacturer: slugify(spec.make),
      model: spec.model,
      car_type: carType,
      description: describe(rng, title, rng.pick(PERKS), place),
      terms: TERMS,
      image: images.primary(shapeOf(spec), rng.pick(COLOUR_FAMILIES)),
      price: index === 1 ? `$${thousands(price)}` : price,
      price_type: index === 1 ? "DAP" : "Drive Away",
      starts_at: localDay(daysBefore(ref, rng.int(5, 40))),
      // Offers run to the end of their last day, local time.
      ends_at: `${localDay(daysAfter(ref, ended ? -3 : rng.int(10, 70)))}T23:59:59+11:00`,
      location_ids: yards.map((location) => location.id),
    };
  });
}

const LENDERS: Record<string, { name: string; rate: number }[]> = {
  Taurus: [
    { name: "Taurus Motor Finance", rate: 8.49 },
    { name: "Taurus Low Doc", rate: 10.95 },
  ],
  "360 Finance": [{ name: "360 Finance Car Loans", rate: 7.99 }],
  AusLoans: [{ name: "AusLoans Vehicle Finance", rate: 8.29 }],
  Angle: [{ name: "Angle Caravan & RV Finance", rate: 9.15 }],
};

export function buildLenders(def: TenantDefinition): FeedRecord[] {
  const providers = (def.config.finance as { providers?: string[] } | undefined)?.providers ?? [];
  return providers
    .flatMap((provider) =>
      (LENDERS[provider] ?? [{ name: provider, rate: 9.5 }]).map((lender) => ({ provider, ...lender })),
    )
    .map((lender, index) => ({
      id: `l${index + 1}`,
      name: lender.name,
      provider: lender.provider,
      advertised_rate: lender.rate,
      comparison_rate: Math.round((lender.rate + 0.63) * 100) / 100,
      url: "/finance",
    }));
}

export function buildPromos(def: TenantDefinition, count: number): FeedRecord[] {
  const item = def.itemType === "caravan" ? "caravan" : "car";
  const promos = [
    {
      title: "Get pre-approved in minutes",
      text: `Know your budget before you choose your next ${item}.`,
      href: "/finance",
      cta: "Get pre-approved",
      placement: "search",
    },
    {
      title: "What's your trade-in worth?",
      text: "Get an instant online valuation, then lock it in at the yard.",
      href: "/trade-in",
      cta: "Value my trade",
      placement: "home",
    },
    {
      title: "Service specials",
      text: "Capped-price servicing with a free wash and loan car.",
      href: "/service#service-booking",
      cta: "Book a service",
      placement: "home",
    },
  ];
  return promos.slice(0, count).map((promo, index) => ({ id: `p${index + 1}`, image: "/images/hero.svg", ...promo }));
}
