import type { Review } from "../feed/review.ts";
import { formatDayMonthYear } from "../format/date.ts";
import { REVIEW_TRUNCATE_AT, truncateText } from "../format/truncate.ts";

/** Spec §9: reviews below this rating are not shown. */
export const MINIMUM_REVIEW_RATING = 4;
/** Spec §9: reviews become a slider when there are more than 3, rotating every 3000 ms. */
export const REVIEW_SLIDER_ABOVE = 3;
export const REVIEW_ROTATION_MS = 3000;

export interface ShownReview {
  id: string;
  author: string;
  rating: number;
  text: string;
  truncated: boolean;
  fullText?: string;
  /** The day it was written, as shoppers read it ("14 Oct 2026"), never the feed's timestamp. */
  date?: string;
}

/**
 * The reviews a page shows: rated at least the minimum, with something to read, newest first,
 * text cut at 160 characters with the full text kept for 'Read more', dated on the dealer's calendar.
 */
export function selectReviews(
  reviews: readonly Review[],
  options: { minimumRating?: number; truncateAt?: number; limit?: number; timeZone?: string } = {},
): ShownReview[] {
  const { minimumRating = MINIMUM_REVIEW_RATING, truncateAt = REVIEW_TRUNCATE_AT, limit = 12, timeZone } = options;
  return reviews
    .filter((review) => review.rating >= minimumRating && review.text)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((review) => {
      const cut = truncateText(review.text!, truncateAt);
      return {
        id: review.id,
        author: review.author,
        rating: review.rating,
        text: cut.text,
        truncated: cut.truncated,
        ...(cut.truncated ? { fullText: review.text } : {}),
        ...(review.date ? { date: formatDayMonthYear(review.date, timeZone) } : {}),
      };
    });
}
