/// <reference lib="webworker" />
import type { FromWorker, Port, ToWorker } from "#lib/search/worker-protocol.ts";
import { serveSearch } from "#lib/search/worker-serve.ts";

/** Module Web Worker running the embedded search engine for large inventories (see worker-protocol.ts). */
serveSearch(self as unknown as Port<ToWorker, FromWorker>);
