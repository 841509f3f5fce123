import { COMPARE_LIMIT, COMPARE_LIMIT_WIDE, WIDE_SCREEN_QUERY } from "#lib/inventory/compare-list.ts";

/** How many cars this screen can compare: 4 where the table has room for them, else 3. */
export function compareLimitHere(): number {
  const wide = typeof window.matchMedia === "function" && window.matchMedia(WIDE_SCREEN_QUERY).matches;
  return wide ? COMPARE_LIMIT_WIDE : COMPARE_LIMIT;
}
