/** The first review shown after moving `step`, wrapping at both ends; `last` is the last possible start. */
export function nextStart(current: number, step: number, last: number): number {
  const next = Math.min(current, last) + step;
  return next > last ? 0 : next < 0 ? last : next;
}

/** How many reviews show side by side: keep in step with --per-view in ReviewsSlider.module.css. */
export const PER_VIEW_QUERIES = [
  [3, "(min-width: 1100px)"],
  [2, "(min-width: 768px)"],
] as const;
