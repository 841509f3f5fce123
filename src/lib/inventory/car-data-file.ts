import type { CompareCar } from "./compare.ts";

/**
 * One car as the browser reads it, written by the build beside the car's page
 * (`/cars/{slug}/car.json`): the compare table's row, the print sheet, and, for a car that offers
 * Reserve, what the one checkout page shows. Display text only, worked out by the build
 * (car-data.ts), so the pages that read it show exactly what the build decided. Types only, and
 * the address: the browser imports this.
 */
export type CarData = {
  compare: CompareCar;
  sheet: PrintSheet;
  reserve?: ReserveData;
};

/** The price as spec §4 "Price display" shows it (PriceTag.astro's parts). */
export type PriceView = {
  text: string;
  /** An amount (styled large) rather than the dealer's no-price or pre-order wording. */
  amount: boolean;
  /** A dollar price that live stock may correct (not a subscription). */
  live: boolean;
  label?: string;
  was?: string;
};

export type PrintSheet = {
  /** "Badge · Series", when either is known. */
  badge?: string;
  /** Undefined for a car no longer in stock: the sheet says SOLD. */
  price?: PriceView;
  photo?: string;
  info: { label: string; value: string }[];
  commentsHtml?: string;
  /** The car's location (else the dealer) and the phone to call there. */
  place: string;
  phone: string;
};

/** A car as CarCard.astro shows it. */
export type CardView = {
  image?: { src: string; srcset?: string };
  badge?: string;
  chips: string[];
  price: PriceView;
};

export type ReserveData = {
  depositAmount: number;
  /** Reserved when built: the checkout waits for live stock to say the hold was released. */
  reservedAtBuild: boolean;
  card: CardView;
  similar: { name: string; href: string; price: string }[];
};

/** Where a car's data is published. */
export const carDataPath = (slug: string) => `/cars/${encodeURIComponent(slug)}/car.json`;
