import type { Car } from "../feed/car.ts";
import { collapseSoldRuns, isListed } from "../inventory/availability.ts";
import {
  toSearchDocument,
  type SearchDocument,
  type SearchDocumentContext,
  type SearchDocumentTenant,
} from "./document.ts";

/**
 * Spec §4 "Search availability": a car is searchable when show_on_dealer_website is true and it is
 * in stock (in_stock, coming_soon) or was sold within the tenant's soldWithinDays (default 3).
 * One rule with the rest of the site: the inventory module's isListed.
 */
export function isSearchable(car: Car, options: { now: Date; soldWithinDays?: number }): boolean {
  return isListed(car, options);
}

/** The per-tenant index: one document per searchable car, in feed order. */
export function searchDocuments(
  cars: readonly Car[],
  tenant: SearchDocumentTenant,
  now: Date,
  context: Omit<SearchDocumentContext, "now"> = {},
): SearchDocument[] {
  return cars
    .filter((car) => isSearchable(car, { now, soldWithinDays: tenant.inventory.soldWithinDays }))
    .map((car) => toSearchDocument(car, tenant, { ...context, now }));
}

/**
 * Spec §4: runs of consecutive sold cars in a page of results collapse to their first car, unless
 * every result is sold. Applied to a page of hits (the cards shown), never to counts.
 */
export function collapseSoldHits<T extends Pick<SearchDocument, "status">>(hits: readonly T[]): T[] {
  return collapseSoldRuns(hits);
}
