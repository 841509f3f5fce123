import type { ServerResponse } from "node:http";
import { sendJson, startStub, type Stub, type StubRequest } from "../functions/support/stub-server.ts";

/**
 * A local HTTP server speaking the Typesense endpoints Forecourt uses: collections (create, list,
 * delete), documents import (JSONL, action create or emplace, one result line per document, type and required-field checks
 * like the real server's), document delete, aliases (upsert, get), keys (create, list, delete) and multi_search
 * (captured, answered with no hits and the count `found(search)` gives, 0 by default). In memory;
 * `failNext` makes the next call answer an error.
 */
type Field = { name: string; type: string; optional?: boolean };
type Collection = {
  name: string;
  fields: Field[];
  documents: Map<string, Record<string, unknown>>;
  created_at: number;
};

export type TypesenseStub = Stub & {
  collections: Map<string, Collection>;
  aliases: Map<string, string>;
  keys: { id: number; value: string; description: string; actions: string[]; collections: string[] }[];
  searches: Record<string, unknown>[][];
  failNext(status: number, message: string): void;
  /** How many cars a search finds (its hits stay empty): lets a test answer some queries and not others. */
  found: (search: Record<string, unknown>) => number;
};

const typeOk: Record<string, (value: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  "string[]": (v) => Array.isArray(v) && v.every((item) => typeof item === "string"),
  int32: (v) => Number.isInteger(v) && Math.abs(v as number) < 2 ** 31,
  int64: (v) => Number.isInteger(v),
  float: (v) => typeof v === "number",
  bool: (v) => typeof v === "boolean",
};

function importLine(collection: Collection, raw: string, action: "create" | "emplace"): Record<string, unknown> {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(raw);
  } catch {
    return { success: false, error: "Bad JSON.", document: raw, code: 400 };
  }
  const id = String(doc.id ?? "");
  const existing = collection.documents.get(id);
  if (existing && action === "create")
    return { success: false, error: `A document with id ${id} already exists.`, document: raw, code: 409 };
  // emplace: the fields given update an existing document; a new one must be whole.
  if (existing) doc = { ...existing, ...doc };
  for (const field of collection.fields) {
    const value = doc[field.name];
    if (value === undefined || value === null) {
      if (!field.optional)
        return {
          success: false,
          error: `Field \`${field.name}\` has been declared in the schema, but is not found in the document.`,
          document: raw,
          code: 400,
        };
    } else if (typeOk[field.type] && !typeOk[field.type]!(value)) {
      return {
        success: false,
        error: `Field \`${field.name}\` must be ${field.type === "string" ? "a string" : `an ${field.type}`}.`,
        document: raw,
        code: 400,
      };
    }
  }
  collection.documents.set(id, doc);
  return { success: true };
}

export async function startTypesenseStub(apiKey = "admin-key"): Promise<TypesenseStub> {
  const collections = new Map<string, Collection>();
  const aliases = new Map<string, string>();
  const keys: TypesenseStub["keys"] = [];
  const searches: Record<string, unknown>[][] = [];
  let failure: { status: number; message: string } | undefined;
  let nextKey = 1;

  const answer = (req: StubRequest, res: ServerResponse) => {
    const url = new URL(req.url, "http://stub");
    const path = url.pathname;
    const fail = (status: number, message: string) => sendJson(res, status, { message });
    if ((req.headers["x-typesense-api-key"] ?? url.searchParams.get("x-typesense-api-key")) !== apiKey)
      return fail(401, "Forbidden - a valid `x-typesense-api-key` header must be sent.");
    if (failure) {
      const { status, message } = failure;
      failure = undefined;
      return fail(status, message);
    }
    const resolve = (name: string) => collections.get(aliases.get(name) ?? name);
    let match: RegExpExecArray | null;
    if (path === "/collections" && req.method === "GET") {
      return sendJson(
        res,
        200,
        [...collections.values()].map((c) => ({
          name: c.name,
          num_documents: c.documents.size,
          created_at: c.created_at,
          fields: c.fields,
        })),
      );
    }
    if (path === "/collections" && req.method === "POST") {
      const schema = JSON.parse(req.body) as { name: string; fields: Field[] };
      if (collections.has(schema.name)) return fail(409, `A collection with name \`${schema.name}\` already exists.`);
      collections.set(schema.name, {
        name: schema.name,
        fields: schema.fields,
        documents: new Map(),
        created_at: Math.floor(Date.now() / 1000),
      });
      return sendJson(res, 201, { name: schema.name, num_documents: 0, fields: schema.fields });
    }
    if ((match = /^\/collections\/([^/]+)$/.exec(path)) && req.method === "DELETE") {
      const name = decodeURIComponent(match[1]!);
      const collection = collections.get(name);
      if (!collection) return fail(404, `No collection with name \`${name}\` found.`);
      collections.delete(name);
      return sendJson(res, 200, { name, num_documents: collection.documents.size });
    }
    if ((match = /^\/collections\/([^/]+)\/documents\/import$/.exec(path)) && req.method === "POST") {
      const collection = resolve(decodeURIComponent(match[1]!));
      if (!collection) return fail(404, "Not found.");
      const action = url.searchParams.get("action") ?? "create";
      if (action !== "create" && action !== "emplace") return fail(400, "the stub speaks action=create and emplace");
      const lines = req.body
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.stringify(importLine(collection, line, action)));
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      return res.end(lines.join("\n"));
    }
    if ((match = /^\/collections\/([^/]+)\/documents\/([^/]+)$/.exec(path)) && req.method === "DELETE") {
      const collection = resolve(decodeURIComponent(match[1]!));
      const id = decodeURIComponent(match[2]!);
      const doc = collection?.documents.get(id);
      if (!collection || !doc) return fail(404, `Could not find a document with id: ${id}`);
      collection.documents.delete(id);
      return sendJson(res, 200, doc);
    }
    if ((match = /^\/aliases\/([^/]+)$/.exec(path))) {
      const name = decodeURIComponent(match[1]!);
      if (req.method === "GET")
        return aliases.has(name)
          ? sendJson(res, 200, { name, collection_name: aliases.get(name) })
          : fail(404, "Not Found");
      if (req.method === "PUT") {
        const { collection_name } = JSON.parse(req.body) as { collection_name: string };
        if (!collections.has(collection_name)) return fail(404, `Collection \`${collection_name}\` not found.`);
        aliases.set(name, collection_name);
        return sendJson(res, 200, { name, collection_name });
      }
    }
    if (path === "/keys" && req.method === "POST") {
      const body = JSON.parse(req.body) as { description: string; actions: string[]; collections: string[] };
      const key = { id: nextKey++, value: `search-key-${nextKey}-abcdef`, ...body };
      keys.push(key);
      return sendJson(res, 201, key);
    }
    if (path === "/keys" && req.method === "GET")
      return sendJson(res, 200, {
        keys: keys.map(({ value, ...key }) => ({ ...key, value_prefix: value.slice(0, 4) })),
      });
    if ((match = /^\/keys\/(\d+)$/.exec(path)) && req.method === "DELETE") {
      const at = keys.findIndex((key) => key.id === Number(match![1]));
      if (at < 0) return fail(404, "Not found.");
      keys.splice(at, 1);
      return sendJson(res, 200, { id: Number(match[1]) });
    }
    if (path === "/multi_search" && req.method === "POST") {
      const { searches: batch } = JSON.parse(req.body) as { searches: Record<string, unknown>[] };
      searches.push(batch);
      return sendJson(res, 200, {
        results: batch.map((search) => ({
          facet_counts: [],
          found: stub.found(search),
          hits: [],
          out_of: 0,
          page: search.page ?? 1,
          request_params: { per_page: search.per_page ?? 10, q: search.q },
          search_time_ms: 0,
        })),
      });
    }
    return fail(404, "Not Found");
  };

  const server = await startStub((req, res) => answer(req, res));
  const stub: TypesenseStub = {
    ...server,
    collections,
    aliases,
    keys,
    searches,
    failNext: (status, message) => void (failure = { status, message }),
    found: () => 0,
  };
  return stub;
}
