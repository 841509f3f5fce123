import { HttpError } from "./_shared/http/errors.ts";
import { handle } from "./_shared/http/handle.ts";
import { isProduction } from "./_shared/env.ts";
import { feedReviewSet, withMinimumRating } from "./_shared/providers/reviews/feed.ts";
import { fetchSnap21Reviews } from "./_shared/providers/reviews/snap21.ts";
import type { ReviewSet } from "./_shared/providers/reviews/types.ts";
import { tenantOf } from "./_shared/tenant.ts";

export const config = { path: "/api/reviews/snap21", method: ["GET"] };

/**
 * §7 GET /api/reviews/snap21?orgId: the dealer's Snap21 reviews when the tenant's source is
 * snap21, else (or when Snap21 fails) the tenant's reviews feed, read from tenants/<slug>/feed
 * (or feed.url) through the tenant slug — the same data the build used. Only the tenant's own
 * orgId is served: this is not an open proxy. Snap21 is called in production, or wherever
 * SNAP21_API_URL is set; offline development uses the feed.
 */
export default handle(["GET"], async (request) => {
  const tenant = await tenantOf(request);
  const settings = tenant.config.reviews;
  const asked = new URL(request.url).searchParams.get("orgId");
  if (asked !== null && !/^\d{1,12}$/.test(asked)) throw new HttpError(400, "validation", "orgId must be a number.");
  if (asked !== null && settings.snap21OrgId && asked !== settings.snap21OrgId)
    throw new HttpError(404, "not_found", "No reviews for that organisation on this site.");
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
  return Response.json(withMinimumRating(set, settings.minimumRating), {
    headers: { "Cache-Control": "public, max-age=600" },
  });
});
