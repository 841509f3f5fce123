import { useInstantSearch, useStats } from "react-instantsearch";
import { formatResultCount, soldNote } from "../../lib/search/result-count.ts";

/**
 * "1,999+ cars": the count, capped as spec §9 says; announced politely when it changes. The recently
 * sold among them are said beside it, as the home page counts only the cars in stock (issue 28).
 */
export function Stats({ plural, singular }: { plural: string; singular: string }) {
  const { nbHits } = useStats();
  const { results } = useInstantSearch();
  // The main answer's status counts (every answer has them: status is a facet of each search).
  const raw = (results as { _rawResults?: { facets?: Record<string, Record<string, number>> }[] } | undefined)
    ?._rawResults?.[0];
  const sold = raw?.facets?.status?.sold ?? 0;
  return (
    <div className="search-count">
      <p className="search-stats" role="status" data-count={nbHits}>
        {formatResultCount(nbHits)} {nbHits === 1 ? singular : plural}
      </p>
      {sold > 0 && <p className="search-count__sold">{soldNote(sold).trim()}</p>}
    </div>
  );
}
