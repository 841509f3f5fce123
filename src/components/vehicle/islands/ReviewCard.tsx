import { useId, useState } from "react";
import styles from "./ReviewsSlider.module.css";

export interface Review {
  id: string;
  author: string;
  /** 1 to 5. */
  rating: number;
  /** Already truncated by the page when `truncated` (spec §9: 160 characters). */
  text: string;
  truncated?: boolean;
  fullText?: string;
  /** Display text, already formatted by the page. */
  date?: string;
}

export function StarRating({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(0, rating));
  const filled = Math.round(value);
  return (
    <div className={styles.stars} role="img" aria-label={`Rated ${Number(value.toFixed(1))} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? styles.filled : styles.empty}>
          {star <= filled ? "★" : "☆"}
        </span>
      ))}
    </div>
  );
}

export default function ReviewCard({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const canExpand = Boolean(review.truncated && review.fullText);

  return (
    <article className={styles.card}>
      <StarRating rating={review.rating} />
      <blockquote className={styles.quote}>
        <p id={textId}>{expanded && review.fullText ? review.fullText : review.text}</p>
      </blockquote>
      {canExpand && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Read less" : "Read more"}
          <span className="visually-hidden">{` of the review by ${review.author}`}</span>
        </button>
      )}
      <p className={styles.author}>
        {review.author}
        {review.date && <span className={styles.date}>{review.date}</span>}
      </p>
    </article>
  );
}
