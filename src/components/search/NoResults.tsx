import { ClearFilters } from "./CurrentRefinements.tsx";

const NO_RESULTS_TITLE = "No Results Available";
const NO_RESULTS_TEXT =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

/** Spec §8 empty state. */
export function NoResults() {
  return (
    <div className="no-results">
      <h2>{NO_RESULTS_TITLE}</h2>
      <p>{NO_RESULTS_TEXT}</p>
      <ClearFilters />
    </div>
  );
}
