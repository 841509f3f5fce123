import { createTypesenseApi } from "../platform/providers/typesense/admin-api.ts";
import { applyLiveStock, isGone, type LiveStock } from "#lib/inventory/live-stock.ts";
import { searchDocuments } from "#lib/search/availability.ts";
import { type TypesenseDocument, toTypesenseDocuments } from "#lib/search/typesense-schema.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { typesenseClusterUrl } from "#lib/search/settings.ts";
import type { Tenant } from "../platform/tenant.ts";

interface TypesenseSyncResult {
  updated: string[];
  deleted: string[];
  failed: { car_id: string; error: string }[];
}

/**
 * Brings a Typesense tenant's live collection (through its alias) in line with stock changes at
 * once: each changed car's document is rebuilt from the feed with every live change applied and
 * upserted (`emplace`), or deleted when the car is gone (sold, removed, hidden), as the embedded
 * search drops it. Uses the admin key (TYPESENSE_API_KEY), never a search key. Null for an
 * embedded-search tenant.
 */
export async function syncTypesense(
  tenant: Tenant,
  live: readonly LiveStock[],
  changedIds: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<TypesenseSyncResult | null> {
  const settings = tenant.config.search.typesense;
  if (!settings || changedIds.length === 0) return null;
  const result: TypesenseSyncResult = { updated: [], deleted: [], failed: [] };
  if (!env.TYPESENSE_API_KEY) {
    result.failed = changedIds.map((car_id) => ({ car_id, error: "TYPESENSE_API_KEY is not set" }));
    return result;
  }
  const api = createTypesenseApi({
    url: typesenseClusterUrl(settings, env),
    apiKey: env.TYPESENSE_API_KEY,
    timeoutMs: 10_000,
  });
  const gone = new Set(live.filter(isGone).map((entry) => entry.car_id));
  const cars = applyLiveStock(await tenant.feed("cars"), live).filter((car) => !gone.has(String(car.id)));
  const listed = searchDocuments(cars, tenant.config, feedNow(tenant.config), {
    locations: await tenant.feed("locations"),
  });
  // Ranks over the whole listing, as the indexer computes them, so a car that comes back sorts in place.
  const documents = new Map(toTypesenseDocuments(listed).map((doc) => [doc.id, doc]));

  const upserts: TypesenseDocument[] = [];
  for (const carId of new Set(changedIds)) {
    const document = documents.get(carId);
    if (document) {
      upserts.push(document);
      continue;
    }
    try {
      await api.deleteDocument(settings.collection, carId);
      result.deleted.push(carId);
    } catch (error) {
      result.failed.push({ car_id: carId, error: (error as Error).message });
    }
  }
  if (upserts.length > 0) {
    try {
      const lines = await api.importDocuments(settings.collection, upserts, "emplace");
      lines.forEach((line, index) => {
        const carId = upserts[index]!.id;
        if (line.success) result.updated.push(carId);
        else result.failed.push({ car_id: carId, error: line.error ?? "rejected without a reason" });
      });
    } catch (error) {
      for (const doc of upserts) result.failed.push({ car_id: doc.id, error: (error as Error).message });
    }
  }
  return result;
}
