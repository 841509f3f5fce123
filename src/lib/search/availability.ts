import type { Car } from "../feed/car.ts";
import { isListed } from "../inventory/availability.ts";
import {
  toSearchDocument,
  type SearchDocument,
  type SearchDocumentContext,
  type SearchDocumentTenant,
} from "./document.ts";

/**
 * The per-tenant index: one document per listed car (spec §4 "Search availability", `isListed`:
 * shown on the website and in stock or sold within the tenant's soldWithinDays), in feed order.
 */
export function searchDocuments(
  cars: readonly Car[],
  tenant: SearchDocumentTenant,
  now: Date,
  context: Omit<SearchDocumentContext, "now"> = {},
): SearchDocument[] {
  return cars
    .filter((car) => isListed(car, { now, soldWithinDays: tenant.inventory.soldWithinDays }))
    .map((car) => toSearchDocument(car, tenant, { ...context, now }));
}
