import { thousands } from "./comments.ts";
import { daysBefore, isoUtc } from "./dates.ts";
import { slugify, type ImageSet } from "./images.ts";
import type { Rng } from "./random.ts";
import type { TenantDefinition } from "./tenant-types.ts";
import { COLOUR_FAMILIES, modelsOf, shapeOf } from "./vehicles.ts";

/** Blog posts (vehicle reviews) for /blog/vehicle-reviews: one per current model, newest first. */

const VERDICTS = [
  "It is the pick of its class for families who want space without the running costs of something bigger.",
  "Buyers who tow, camp or drive long distances will appreciate how relaxed it feels at highway speeds.",
  "It is easy to live with every day, and resale values have held up well.",
];

export function buildBlogPosts(
  def: TenantDefinition,
  ref: Date,
  images: ImageSet,
  rng: Rng,
  count: number,
): Record<string, unknown>[] {
  const makes = (def.config.brands as string[] | undefined) ?? [];
  const specs = makes.flatMap((make) => modelsOf(make).filter((spec) => spec.until === undefined));
  return rng.sample(specs, Math.min(count, specs.length)).map((spec, index) => {
    const title = `${spec.make} ${spec.model} review: is it the right ${def.itemType} for you?`;
    const place = def.locations[0]!.name;
    const verdict = rng.pick(VERDICTS);
    return {
      id: `b${index + 1}`,
      slug: slugify(`${spec.make} ${spec.model} review`),
      title,
      excerpt: `We spent a week with the ${spec.make} ${spec.model} ${spec.badges[0]}. Here is what we liked, what we didn't, and who it suits.`,
      content: [
        `<p>The ${spec.make} ${spec.model} starts from $${thousands(spec.price)} drive away for the ${spec.badges[0]}${spec.badges.length > 1 ? `, and the range runs to the ${spec.badges.at(-1)}` : ""}.</p>`,
        `<h2>What we liked</h2><p>${verdict} The layout is well thought out and everything is where you expect it.</p>`,
        `<h2>What could be better</h2><p>Higher grades climb quickly in price, so it pays to compare what each badge adds.</p>`,
        `<h2>Our verdict</h2><p>Book a test drive at ${place} and see for yourself.</p>`,
      ].join(""),
      image: images.primary(shapeOf(spec), rng.pick(COLOUR_FAMILIES)),
      author: rng.pick(["Sam Nguyen", "Priya Shah", "Tom Walsh", "Mei Chen"]),
      category: "Vehicle reviews",
      published_at: isoUtc(daysBefore(ref, 6 + index * 17)),
    };
  });
}
