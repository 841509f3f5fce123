import type { RenderingContent } from "./rendering-content.ts";

/**
 * The search island's backend, chosen once per build from the tenant's `search` settings
 * (src/data/search.ts) and passed to the island as plain data.
 */
type EmbeddedBackend = {
  kind: "embedded";
  indexUrl: string;
  /** More documents than the tenant's search.workerThreshold: search in a Web Worker. */
  worker: boolean;
};

export type TypesenseBackend = {
  kind: "typesense";
  nodes: { host: string; port: number; protocol: "http" | "https"; path?: string }[];
  /** The tenant's scoped search-only key (from the build environment). */
  apiKey: string;
  /** Collection alias. */
  collection: string;
  /** Sidebar order and value sorting, computed by the build from the index (both backends send it). */
  renderingContent: RenderingContent;
};

export type SearchBackend = EmbeddedBackend | TypesenseBackend;
