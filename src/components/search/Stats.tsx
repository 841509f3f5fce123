import { useRefinementList, useStats } from "react-instantsearch";
import { formatResultCount, soldNote } from "#lib/search/result-count.ts";

/**
 * "1,999+ cars": the count, capped as spec §9 says; announced politely when it changes. The recently
 * sold among them are said beside it, as the home page counts only the cars in stock.
 */
export function Stats({ plural, singular }: { plural: string; singular: string }) {
  const { nbHits } = useStats();
  // Asks every search for its status counts (no control of its own: nothing to tick).
  const { items } = useRefinementList({ attribute: "status" });
  const sold = items.find((item) => item.value === "sold")?.count ?? 0;
  return (
    <div className="search-count">
      <p className="search-stats" role="status" data-count={nbHits}>
        {formatResultCount(nbHits)} {nbHits === 1 ? singular : plural}
      </p>
      {sold > 0 && <p className="search-count__sold">{soldNote(sold).trim()}</p>}
    </div>
  );
}
