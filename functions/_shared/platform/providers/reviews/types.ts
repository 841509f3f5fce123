/** Our review shape for /api/reviews/snap21, whichever source filled it. */
export interface ReviewItem {
  id: string;
  author: string | null;
  rating: number;
  text: string;
  date: string | null;
  url: string | null;
  photoUrl: string | null;
}

export interface ReviewSet {
  source: "snap21" | "feed";
  average: number | null;
  count: number;
  reviews: ReviewItem[];
}
