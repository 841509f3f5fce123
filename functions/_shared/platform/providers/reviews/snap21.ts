import { outbound } from "../../http/outbound.ts";
import type { ReviewItem, ReviewSet } from "./types.ts";

/**
 * Snap21's public reviews API: GET {base}/api/v1/reviews?orgId=<integer>, no key, answering
 * { aggregates: { avgStarRating, reviewCount }, reviews: [{ id, comments, timestamp
 * "YYYY-MM-DD HH:mm:ss", rating, photoUrl, reviewUrl }] }.
 */
export const SNAP21_API_URL = "https://snap21.com";

interface Snap21Review {
  id?: number | string;
  comments?: string;
  timestamp?: string;
  rating?: number;
  photoUrl?: string;
  reviewUrl?: string;
}

interface Snap21Response {
  aggregates?: { avgStarRating?: number; reviewCount?: number };
  reviews?: Snap21Review[];
}

class Snap21Error extends Error {
  override name = "Snap21Error";
}

function toReviewItem(review: Snap21Review): ReviewItem | null {
  const rating = Number(review.rating);
  if (review.id === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  // Snap21 timestamps have no zone; they are Australian local times, kept as given but ISO-shaped.
  const date =
    review.timestamp && /^\d{4}-\d{2}-\d{2}/.test(review.timestamp) ? review.timestamp.replace(" ", "T") : null;
  return {
    id: String(review.id),
    author: null,
    rating,
    text: (review.comments ?? "").trim(),
    date,
    url: review.reviewUrl ?? null,
    photoUrl: review.photoUrl ?? null,
  };
}

export async function fetchSnap21Reviews(
  orgId: string,
  options: { baseUrl?: string; timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<ReviewSet> {
  const url = `${(options.baseUrl ?? SNAP21_API_URL).replace(/\/+$/, "")}/api/v1/reviews?orgId=${encodeURIComponent(orgId)}`;
  const response = await outbound({
    service: "Snap21",
    url,
    headers: { Accept: "application/json" },
    timeoutMs: options.timeoutMs ?? 5000,
    error: (message) => new Snap21Error(message),
    fetch: options.fetch,
  });
  if (!response.ok) throw new Snap21Error(`Snap21 answered ${response.status}`);
  const body = (response.json() ?? null) as Snap21Response | null;
  if (!body || !Array.isArray(body.reviews)) throw new Snap21Error("Snap21 answered without a reviews list");
  const reviews = body.reviews.map(toReviewItem).filter((r): r is ReviewItem => r !== null);
  return {
    source: "snap21",
    average: body.aggregates?.avgStarRating ?? null,
    count: body.aggregates?.reviewCount ?? reviews.length,
    reviews,
  };
}
