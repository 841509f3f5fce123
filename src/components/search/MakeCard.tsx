import { useId } from "react";
import { FacetCount } from "./FacetCount.tsx";

/**
 * One make in the Make filter: its logo from the manufacturers feed, or — when the feed has none —
 * the name set as a wordmark in the logo's place. Names wrap only between words (never
 * 'Mitsubis hi'), so the card grows a line rather than splitting a brand.
 */
export function MakeCard({
  name,
  count,
  checked,
  logo,
  onToggle,
}: {
  name: string;
  count: number;
  checked: boolean;
  logo?: string;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <label className={`make-card${checked ? " make-card--on" : ""}${logo ? "" : " make-card--wordmark"}`}>
      <input
        type="checkbox"
        className="make-card__input"
        checked={checked}
        data-control={`make:${name}`}
        onChange={onToggle}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-count`}
      />
      {logo && (
        <img className="make-card__logo" src={logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
      )}
      <span className="make-card__name" id={`${id}-name`}>
        {name}
      </span>
      <FacetCount id={`${id}-count`} count={count} />
    </label>
  );
}
