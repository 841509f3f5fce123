import type { SearchClient } from "instantsearch.js";
import type { SearchDocument } from "../../lib/search/document.ts";
import type { FromWorker, Port, ToWorker } from "../../lib/search/worker-protocol.ts";
import type { SearchBackend } from "../../lib/search/backend.ts";
import { withLiveStock } from "../../lib/search/live-documents.ts";
import { liveStockWithin } from "../../stores/live-stock.ts";

/**
 * The search island's client for the tenant's backend. Each backend's code is imported only when
 * used, so an embedded tenant never downloads the Typesense adapter and a Typesense tenant never
 * downloads the embedded engine.
 */
export async function loadSearchClient(backend: SearchBackend): Promise<SearchClient> {
  if (backend.kind === "typesense") {
    const { createTypesenseSearchClient } = await import("../../lib/search/typesense-client.ts");
    return createTypesenseSearchClient(backend);
  }
  if (backend.worker && typeof Worker !== "undefined") {
    const { workerSearchClient } = await import("../../lib/search/worker-protocol.ts");
    const worker = new Worker(new URL("./search.worker.ts", import.meta.url), { type: "module", name: "search" });
    const client = workerSearchClient(worker as unknown as Port<FromWorker, ToWorker>, {
      url: new URL(backend.indexUrl, location.href).href,
      live: [...(await liveStockWithin()).values()],
    });
    await client.ready;
    return client as unknown as SearchClient;
  }
  const [{ createEmbeddedSearchClient, toSearchClient }, documents, live] = await Promise.all([
    import("../../lib/search/embedded-client.ts"),
    fetchIndex(backend.indexUrl),
    liveStockWithin(),
  ]);
  return toSearchClient(createEmbeddedSearchClient(withLiveStock(documents, live)));
}

async function fetchIndex(url: string): Promise<SearchDocument[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchDocument[];
}
