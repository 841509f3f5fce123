import { useEffect, useRef, useState } from "react";
import type { CSSProperties, FocusEvent } from "react";
import ReviewCard from "./ReviewCard.tsx";
import type { Review } from "./ReviewCard.tsx";
import { REVIEW_ROTATION_MS, REVIEW_SLIDER_ABOVE } from "#lib/reviews/select-reviews.ts";
import styles from "./ReviewsSlider.module.css";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "./use-media-query.ts";

export type { Review };

export interface ReviewsSliderProps {
  /** Already filtered by minimum rating and truncated by the page. */
  reviews: Review[];
  rotationMs?: number;
  sliderAbove?: number;
  label?: string;
}

/** The first review shown after moving `step`, wrapping at both ends; `last` is the last possible start. */
export function nextStart(current: number, step: number, last: number): number {
  const next = Math.min(current, last) + step;
  return next > last ? 0 : next < 0 ? last : next;
}

// Keep in step with --per-view in ReviewsSlider.module.css.
const TWO_UP = "(min-width: 768px)";
const THREE_UP = "(min-width: 1100px)";

export default function ReviewsSlider({
  reviews,
  rotationMs = REVIEW_ROTATION_MS,
  sliderAbove = REVIEW_SLIDER_ABOVE,
  label = "Customer reviews",
}: ReviewsSliderProps) {
  if (reviews.length <= sliderAbove) {
    return (
      <ul className={styles.list} aria-label={label}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    );
  }
  return <Slider reviews={reviews} rotationMs={rotationMs} label={label} />;
}

function Slider({ reviews, rotationMs, label }: { reviews: Review[]; rotationMs: number; label: string }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const threeUp = useMediaQuery(THREE_UP);
  const twoUp = useMediaQuery(TWO_UP);
  const perView = threeUp ? 3 : twoUp ? 2 : 1;
  const [index, setIndex] = useState(0);
  // null until the shopper chooses: then rotation follows prefers-reduced-motion (WCAG 2.2.2).
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const controlRef = useRef<HTMLButtonElement>(null);

  const count = reviews.length;
  const last = Math.max(0, count - perView);
  const start = Math.min(index, last);
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;

  const go = (step: number) => setIndex((current) => nextStart(current, step, last));

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => nextStart(current, 1, last)), rotationMs);
    return () => clearInterval(timer);
  }, [rotating, rotationMs, last]);

  // Focus on the Pause/Play button itself must not pause, or Play would never start anything.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(event.target !== controlRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button ref={controlRef} type="button" className={styles.control} onClick={() => setChoice(!playing)}>
          {playing ? "Pause" : "Play"}
          <span className="visually-hidden"> automatic rotation of reviews</span>
        </button>
        <button type="button" className={styles.control} onClick={() => go(-1)} aria-label="Previous review">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.control} onClick={() => go(1)} aria-label="Next review">
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ "--index": start } as CSSProperties}
          aria-live={rotating ? "off" : "polite"}
        >
          {reviews.map((review, i) => (
            <div
              key={review.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={i < start || i >= start + perView}
            >
              <ReviewCard review={review} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
