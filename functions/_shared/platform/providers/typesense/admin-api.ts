import { createHmac } from "node:crypto";
import { outbound } from "../../http/outbound.ts";

/**
 * The few Typesense admin endpoints the indexer (scripts/search) and the stock hook use, over
 * fetch. Kept to what they need so a stub server can speak all of it in tests
 * (scripts/search/typesense-indexing.test.ts, tests/support/typesense-stub.ts).
 */
type TypesenseConnection = {
  /** e.g. https://xyz-1.a1.typesense.net:443 or http://127.0.0.1:8108 */
  url: string;
  /** An admin key (TYPESENSE_API_KEY): creates collections, aliases and keys. Never shipped to browsers. */
  apiKey: string;
  timeoutMs?: number;
};

type CollectionInfo = { name: string; num_documents: number; created_at?: number };
/** One line of an import's answer, in the order the documents were sent. */
type ImportLine = { success: boolean; error?: string; document?: string; code?: number };
type ApiKey = {
  id: number;
  value?: string;
  value_prefix?: string;
  description: string;
  actions: string[];
  collections: string[];
};

export class TypesenseApiError extends Error {
  override name = "TypesenseApiError";
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export type TypesenseApi = ReturnType<typeof createTypesenseApi>;

export function createTypesenseApi(connection: TypesenseConnection) {
  const base = connection.url.replace(/\/+$/, "");
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: string,
    contentType = "application/json",
  ): Promise<string> => {
    const response = await outbound({
      service: "Typesense",
      where: `${base} (${method} ${path})`,
      url: `${base}${path}`,
      method,
      headers: {
        "X-TYPESENSE-API-KEY": connection.apiKey,
        ...(body === undefined ? {} : { "Content-Type": contentType }),
      },
      body,
      timeoutMs: connection.timeoutMs ?? 60_000,
      error: (message, status) => new TypesenseApiError(message, status),
    });
    const { text } = response;
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not JSON: keep the text
      }
      throw new TypesenseApiError(
        `Typesense ${method} ${path} answered HTTP ${response.status}: ${message}`,
        response.status,
      );
    }
    return text;
  };
  const json = async <T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> =>
    JSON.parse(await call(method, path, body === undefined ? undefined : JSON.stringify(body))) as T;
  const name = (text: string) => encodeURIComponent(text);

  return {
    listCollections: () => json<CollectionInfo[]>("GET", "/collections"),
    createCollection: (schema: { name: string }) => json<CollectionInfo>("POST", "/collections", schema),
    deleteCollection: (collection: string) => json<CollectionInfo>("DELETE", `/collections/${name(collection)}`),
    /** JSONL in, one result line per document out; HTTP 200 even when some lines fail. */
    async importDocuments(
      collection: string,
      documents: readonly object[],
      action: "create" | "upsert" | "emplace" = "create",
    ): Promise<ImportLine[]> {
      const body = documents.map((doc) => JSON.stringify(doc)).join("\n");
      const text = await call(
        "POST",
        `/collections/${name(collection)}/documents/import?action=${action}`,
        body,
        "text/plain",
      );
      const lines = text
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as ImportLine);
      if (lines.length !== documents.length)
        throw new TypesenseApiError(
          `Typesense import into ${collection} answered ${lines.length} lines for ${documents.length} documents`,
          200,
        );
      return lines;
    },
    /** Deletes one document; a document that is not there is not an error. */
    async deleteDocument(collection: string, id: string): Promise<void> {
      try {
        await call("DELETE", `/collections/${name(collection)}/documents/${name(id)}`);
      } catch (error) {
        if (!(error instanceof TypesenseApiError && error.status === 404)) throw error;
      }
    },
    async getAlias(alias: string): Promise<string | undefined> {
      try {
        return (await json<{ collection_name: string }>("GET", `/aliases/${name(alias)}`)).collection_name;
      } catch (error) {
        if (error instanceof TypesenseApiError && error.status === 404) return undefined;
        throw error;
      }
    },
    upsertAlias: (alias: string, collection: string) =>
      json<{ name: string; collection_name: string }>("PUT", `/aliases/${name(alias)}`, {
        collection_name: collection,
      }),
    createKey: (key: { description: string; actions: string[]; collections: string[] }) =>
      json<ApiKey>("POST", "/keys", key),
    listKeys: async () => (await json<{ keys: ApiKey[] }>("GET", "/keys")).keys,
    deleteKey: (id: number) => json<{ id: number }>("DELETE", `/keys/${id}`),
  };
}

/**
 * A scoped search key: the parent search-only key's signature over embedded search parameters,
 * derived locally (Typesense's documented scheme; no request). The embedded parameters win over
 * whatever the browser sends.
 */
export function scopedSearchKey(parentKey: string, embedded: Record<string, unknown>): string {
  const params = JSON.stringify(embedded);
  const digest = createHmac("sha256", parentKey).update(params).digest("base64");
  return Buffer.from(`${digest}${parentKey.slice(0, 4)}${params}`).toString("base64");
}
