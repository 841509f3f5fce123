import { useEffect, useMemo, useRef, useState } from "react";
import type { SearchClient } from "instantsearch.js";
import { useHits, useInstantSearch } from "react-instantsearch";
import type { SimilarCarsOptions } from "#lib/inventory/similar-cars.ts";
import type { SearchDocument } from "#lib/search/document.ts";
import { pickSimilar, similarRequests } from "#lib/search/similar-search.ts";
import type { SearchPreset } from "#lib/search/routes.ts";
import type { IndexUiState } from "#lib/search/url-state.ts";
import { ResultCard } from "./ResultCard.tsx";
import type { CardSettings } from "./types.ts";

export type SimilarHit = SearchDocument & { objectID: string };

/**
 * §2 "carousel for similar cars" under a search with few or no results: one multi-search of
 * loosening requests (similar-search.ts) on the same client as the results, whichever backend.
 * Only the latest search's answer is shown. `initial`: the build's answer, for the server render.
 */
export function SimilarResults({
  client,
  preset,
  plural,
  settings,
  options,
  initial = [],
}: {
  client: SearchClient;
  preset: SearchPreset;
  plural: string;
  settings: CardSettings;
  options?: SimilarCarsOptions;
  initial?: SimilarHit[];
}) {
  const { indexUiState } = useInstantSearch();
  const { items } = useHits<SearchDocument>();
  const [similar, setSimilar] = useState<SimilarHit[]>(initial);
  // The UI state object may be rebuilt on every render; its content decides the requests.
  const stateKey = JSON.stringify(indexUiState);
  const requests = useMemo(
    () => similarRequests(JSON.parse(stateKey) as IndexUiState, preset, options),
    [stateKey, preset, options],
  );
  const shownKey = items.map((hit) => hit.objectID).join(",");
  useEffect(() => {
    let current = true;
    const shown = new Set(shownKey ? shownKey.split(",") : []);
    client
      .search(requests as never)
      .then(
        (answer) =>
          current && setSimilar(pickSimilar((answer as { results: { hits: SimilarHit[] }[] }).results, shown)),
      )
      .catch((error: unknown) => console.warn("similar cars:", error));
    return () => void (current = false);
  }, [client, requests, shownKey]);
  const track = useRef<HTMLOListElement>(null);
  if (similar.length === 0) return null;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: "smooth" });
  return (
    <section className="similar-cars" aria-labelledby="similar-cars-heading">
      <div className="similar-cars__head">
        <h2 id="similar-cars-heading">Similar {plural} you might like</h2>
        <div className="similar-cars__nav">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => scroll(-1)}
            data-control="similar:previous"
            aria-label={`Previous similar ${plural}`}
          >
            ‹
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => scroll(1)}
            data-control="similar:next"
            aria-label={`Next similar ${plural}`}
          >
            ›
          </button>
        </div>
      </div>
      <ol className="similar-cars__track" ref={track} aria-label={`Similar ${plural}`}>
        {similar.map((hit) => (
          <li key={hit.objectID}>
            <ResultCard hit={hit} settings={settings} />
          </li>
        ))}
      </ol>
    </section>
  );
}
