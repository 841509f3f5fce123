import type { SearchClient } from "instantsearch.js";
import { fetchIndex } from "#lib/search/fetch-index.ts";
import type { FromWorker, Port, ToWorker } from "#lib/search/worker-protocol.ts";
import type { SearchBackend } from "#lib/search/backend.ts";
import type { LiveStock } from "#lib/inventory/live-stock.ts";
import { $liveStock, followLiveStock, liveStockWithin } from "../../stores/live-stock.ts";

/** The island's search client and how it takes stock changes that arrive after it was made. */
export type LiveSearch = {
  client: SearchClient;
  /** Applies newer stock changes; searches asked after it see them. */
  applyLiveStock(live: ReadonlyMap<string, LiveStock>): void;
  /** The changes the client has now (at first: an empty map when the first answer was too slow). */
  appliedLiveStock: ReadonlyMap<string, LiveStock>;
};

/**
 * The search island's client for the tenant's backend. Each backend's code is imported only when
 * used, so an embedded tenant never downloads the Typesense adapter and a Typesense tenant never
 * downloads the embedded engine.
 */
export async function loadSearchClient(backend: SearchBackend): Promise<LiveSearch> {
  followLiveStock();
  if (backend.kind === "typesense") {
    const { createTypesenseSearchClient } = await import("#lib/search/typesense-client.ts");
    // The stock hook updates the live collection itself; a refresh is all a change needs.
    return {
      client: createTypesenseSearchClient(backend),
      applyLiveStock: () => undefined,
      appliedLiveStock: new Map(),
    };
  }
  if (backend.worker && typeof Worker !== "undefined") {
    const { workerSearchClient } = await import("#lib/search/worker-protocol.ts");
    const worker = new Worker(new URL("./search.worker.ts", import.meta.url), { type: "module", name: "search" });
    const live = await liveStockWithin();
    const client = workerSearchClient(worker as unknown as Port<FromWorker, ToWorker>, {
      url: new URL(backend.indexUrl, location.href).href,
      live: [...live.values()],
    });
    await client.ready;
    return {
      client: client as unknown as SearchClient,
      applyLiveStock: (next) => client.followLiveStock([...next.values()]),
      appliedLiveStock: live,
    };
  }
  const [{ toSearchClient }, { followingSearchClient }, documents, live] = await Promise.all([
    import("#lib/search/embedded-client.ts"),
    import("#lib/search/live-documents.ts"),
    fetchIndex(backend.indexUrl),
    liveStockWithin(),
  ]);
  const client = followingSearchClient(documents, live);
  return { client: toSearchClient(client), applyLiveStock: (next) => client.follow(next), appliedLiveStock: live };
}

/**
 * Calls `refresh` after applying each stock answer newer than the one the client was made with,
 * including one that arrived while the client was being made. Returns the unsubscribe.
 */
export function refreshOnLiveStock(search: LiveSearch, refresh: () => void): () => void {
  return $liveStock.subscribe((live) => {
    if (!live || live === search.appliedLiveStock) return;
    const unchanged = live.size === 0 && search.appliedLiveStock.size === 0;
    search.appliedLiveStock = live;
    if (unchanged) return;
    search.applyLiveStock(live);
    refresh();
  });
}
