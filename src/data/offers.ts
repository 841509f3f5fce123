import { slugify } from "#lib/format/slug.ts";
import { currentOffers } from "#lib/offers/offers.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { getFeed } from "./feed.ts";
import { getTenantConfig } from "./tenant.ts";

/** The offers running at build time ("today" per feedNow), in listing order. */
export async function getCurrentOffers() {
  const [config, offers] = await Promise.all([getTenantConfig(), getFeed("offers")]);
  return currentOffers(offers, feedNow(config));
}

/** Make slug → display name from the manufacturers feed ("new-age" → "New Age"). */
export async function getMakeNames(): Promise<Map<string, string>> {
  const manufacturers = await getFeed("manufacturers");
  return new Map(manufacturers.map((m) => [slugify(m.slug), m.name]));
}
