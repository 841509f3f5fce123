import { useStore } from "@nanostores/react";
import { compareHref } from "#lib/inventory/compare-list.ts";
import { clearCompare, compareList, NO_COMPARE, removeFromCompare } from "../../stores/compare.ts";
import { trackFixedEdge, untrackFixedEdge } from "../../client/fixed-edges.ts";
import "./compare.css";

/** A focused control is kept clear of the tray (src/client/fixed-edges.ts). */
const clearOfFocus = (tray: HTMLElement | null) => {
  trackFixedEdge(tray);
  return () => untrackFixedEdge(tray);
};

/**
 * The compare tray: the cars chosen so far, each removable, and the way to the table.
 * Nothing shows until a car is chosen; a single car cannot be compared, so the link waits for two.
 */
export default function CompareTray() {
  const list = useStore(compareList, { ssr: () => NO_COMPARE });
  if (list.length === 0) return null;
  return (
    <aside ref={clearOfFocus} className="compare-tray" aria-label="Cars to compare">
      <div className="container compare-tray__inner">
        <ul className="compare-tray__cars">
          {list.map((car) => (
            <li key={car.id}>
              <span className="compare-tray__name">{car.name}</span>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={`Remove ${car.name} from compare`}
                onClick={() => removeFromCompare(car.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          {list.length > 1 ? (
            <a className="button" href={compareHref(list.map((car) => car.id))}>
              Compare {list.length} cars
            </a>
          ) : (
            <span className="compare-tray__hint">Choose another car to compare</span>
          )}
          <button type="button" className="button button--ghost" onClick={clearCompare}>
            Clear
          </button>
        </div>
      </div>
    </aside>
  );
}
