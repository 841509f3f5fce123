import { useHits, useInstantSearch } from "react-instantsearch";
import { collapseSoldRuns } from "../../lib/inventory/availability.ts";
import type { SearchDocument } from "../../lib/search/document.ts";
import type { PromoTile } from "../../lib/search/promo-tile.ts";
import { ResultGrid } from "./ResultCard.tsx";
import type { CardHit, CardSettings } from "./types.ts";

/**
 * The grid of results. Runs of sold cars collapse to one card (spec §4). Until the first answer
 * arrives the page's server-rendered first page stays, so hydration never blanks the grid.
 */
export function Hits({
  settings,
  initialHits,
  promo,
}: {
  settings: CardSettings;
  initialHits: readonly CardHit[];
  promo?: { tile: PromoTile; position: number };
}) {
  const { items, results } = useHits<SearchDocument>();
  const { status } = useInstantSearch();
  const first = !results || (results as { __isArtificial?: boolean }).__isArtificial;
  const hits = first ? initialHits : collapseSoldRuns(items);
  return (
    <div className="results" aria-busy={status === "loading" || status === "stalled"}>
      <ResultGrid hits={hits} settings={settings} promo={promo} />
    </div>
  );
}
