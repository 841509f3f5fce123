import type { SearchDocument } from "./document.ts";

/** The embedded backend's documents (/search-index.json), on the page or in the worker. */
export async function fetchIndex(url: string): Promise<SearchDocument[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  return (await response.json()) as SearchDocument[];
}
