import { useStats } from "react-instantsearch";
import { formatResultCount } from "../../lib/search/result-count.ts";

/** "1,999+ cars": the count, capped as spec §9 says; announced politely when it changes. */
export function Stats({ plural, singular }: { plural: string; singular: string }) {
  const { nbHits } = useStats();
  return (
    <p className="search-stats" role="status" data-count={nbHits}>
      {formatResultCount(nbHits)} {nbHits === 1 ? singular : plural}
    </p>
  );
}
