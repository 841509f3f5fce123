import type { Review } from "#lib/feed/review.ts";
import type { ReviewSet } from "./types.ts";

/** The tenant's own reviews feed in the same shape: the fallback when Snap21 is off or down. */
export function feedReviewSet(reviews: readonly Review[]): ReviewSet {
  const items = reviews.map((r) => ({
    id: String(r.id),
    author: r.author,
    rating: r.rating,
    text: r.text ?? "",
    date: r.date ? new Date(r.date).toISOString() : null,
    url: null,
    photoUrl: null,
  }));
  const average = items.length
    ? Math.round((items.reduce((sum, r) => sum + r.rating, 0) / items.length) * 10) / 10
    : null;
  return { source: "feed", average, count: items.length, reviews: items };
}

/** §9 minimum rating 4: lower ratings are not shown. */
const MINIMUM_RATING = 4;

export function withMinimumRating(set: ReviewSet, minimum = MINIMUM_RATING): ReviewSet {
  return { ...set, reviews: set.reviews.filter((r) => r.rating >= minimum) };
}
