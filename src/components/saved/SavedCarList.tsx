import { formatDollars } from "#lib/format/money.ts";
import type { SavedCarView } from "#lib/inventory/saved-cars.ts";
import CompareButton from "../compare/CompareButton.tsx";
import styles from "./SavedCarList.module.css";

/**
 * Saved or viewed cars as cards: today's price, RESERVED over the photo of a car held by a deposit
 * (as search cards and car pages mark it), or 'No longer available' (spec §4 SOLD) for a car sold
 * since; `onRemove` adds a Remove button to each card and `compare` a Compare button to each car
 * still for sale (favourites).
 */
export function SavedCarList({
  cars,
  label,
  headingLevel = "h2",
  onRemove,
  compare = false,
}: {
  cars: readonly SavedCarView[];
  label: string;
  headingLevel?: "h2" | "h3";
  onRemove?: (car: SavedCarView) => void;
  compare?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className={styles.list} aria-label={label}>
      {cars.map((car) => (
        <li key={car.id}>
          <article
            className={`tile ${car.available ? "" : styles.gone}`}
            data-saved-car={car.id}
            data-status={car.available ? (car.reserved ? "reserved" : "for-sale") : "sold"}
          >
            <div className={styles.media}>
              {car.image && <img src={car.image} alt="" width={800} height={600} loading="lazy" decoding="async" />}
              {car.reserved && <span className={styles.tag}>RESERVED</span>}
            </div>
            <div className={styles.body}>
              <Heading className={styles.title}>
                {car.slug ? <a href={`/cars/${car.slug}`}>{car.name}</a> : car.name}
              </Heading>
              {car.available ? (
                car.price !== undefined && <p className={styles.price}>{formatDollars(car.price)}</p>
              ) : (
                <p className={styles.status}>SOLD · No longer available</p>
              )}
              {compare && car.available && car.slug && (
                <CompareButton car={{ id: car.id, slug: car.slug, name: car.name }} className={styles.remove} />
              )}
              {onRemove && (
                <button
                  type="button"
                  className={`button button--ghost ${styles.remove}`}
                  onClick={() => onRemove(car)}
                  aria-label={`Remove ${car.name} from favourites`}
                >
                  Remove
                </button>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
