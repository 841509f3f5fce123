import type { SearchDocument } from "#lib/search/document.ts";
import { toTypesenseDocuments, typesenseSchema } from "#lib/search/typesense-schema.ts";
import { scopedSearchKey, type TypesenseApi } from "../../functions/_shared/platform/providers/typesense/admin-api.ts";

/**
 * One tenant's reindex: a new versioned collection `<alias>_<timestamp>`, documents imported in
 * batches with action=create, the alias swapped only when every document went in, then old
 * versions dropped (the previous one is kept for a quick roll-back). A rejected document fails the
 * run with each rejected id and Typesense's reason, and the half-filled collection is removed;
 * the site keeps searching the previous version.
 */
export const DEFAULT_BATCH_SIZE = 500;

type Rejection = { id: string; error: string };

export class ImportRejectedError extends Error {
  override name = "ImportRejectedError";
  readonly collection: string;
  readonly rejections: readonly Rejection[];
  constructor(collection: string, rejections: readonly Rejection[]) {
    super(
      `${rejections.length} document(s) rejected by Typesense importing into ${collection}; the alias was not changed:\n` +
        rejections.map((rejection) => `  car ${rejection.id}: ${rejection.error}`).join("\n"),
    );
    this.collection = collection;
    this.rejections = rejections;
  }
}

/** `20261122T054400Z`-style stamp, sortable as text: versions of one alias order by name. */
function versionStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")
    .toLowerCase();
}

export const versionName = (alias: string, now: Date) => `${alias}_${versionStamp(now)}`;
const isVersionOf = (alias: string, name: string) =>
  new RegExp(`^${alias.replace(/[-]/g, "\\-")}_\\d{8}t\\d{6}z$`).test(name);

type IndexResult = {
  alias: string;
  collection: string;
  documents: number;
  previous?: string;
  dropped: string[];
};

export async function indexCollection(
  api: TypesenseApi,
  options: {
    alias: string;
    documents: readonly SearchDocument[];
    now?: Date;
    batchSize?: number;
    log?: (line: string) => void;
  },
): Promise<IndexResult> {
  const { alias, documents } = options;
  const log = options.log ?? (() => {});
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const collection = versionName(alias, options.now ?? new Date());
  await api.createCollection(typesenseSchema(collection));
  log(`created collection ${collection}`);

  const docs = toTypesenseDocuments(documents);
  const rejections: Rejection[] = [];
  try {
    for (let start = 0; start < docs.length; start += batchSize) {
      const batch = docs.slice(start, start + batchSize);
      const lines = await api.importDocuments(collection, batch, "create");
      lines.forEach((line, i) => {
        if (!line.success) rejections.push({ id: batch[i]!.id, error: line.error ?? "rejected without a reason" });
      });
      log(
        `imported ${Math.min(start + batchSize, docs.length)}/${docs.length}${rejections.length ? ` (${rejections.length} rejected)` : ""}`,
      );
    }
    if (rejections.length > 0) throw new ImportRejectedError(collection, rejections);
  } catch (error) {
    await api.deleteCollection(collection).catch(() => undefined);
    log(`dropped the incomplete collection ${collection}`);
    throw error;
  }

  const previous = await api.getAlias(alias);
  await api.upsertAlias(alias, collection);
  log(`alias ${alias} → ${collection}${previous ? ` (was ${previous})` : ""}`);

  const keep = new Set([collection, previous]);
  const dropped: string[] = [];
  for (const { name } of await api.listCollections()) {
    if (!isVersionOf(alias, name) || keep.has(name)) continue;
    await api.deleteCollection(name);
    dropped.push(name);
  }
  if (dropped.length) log(`dropped old versions: ${dropped.join(", ")}`);
  return { alias, collection, documents: docs.length, previous, dropped };
}

/** What the browser may embed: nothing in the index is private, so the key filters nothing; it only drops text no card shows. */
export const SEARCH_KEY_EMBEDDED_PARAMS = { exclude_fields: "comment_terms" };
const searchKeyDescription = (alias: string) => `forecourt search-only key for ${alias}`;

/**
 * A new search-only key for one tenant: a parent key allowed only documents:search on the alias
 * (and its versions), and the scoped key derived from it for the site. Earlier keys of the alias
 * are deleted once the new one exists, so a rotation is one run.
 */
export async function issueSearchKey(
  api: TypesenseApi,
  alias: string,
): Promise<{ id: number; scopedKey: string; revoked: number[] }> {
  const description = searchKeyDescription(alias);
  const earlier = (await api.listKeys()).filter((key) => key.description === description);
  const parent = await api.createKey({
    description,
    actions: ["documents:search"],
    collections: [alias, `${alias}_.*`],
  });
  if (!parent.value) throw new Error(`Typesense created key ${parent.id} for ${alias} without returning its value`);
  for (const key of earlier) await api.deleteKey(key.id);
  return {
    id: parent.id,
    scopedKey: scopedSearchKey(parent.value, { ...SEARCH_KEY_EMBEDDED_PARAMS }),
    revoked: earlier.map((key) => key.id),
  };
}
