/**
 * Spec §5 "Finance quote": price 10000 to 200000, digits only; term 1 to 7; credit GREAT, DECENT,
 * POOR. Apart from the quote's schema (./quote.ts) so that islands can read the limits without zod.
 */
export const QUOTE_PRICE = { min: 10_000, max: 200_000 } as const;
export const QUOTE_TERM = { min: 1, max: 7 } as const;
