import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Client } from "typesense";
import { randomDocuments, testDocument } from "../../tests/support/search-documents.ts";
import { DEFAULT_RANK_FIELD } from "#lib/search/typesense-schema.ts";
import { startTypesenseStub, type TypesenseStub } from "../../tests/support/typesense-stub.ts";
import {
  ImportRejectedError,
  indexCollection,
  issueSearchKey,
  SEARCH_KEY_EMBEDDED_PARAMS,
  versionName,
} from "./index-collection.ts";
import {
  createTypesenseApi,
  scopedSearchKey,
  TypesenseApiError,
} from "../../functions/_shared/platform/providers/typesense/admin-api.ts";

let stub: TypesenseStub;
beforeAll(async () => {
  stub = await startTypesenseStub("admin-key");
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.collections.clear();
  stub.aliases.clear();
  stub.keys.length = 0;
});

const api = () => createTypesenseApi({ url: stub.url, apiKey: "admin-key" });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 5, minute, 0));

describe("Typesense admin client against a stub of the API", () => {
  it("creates, lists and deletes collections, sending the admin key", async () => {
    await api().createCollection({ name: "cars_a", fields: [{ name: "make", type: "string" }] } as never);
    expect((await api().listCollections()).map((c) => c.name)).toEqual(["cars_a"]);
    expect(stub.requests.at(-1)!.headers["x-typesense-api-key"]).toBe("admin-key");
    await api().deleteCollection("cars_a");
    expect(await api().listCollections()).toEqual([]);
  });

  it("imports JSONL with action=create and returns one line per document, rejected ones with their reason", async () => {
    await api().createCollection({ name: "c", fields: [{ name: "price", type: "float", optional: true }] } as never);
    const lines = await api().importDocuments("c", [
      { id: "1", price: 100 },
      { id: "2", price: "cheap" },
    ]);
    expect(lines).toEqual([
      { success: true },
      expect.objectContaining({ success: false, error: "Field `price` must be an float." }),
    ]);
    const request = stub.requests.at(-1)!;
    expect(request.url).toBe("/collections/c/documents/import?action=create");
    expect(request.body.split("\n").map((line) => JSON.parse(line))).toEqual([
      { id: "1", price: 100 },
      { id: "2", price: "cheap" },
    ]);
  });

  it("reads a missing alias as undefined and upserts one", async () => {
    await api().createCollection({ name: "c1", fields: [] } as never);
    expect(await api().getAlias("cars")).toBeUndefined();
    await api().upsertAlias("cars", "c1");
    expect(await api().getAlias("cars")).toBe("c1");
  });

  it("turns an HTTP error into a message naming the call, the status and Typesense's reason", async () => {
    stub.failNext(503, "Not Ready or Lagging");
    const error = await api()
      .listCollections()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypesenseApiError);
    expect((error as Error).message).toBe("Typesense GET /collections answered HTTP 503: Not Ready or Lagging");
    await expect(createTypesenseApi({ url: stub.url, apiKey: "wrong" }).listCollections()).rejects.toThrow("HTTP 401");
  });

  it("says so when the server cannot be reached", async () => {
    await expect(createTypesenseApi({ url: "http://127.0.0.1:9", apiKey: "k" }).listCollections()).rejects.toThrow(
      "Typesense unreachable at http://127.0.0.1:9",
    );
  });

  it("derives scoped keys exactly as the official typesense client does", () => {
    const official = new Client({ nodes: [{ host: "x", port: 1, protocol: "http" }], apiKey: "k" })
      .keys()
      .generateScopedSearchKey("RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127", {
        filter_by: "company_id:124",
        expires_at: 1906054106,
      });
    expect(
      scopedSearchKey("RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127", { filter_by: "company_id:124", expires_at: 1906054106 }),
    ).toBe(official);
  });
});

describe("indexCollection: versioned collection, batches, alias swap, old versions dropped", () => {
  const docs = randomDocuments(45, 3);

  it("imports every document in batches into <alias>_<timestamp> and points the alias at it", async () => {
    const log: string[] = [];
    const before = stub.requests.length;
    const result = await indexCollection(api(), {
      alias: "bayside",
      documents: docs,
      now: at(1),
      batchSize: 20,
      log: (line) => log.push(line),
    });
    expect(result).toEqual({
      alias: "bayside",
      collection: "bayside_20261122t050100z",
      documents: 45,
      previous: undefined,
      dropped: [],
    });
    expect(stub.requests.slice(before).filter((r) => r.url.includes("/documents/import")).length).toBe(3);
    const stored = stub.collections.get("bayside_20261122t050100z")!;
    expect(stored.documents.size).toBe(45);
    expect(stored.documents.get(docs[0]!.id)).toMatchObject({
      make: docs[0]!.make,
      [DEFAULT_RANK_FIELD]: expect.any(Number),
    });
    expect(stub.aliases.get("bayside")).toBe("bayside_20261122t050100z");
    expect(log).toEqual([
      "created collection bayside_20261122t050100z",
      "imported 20/45",
      "imported 40/45",
      "imported 45/45",
      "alias bayside → bayside_20261122t050100z",
    ]);
  });

  it("keeps the previous version for a roll-back and drops older ones, never another tenant's", async () => {
    await indexCollection(api(), { alias: "bayside", documents: docs, now: at(1) });
    await indexCollection(api(), { alias: "bayside-ford", documents: docs, now: at(1) });
    await indexCollection(api(), { alias: "bayside", documents: docs, now: at(2) });
    const third = await indexCollection(api(), { alias: "bayside", documents: docs, now: at(3) });
    expect(third.previous).toBe(versionName("bayside", at(2)));
    expect(third.dropped).toEqual([versionName("bayside", at(1))]);
    expect([...stub.collections.keys()].sort()).toEqual([
      versionName("bayside-ford", at(1)),
      versionName("bayside", at(2)),
      versionName("bayside", at(3)),
    ]);
  });

  it("fails loudly on a rejected document: names each id and reason, leaves the alias alone, removes the new collection", async () => {
    await indexCollection(api(), { alias: "bayside", documents: docs, now: at(1) });
    const bad = [
      ...docs.slice(0, 5),
      testDocument({ id: "bad-1", km: "lots" as never }),
      testDocument({ id: "bad-2", year: 2020.5 }),
    ];
    const error = await indexCollection(api(), { alias: "bayside", documents: bad, now: at(2), batchSize: 4 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportRejectedError);
    expect((error as ImportRejectedError).rejections).toEqual([
      { id: "bad-1", error: "Field `km` must be an float." },
      { id: "bad-2", error: "Field `year` must be an int32." },
    ]);
    expect((error as Error).message).toContain(
      "2 document(s) rejected by Typesense importing into bayside_20261122t050200z; the alias was not changed",
    );
    expect((error as Error).message).toContain("car bad-1: Field `km` must be an float.");
    expect(stub.aliases.get("bayside")).toBe(versionName("bayside", at(1)));
    expect(stub.collections.has(versionName("bayside", at(2)))).toBe(false);
  });

  it("stops on an HTTP error mid-import without touching the alias", async () => {
    await indexCollection(api(), { alias: "bayside", documents: docs, now: at(1) });
    let calls = 0;
    const flaky = {
      ...api(),
      importDocuments: async (...args: Parameters<ReturnType<typeof api>["importDocuments"]>) => {
        if (++calls === 2)
          throw new TypesenseApiError("Typesense POST /collections/x/documents/import answered HTTP 500: boom", 500);
        return api().importDocuments(...args);
      },
    };
    await expect(
      indexCollection(flaky, { alias: "bayside", documents: docs, now: at(2), batchSize: 20 }),
    ).rejects.toThrow("HTTP 500: boom");
    expect(stub.aliases.get("bayside")).toBe(versionName("bayside", at(1)));
    expect(stub.collections.has(versionName("bayside", at(2)))).toBe(false);
  });
});

describe("issueSearchKey: a search-only key per tenant, scoped to its alias", () => {
  it("creates a documents:search key on the alias and its versions, revoking the tenant's earlier keys only", async () => {
    const first = await issueSearchKey(api(), "bayside");
    await issueSearchKey(api(), "outback");
    const second = await issueSearchKey(api(), "bayside");
    expect(second.revoked).toEqual([first.id]);
    expect(stub.keys.map((key) => [key.description, key.actions, key.collections])).toEqual([
      ["forecourt search-only key for outback", ["documents:search"], ["outback", "outback_.*"]],
      ["forecourt search-only key for bayside", ["documents:search"], ["bayside", "bayside_.*"]],
    ]);
    const parent = stub.keys.find((key) => key.id === second.id)!.value;
    expect(second.scopedKey).toBe(scopedSearchKey(parent, SEARCH_KEY_EMBEDDED_PARAMS));
    const embedded = Buffer.from(second.scopedKey, "base64").toString("utf8");
    expect(embedded.endsWith(JSON.stringify(SEARCH_KEY_EMBEDDED_PARAMS))).toBe(true);
    expect(embedded).not.toContain(parent);
  });
});
