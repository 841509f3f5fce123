import { useHits, useInstantSearch } from "react-instantsearch";
import { collapseSoldRuns } from "#lib/inventory/availability.ts";
import type { SearchDocument } from "#lib/search/document.ts";
import type { PromoTile } from "#lib/search/promo-tile.ts";
import { ResultGrid } from "./ResultCard.tsx";
import type { CardSettings } from "./types.ts";

/** The grid of results. Runs of sold cars collapse to one card (spec §4). */
export function Hits({ settings, promo }: { settings: CardSettings; promo?: { tile: PromoTile; position: number } }) {
  const { items } = useHits<SearchDocument>();
  const { status } = useInstantSearch();
  return (
    <div className="results" aria-busy={status === "loading" || status === "stalled"}>
      <ResultGrid hits={collapseSoldRuns(items)} settings={settings} promo={promo} />
    </div>
  );
}
