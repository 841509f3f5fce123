import type { SearchDocument } from "./document.ts";
import type { LiveStock } from "../inventory/live-stock.ts";
import type { SearchRequest } from "./embedded-client.ts";

/**
 * The embedded engine behind a message port (a module Web Worker for large inventories): the page
 * keeps InstantSearch's `search(requests)` contract while the index is parsed, built and searched
 * off the main thread. Messages:
 *   page → worker  { type: "load", url, live? } (live: stock changes to apply) | { type: "documents", documents }
 *                  { type: "live", live } (newer stock changes: searches sent after it see them)
 *                  { type: "search" | "facets", id, requests }
 *   worker → page  { type: "ready", count } | { type: "load-error", message }
 *                  { type: "answer", id, results } | { type: "failure", id, message }
 * Requests sent before the index is ready wait for it; after a failed load every request fails
 * with the load's reason (InstantSearch shows its error state). The worker side is
 * worker-serve.ts, so the page never downloads the engine it runs.
 */
export type ToWorker =
  | { type: "load"; url: string; live?: LiveStock[] }
  | { type: "documents"; documents: SearchDocument[] }
  | { type: "live"; live: LiveStock[] }
  | { type: "search" | "facets"; id: number; requests: SearchRequest[] };
export type FromWorker =
  | { type: "ready"; count: number }
  | { type: "load-error"; message: string }
  | { type: "answer"; id: number; results: unknown }
  | { type: "failure"; id: number; message: string };

export type Port<In, Out> = {
  postMessage(message: Out): void;
  addEventListener(type: "message", listener: (event: { data: In }) => void): void;
};

type WorkerSearchClient = {
  search(requests: readonly SearchRequest[]): Promise<{ results: unknown[] }>;
  searchForFacetValues(requests: readonly SearchRequest[]): Promise<unknown[]>;
  clearCache(): Promise<void>;
  /** Sends newer stock changes; every search asked after this call sees them. */
  followLiveStock(live: LiveStock[]): void;
  /** Resolves with the number of documents once the worker has built its index; rejects if it could not. */
  ready: Promise<number>;
};

/** Page side: an InstantSearch searchClient whose every call is a message to the worker. */
export function workerSearchClient(
  port: Port<FromWorker, ToWorker>,
  source: { url: string; live?: LiveStock[] } | { documents: SearchDocument[] },
): WorkerSearchClient {
  const pending = new Map<number, { resolve: (results: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let settle!: { resolve: (count: number) => void; reject: (error: Error) => void };
  const ready = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  port.addEventListener("message", ({ data }) => {
    if (data.type === "ready") settle.resolve(data.count);
    else if (data.type === "load-error") settle.reject(new Error(data.message));
    else {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.type === "answer") call.resolve(data.results);
      else call.reject(new Error(data.message));
    }
  });
  const ask = (type: "search" | "facets", requests: readonly SearchRequest[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Requests are plain data; InstantSearch's objects may carry extra prototypes, so send a JSON copy.
      port.postMessage({ type, id, requests: JSON.parse(JSON.stringify(requests)) as SearchRequest[] });
    });
  port.postMessage(
    "url" in source
      ? { type: "load", url: source.url, live: source.live }
      : { type: "documents", documents: source.documents },
  );
  return {
    search: async (requests) => ({ results: (await ask("search", requests)) as unknown[] }),
    searchForFacetValues: async (requests) => (await ask("facets", requests)) as unknown[],
    clearCache: () => Promise.resolve(),
    followLiveStock: (live) => port.postMessage({ type: "live", live }),
    ready,
  };
}
