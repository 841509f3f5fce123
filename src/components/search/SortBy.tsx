import { useSortBy } from "react-instantsearch";
import { INDEX_NAME } from "#lib/search/fields.ts";
import { sortIndexName } from "#lib/search/sorting.ts";

const SORT_ITEMS = [
  { value: INDEX_NAME, label: "Newest" },
  { value: sortIndexName("price", "asc"), label: "Price: low to high" },
  { value: sortIndexName("price", "desc"), label: "Price: high to low" },
  { value: sortIndexName("km", "asc"), label: "Kilometres: lowest" },
  { value: sortIndexName("year", "desc"), label: "Year: newest" },
];

export function SortBy() {
  const { currentRefinement, options, refine } = useSortBy({ items: SORT_ITEMS });
  return (
    <label className="sort-by">
      <span>Sort by</span>
      <select
        className="text-control"
        value={currentRefinement}
        data-control="sort"
        onChange={(event) => refine(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
