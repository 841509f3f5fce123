/** Spec §9: sticky header after 500 px of scroll, bottom bar (small screens) after 900 px. */
export const STICKY_HEADER_AFTER_PX = 500;
export const STICKY_BAR_AFTER_PX = 900;

/** Which of the vehicle page's sticky bars show at a scroll position. */
export function stickyVisibility(
  scrollY: number,
  headerAfterPx = STICKY_HEADER_AFTER_PX,
  barAfterPx = STICKY_BAR_AFTER_PX,
): { header: boolean; bar: boolean } {
  return { header: scrollY >= headerAfterPx, bar: scrollY >= barAfterPx };
}
