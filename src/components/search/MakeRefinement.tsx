import { useId, useState } from "react";
import { useRefinementList } from "react-instantsearch";
import { HIERARCHY_SEPARATOR, MAKE_MODEL_LEVELS } from "#lib/search/fields.ts";
import { FacetOption } from "./FacetList.tsx";
import { MakeCard } from "./MakeCard.tsx";

/**
 * Makes as logo cards (several can be chosen) and, behind 'Select models', the models of the
 * chosen makes from make_model.lvl1. Both lists stay mounted so a model in the URL is kept.
 * A make without a logo in the manufacturers feed shows its name as a wordmark (MakeCard).
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
            <MakeCard
              name={item.label}
              count={item.count}
              checked={item.isRefined}
              logo={logos[item.value]}
              onToggle={() => makes.refine(item.value)}
            />
          </li>
        ))}
      </ul>
      {visibleModels.length > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={showModels}
          aria-controls={modelsId}
          data-control="models"
          onClick={() => setShowModels(!showModels)}
        >
          {showModels ? "Hide models" : "Select models"}
        </button>
      )}
      <ul id={modelsId} className="facet__list" hidden={!showModels || visibleModels.length === 0} aria-label="Models">
        {visibleModels.map((item) => (
          <li key={item.value}>
            <FacetOption
              name={item.label.split(HIERARCHY_SEPARATOR).join(" ")}
              count={item.count}
              checked={item.isRefined}
              control={`model:${item.value}`}
              onToggle={() => models.refine(item.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
