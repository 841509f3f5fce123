import type { SearchDocument } from "./document.ts";
import type { LiveStock } from "../inventory/live-stock.ts";
import { type FollowingSearchClient, followingSearchClient } from "./live-documents.ts";
import type { SearchRequest } from "./embedded-client.ts";
import { fetchIndex } from "./fetch-index.ts";

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
 * with the load's reason (InstantSearch shows its error state).
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Worker side: answers the page's messages with an embedded client built from the loaded documents. */
export function serveSearch(
  port: Port<ToWorker, FromWorker>,
  load: (url: string) => Promise<SearchDocument[]> = fetchIndex,
): void {
  let resolveClient!: (client: FollowingSearchClient) => void;
  let rejectClient!: (error: unknown) => void;
  const client = new Promise<FollowingSearchClient>((resolve, reject) => {
    resolveClient = resolve;
    rejectClient = reject;
  });
  client.catch(() => undefined);
  const byCar = (live: readonly LiveStock[] = []) => new Map(live.map((change) => [change.car_id, change]));
  const start = (documents: Promise<SearchDocument[]>, live?: LiveStock[]) =>
    documents.then(
      (docs) => {
        resolveClient(followingSearchClient(docs, byCar(live)));
        port.postMessage({ type: "ready", count: docs.length });
      },
      (error: unknown) => {
        rejectClient(error);
        port.postMessage({ type: "load-error", message: messageOf(error) });
      },
    );
  port.addEventListener("message", ({ data }) => {
    if (data.type === "load") void start(load(data.url), data.live);
    else if (data.type === "documents") void start(Promise.resolve(data.documents));
    // Queued on the same promise before any later search's, so those searches see the new stock.
    else if (data.type === "live")
      void client.then(
        (c) => c.follow(byCar(data.live)),
        () => undefined,
      );
    else if (data.type === "search" || data.type === "facets") {
      client
        .then((c) =>
          data.type === "search"
            ? c.search(data.requests).then((answer) => answer.results)
            : c.searchForFacetValues(data.requests),
        )
        .then(
          (results) => port.postMessage({ type: "answer", id: data.id, results }),
          (error: unknown) => port.postMessage({ type: "failure", id: data.id, message: messageOf(error) }),
        );
    }
  });
}

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
