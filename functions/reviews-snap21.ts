import { reviewsSnap21 } from "#lib/api/reviews-snap21.ts";
import { isProduction } from "./_shared/platform/env.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { feedReviewSet, withMinimumRating } from "./_shared/platform/providers/reviews/feed.ts";
import { fetchSnap21Reviews } from "./_shared/platform/providers/reviews/snap21.ts";
import type { ReviewSet } from "./_shared/platform/providers/reviews/types.ts";

export const config = { path: "/api/reviews/snap21", method: ["GET"] };

/**
 * §7 GET /api/reviews/snap21?orgId: the dealer's Snap21 reviews when the tenant's source is
 * snap21, else (or when Snap21 fails) the tenant's reviews feed, read from tenants/<slug>/feed
 * (or feed.url) through the tenant slug — the same data the build used. Only the tenant's own
 * orgId is served: this is not an open proxy. Snap21 is called in production, or wherever
 * SNAP21_API_URL is set; offline development uses the feed.
 */
export default defineFunction(reviewsSnap21, async ({ orgId: asked }, { site, fail, reply }) => {
  const tenant = await site();
  const settings = tenant.config.reviews;
  if (asked !== undefined && settings.snap21OrgId && asked !== settings.snap21OrgId) throw fail("not_found");
  const orgId = settings.snap21OrgId;
  let set: ReviewSet | null = null;
  if (settings.source === "snap21" && orgId && (isProduction() || process.env.SNAP21_API_URL)) {
    set = await fetchSnap21Reviews(orgId, { baseUrl: process.env.SNAP21_API_URL }).catch((error) => {
      console.error(`[reviews] ${tenant.slug}: Snap21 failed, using the feed:`, (error as Error).message);
      return null;
    });
  }
  set ??= feedReviewSet(await tenant.feed("reviews"));
  // Reviews change slowly: let the CDN and browser keep them for 10 minutes.
  return reply(withMinimumRating(set, settings.minimumRating), { headers: { "Cache-Control": "public, max-age=600" } });
});
