import { useClearRefinements, useCurrentRefinements } from "react-instantsearch";
import { refinementLabel } from "#lib/search/refinement-label.ts";

/** The active filters as removable chips, and Clear Filters. */
export function CurrentRefinements() {
  const { items, refine } = useCurrentRefinements();
  const refinements = items.flatMap((item) => item.refinements);
  if (refinements.length === 0) return null;
  return (
    <div className="current-refinements">
      <ul aria-label="Active filters">
        {refinements.map((refinement) => {
          const label = refinementLabel(refinement);
          return (
            <li key={`${refinement.attribute}:${refinement.operator ?? ""}:${refinement.value}`}>
              <button
                type="button"
                className="chip"
                aria-label={`${label}: remove filter`}
                data-control={`remove:${refinement.attribute}:${refinement.value}`}
                onClick={() => refine(refinement)}
              >
                {label} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <ClearFilters />
    </div>
  );
}

export function ClearFilters() {
  const { refine, canRefine } = useClearRefinements({ excludedAttributes: [] });
  return (
    <button type="button" className="button button--ghost" disabled={!canRefine} data-control="clear" onClick={refine}>
      Clear Filters
    </button>
  );
}
