import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MetaBatchRequest } from "#lib/syndication/push.ts";
import type { PushDestination } from "#lib/syndication/settings.ts";
import { dataDir, isProduction } from "../../env.ts";
import { OutboundError, outbound } from "../../http/outbound.ts";

/**
 * Meta's Catalog Batch API for a dealer's vehicle catalog: POST /{catalog_id}/items_batch with
 * item_type=VEHICLE, allow_upsert and up to 5,000 requests of method UPDATE | DELETE (read in
 * developers.facebook.com/docs/marketing-api/reference/product-catalog/items_batch and the
 * "Send Item Updates" guide). Without an access token outside production, the local provider
 * writes what it would send to .data/syndication/<tenant>/<destination>/<push>.json instead.
 */
type MetaDestination = Extract<PushDestination, { type: "meta-catalog" }>;

/** Meta's limit per call. */
const MAX_REQUESTS = 5000;
const GRAPH_VERSION = "v21.0";

export interface CatalogSend {
  slug: string;
  destination: MetaDestination;
  requests: MetaBatchRequest[];
  /** The push's id: the local file's name, and logged with Meta's batch handles. */
  key: string;
  fetch?: typeof globalThis.fetch;
  log?: (line: string) => void;
}

export async function sendToMetaCatalog(send: CatalogSend): Promise<void> {
  const { destination, requests } = send;
  const log = send.log ?? console.log;
  const token = process.env[destination.accessTokenEnv];
  const catalogId = process.env[destination.catalogIdEnv];
  if (!token && !isProduction()) {
    const dir = join(dataDir(), "syndication", send.slug, destination.name);
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${send.key}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ catalog: catalogId ?? null, item_type: "VEHICLE", requests }, null, 2)}\n`,
    );
    log(`[syndication:meta] ${send.slug} → ${requests.length} request(s) (${file})`);
    return;
  }
  if (!token || !catalogId)
    throw new OutboundError(`${!token ? destination.accessTokenEnv : destination.catalogIdEnv} is not set`);
  const base = process.env.META_GRAPH_URL || "https://graph.facebook.com";
  for (let start = 0; start < requests.length; start += MAX_REQUESTS) {
    const body = new URLSearchParams({
      access_token: token,
      item_type: "VEHICLE",
      allow_upsert: "true",
      requests: JSON.stringify(requests.slice(start, start + MAX_REQUESTS)),
    });
    const response = await outbound({
      service: "Meta's Graph API",
      url: `${base}/${GRAPH_VERSION}/${encodeURIComponent(catalogId)}/items_batch`,
      method: "POST",
      body,
      timeoutMs: 15_000,
      redirect: "error",
      fetch: send.fetch,
    });
    const answer = (response.json() ?? {}) as {
      handles?: string[];
      validation_status?: { retailer_id?: string; errors?: { message: string }[] }[];
      error?: { code?: number; message?: string };
    };
    // A refused token or a rate limit (80014) is retried by the outbox, then a dead letter.
    if (!response.ok)
      throw new OutboundError(
        `Meta answered ${response.status}: ${answer.error?.message ?? "no message"} (code ${answer.error?.code ?? "?"})`,
        response.status,
      );
    // An item Meta refuses is not made right by sending it again: logged for the dealer's team.
    for (const item of answer.validation_status ?? [])
      for (const error of item.errors ?? [])
        log(`[syndication:meta] ${send.slug} vehicle ${item.retailer_id}: ${error.message}`);
    log(
      `[syndication:meta] ${send.slug} → ${requests.length} request(s), batch ${answer.handles?.join(", ") ?? "accepted"}`,
    );
  }
}
