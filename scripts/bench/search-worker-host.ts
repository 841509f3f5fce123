import { workerData } from "node:worker_threads";
import type { MessagePort } from "node:worker_threads";
import type { FromWorker, Port, ToWorker } from "#lib/search/worker-protocol.ts";
import { serveSearch } from "#lib/search/worker-serve.ts";

/** A worker thread answering the search worker protocol, as the browser's search.worker.ts does (for the benchmark). */
const port = (workerData as { port: MessagePort }).port;
serveSearch(port as unknown as Port<ToWorker, FromWorker>);
port.start();
