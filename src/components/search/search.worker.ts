/// <reference lib="webworker" />
import { serveSearch, type FromWorker, type Port, type ToWorker } from "../../lib/search/worker-protocol.ts";

/** Module Web Worker running the embedded search engine for large inventories (see worker-protocol.ts). */
serveSearch(self as unknown as Port<ToWorker, FromWorker>);
