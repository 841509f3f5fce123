import { formatNumber } from "../format/number.ts";
import { COUNT_CAP } from "./fields.ts";

/**
 * Spec §9 "counts above 1999 capped": the engine reports true counts (nbHits drives paging);
 * what a shopper reads — result totals, facet counts, 'Show Me N Cars' — stops at the cap with a
 * plus: "1,999+".
 */
export function capCount(count: number, cap = COUNT_CAP): { value: number; capped: boolean } {
  return count > cap ? { value: cap, capped: true } : { value: Math.max(0, count), capped: false };
}

/**
 * Search and the budget box list recently sold cars (marked SOLD) beside the ones in
 * stock, so their counts are above the home page's "N cars in stock"; they say why.
 */
export function soldNote(sold: number): string {
  return sold > 0 ? ` (${formatResultCount(sold)} recently sold)` : "";
}

export function formatResultCount(count: number, cap = COUNT_CAP): string {
  const { value, capped } = capCount(count, cap);
  return `${formatNumber(value)}${capped ? "+" : ""}`;
}
