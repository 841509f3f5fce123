import type { SearchDocument } from "./document.ts";
import type { LiveStock } from "../inventory/live-stock.ts";
import { fetchIndex } from "./fetch-index.ts";
import { type FollowingSearchClient, followingSearchClient } from "./live-documents.ts";
import type { FromWorker, Port, ToWorker } from "./worker-protocol.ts";

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
