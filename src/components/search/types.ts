import type { PriceTexts } from "#lib/pricing/price-display.ts";
import type { SearchDocument } from "#lib/search/document.ts";

/** What a result card needs from the tenant: price texts, image CDN and what it sells. */
export type CardSettings = PriceTexts & {
  imageTemplate: string;
  imageWidths: readonly number[];
  /** The watchlist is on for this dealer (spec §1): cards get 'Save to watchlist'. */
  garageEnabled?: boolean;
};

export type CardHit = Pick<
  SearchDocument,
  | "id"
  | "slug"
  | "name"
  | "badge"
  | "series"
  | "status"
  | "car_type"
  | "km"
  | "transmission"
  | "fuel"
  | "tag_label"
  | "image"
  | "price_display"
  | "weekly_price"
>;
