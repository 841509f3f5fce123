import { useId, useState } from "react";
import { useRefinementList } from "react-instantsearch";
import { HIERARCHY_SEPARATOR, MAKE_MODEL_LEVELS } from "../../lib/search/fields.ts";
import { formatResultCount } from "../../lib/search/result-count.ts";

/**
 * Makes as logo cards (several can be chosen) and, behind 'Select models', the models of the
 * chosen makes from make_model.lvl1. Both lists stay mounted so a model in the URL is kept.
 * A make without a logo in the manufacturers feed shows its initial.
 */
export function MakeRefinement({ logos = {} }: { logos?: Readonly<Record<string, string>> }) {
  const makes = useRefinementList({ attribute: MAKE_MODEL_LEVELS[0], limit: 100, sortBy: ["name:asc"] });
  const models = useRefinementList({ attribute: MAKE_MODEL_LEVELS[1], limit: 500, sortBy: ["name:asc"] });
  const [showModels, setShowModels] = useState(() => models.items.some((item) => item.isRefined));
  const modelsId = useId();
  const chosen = makes.items.filter((item) => item.isRefined).map((item) => item.value);
  const visibleModels = models.items.filter(
    (item) => item.isRefined || chosen.some((make) => item.value.startsWith(`${make}${HIERARCHY_SEPARATOR}`)),
  );
  if (makes.items.length === 0) return null;
  return (
    <fieldset className="facet facet--makes">
      <legend className="facet__title">Make</legend>
      <ul className="make-cards">
        {makes.items.map((item) => (
          <li key={item.value}>
            <label className={`make-card${item.isRefined ? " make-card--on" : ""}`}>
              <input
                type="checkbox"
                className="make-card__input"
                checked={item.isRefined}
                onChange={() => makes.refine(item.value)}
              />
              {logos[item.value] ? (
                <img
                  className="make-card__logo"
                  src={logos[item.value]}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="make-card__logo" aria-hidden="true">
                  {item.label.slice(0, 1)}
                </span>
              )}
              <span className="make-card__name">{item.label}</span>
              <span className="facet__count">{formatResultCount(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {visibleModels.length > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={showModels}
          aria-controls={modelsId}
          onClick={() => setShowModels(!showModels)}
        >
          {showModels ? "Hide models" : "Select models"}
        </button>
      )}
      <ul id={modelsId} className="facet__list" hidden={!showModels || visibleModels.length === 0} aria-label="Models">
        {visibleModels.map((item) => (
          <li key={item.value}>
            <label className="facet__option">
              <input type="checkbox" checked={item.isRefined} onChange={() => models.refine(item.value)} />
              <span className="facet__name">{item.label.split(HIERARCHY_SEPARATOR).join(" ")}</span>
              <span className="facet__count">{formatResultCount(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
