import { isGone, type LiveStock } from "../inventory/live-stock.ts";
import { MIN_DISPLAY_PRICE } from "../pricing/price-display.ts";
import type { SearchDocument } from "./document.ts";
import { createEmbeddedSearchClient, type EmbeddedSearchClient } from "./embedded-client.ts";
import { priceBucket } from "./price-buckets.ts";

/** Card labels that rank above RESERVED (spec §4 tag priority). */
const OUTRANK_RESERVED = ["ELECTRIC", "HYBRID"];

/**
 * The embedded index with the stock changes received since the build: a car that sold
 * or left is not a hit and counts in no facet; a new price moves the car in price filters, sorts
 * and its card. A re-priced car's weekly estimate needs the tenant's finance settings, which the
 * browser does not have, so it is left out until the rebuild rather than shown wrong.
 */
export function withLiveStock(
  documents: readonly SearchDocument[],
  live: ReadonlyMap<string, LiveStock>,
): SearchDocument[] {
  if (live.size === 0) return [...documents];
  const result: SearchDocument[] = [];
  for (const doc of documents) {
    const change = live.get(doc.id);
    if (!change) {
      result.push(doc);
      continue;
    }
    if (isGone(change)) continue;
    const updated: SearchDocument = { ...doc };
    if (change.reserved === true) {
      if (!updated.tag.includes("RESERVED")) updated.tag = [...updated.tag, "RESERVED"];
      if (!OUTRANK_RESERVED.includes(updated.tag_label ?? "")) updated.tag_label = "RESERVED";
    }
    if (change.reserved === false) {
      updated.tag = updated.tag.filter((tag) => tag !== "RESERVED");
      // The card's label as built, unless that was RESERVED (the next one is the rebuild's to say).
      if (updated.tag_label === "RESERVED")
        updated.tag_label = doc.tag_label === "RESERVED" ? undefined : doc.tag_label;
    }
    if (change.price !== undefined && doc.price_display.kind === "price") {
      const price = (change.price ?? 0) > MIN_DISPLAY_PRICE ? change.price! : undefined;
      updated.price = price;
      updated.price_range = priceBucket(price);
      const was = change.before_price === undefined ? doc.price_display.wasPrice : (change.before_price ?? undefined);
      updated.price_display =
        price === undefined
          ? { kind: "no-price" }
          : { ...doc.price_display, amount: price, wasPrice: was !== undefined && was > price ? was : undefined };
      delete updated.weekly_price;
      delete updated.weekly_price_range;
    }
    result.push(updated);
  }
  return result;
}

/**
 * An embedded client that follows stock changes received after it was made: `follow` rebuilds it
 * from the build's documents with the newer changes, so a page left open drops a car sold since.
 */
export type FollowingSearchClient = EmbeddedSearchClient & {
  follow(live: ReadonlyMap<string, LiveStock>): void;
};

export function followingSearchClient(
  documents: readonly SearchDocument[],
  live: ReadonlyMap<string, LiveStock>,
): FollowingSearchClient {
  let current = createEmbeddedSearchClient(withLiveStock(documents, live));
  return {
    get engine() {
      return current.engine;
    },
    search: (requests) => current.search(requests),
    searchForFacetValues: (requests) => current.searchForFacetValues(requests),
    clearCache: () => current.clearCache(),
    follow(next) {
      current = createEmbeddedSearchClient(withLiveStock(documents, next));
    },
  };
}
