import { useStats } from "react-instantsearch";
import { formatResultCount } from "../../lib/search/result-count.ts";

/** "1,999+ cars": the count, capped as spec §9 says; announced politely when it changes. */
export function Stats({
  plural,
  singular,
  initialCount,
}: {
  plural: string;
  singular: string /** The build's count, shown until the first answer (never a flash of "0 cars"). */;
  initialCount?: number;
}) {
  const { nbHits: answered } = useStats();
  const nbHits = initialCount ?? answered;
  return (
    <p className="search-stats" role="status" data-count={nbHits}>
      {formatResultCount(nbHits)} {nbHits === 1 ? singular : plural}
    </p>
  );
}
