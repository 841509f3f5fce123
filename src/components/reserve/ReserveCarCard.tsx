import type { CardView } from "#lib/inventory/car-data-file.ts";
import styles from "./ReserveCarCard.module.css";

/**
 * The car on the checkout page, as CarCard.astro draws it (that card is built with its page; this
 * one from the car's data file), marked for live stock the same way.
 */
export function ReserveCarCard(props: { id: string; slug: string; name: string; card: CardView }) {
  const { image, badge, chips, price } = props.card;
  return (
    <article className={`car-card tile ${styles.card}`} data-live-car={props.id}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes="(min-width: 1200px) 280px, (min-width: 600px) 45vw, 100vw"
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true">
            No photo yet
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={`/cars/${props.slug}`}>{props.name}</a>
        </h3>
        {badge && <p className={styles.badge}>{badge}</p>}
        <ul className={styles.chips} aria-label="Key details">
          {chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
        </ul>
        <div className={styles.price}>
          {price.amount ? (
            <>
              <span className={styles.amount} data-live-price={price.live ? "" : undefined}>
                {price.text}
              </span>
              {price.label && <span className={styles.label}>{price.label}</span>}
              {price.was && (
                <span className={styles.was}>
                  Was <s>{price.was}</s>
                </span>
              )}
            </>
          ) : (
            <span className={`${styles.amount} ${styles.text}`}>{price.text}</span>
          )}
        </div>
      </div>
    </article>
  );
}
