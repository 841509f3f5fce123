import { useStore } from "@nanostores/react";
import { NO_FAVOURITES, favourites, isFavourite, toggleFavourite } from "../../../stores/favourites.ts";
import { LineIcon } from "./LineIcon.tsx";
import styles from "./FavouriteButton.module.css";

export interface FavouriteButtonProps {
  carId: string;
  carName: string;
}

// The server cannot see localStorage: hydrate as "not saved", then show the stored state.
const serverSnapshot = () => NO_FAVOURITES;

/**
 * Heart toggle kept in localStorage, so a saved car is still saved after a reload. A toggle
 * button keeps one name and reports its state with aria-pressed (WAI-ARIA APG): a name that
 * flips to "Remove…" while also "pressed" would announce the state twice, contradictorily.
 */
export default function FavouriteButton({ carId, carName }: FavouriteButtonProps) {
  const ids = useStore(favourites, { ssr: serverSnapshot });
  const saved = isFavourite(carId, ids);

  return (
    <button
      type="button"
      className={`button button--ghost ${styles.favourite}`}
      aria-pressed={saved}
      aria-label={`Save ${carName} to favourites`}
      onClick={() => toggleFavourite(carId)}
    >
      <LineIcon
        path="M12 20.5 4.3 13a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.7.7.7-.7a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7z"
        size={22}
        filled={saved}
      />
      <span aria-hidden="true">Save</span>
    </button>
  );
}
