import { describe, expect, it } from "vitest";
import { createEmbeddedSearchClient } from "./embedded-client.ts";
import { randomDocuments } from "../../../tests/support/search-documents.ts";
import { instantsearchRequests } from "../../../tests/support/search-requests.ts";
import { workerSearchClient, type FromWorker, type Port, type ToWorker } from "./worker-protocol.ts";
import { serveSearch } from "./worker-serve.ts";

/** Answers without their timing, which differs run to run. */
const untimed = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === "processingTimeMS" ? undefined : v)));

/** The worker's message protocol over a real MessageChannel (what a Web Worker's port is). */
function connect(load?: (url: string) => Promise<ReturnType<typeof randomDocuments>>) {
  const channel = new MessageChannel();
  const workerSide = channel.port1 as unknown as Port<ToWorker, FromWorker> & { start(): void };
  const pageSide = channel.port2 as unknown as Port<FromWorker, ToWorker> & { start(): void };
  serveSearch(workerSide, load);
  workerSide.start();
  pageSide.start();
  return {
    pageSide,
    close: () => {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

describe("search in a worker: the same answers as on the page", () => {
  const docs = randomDocuments(300, 9);
  const direct = createEmbeddedSearchClient(docs);

  it("answers search(requests) exactly like the embedded client, for requests sent before the index was ready", async () => {
    const { pageSide, close } = connect(async () => docs);
    const client = workerSearchClient(pageSide, { url: "https://dealer.example/search-index.json" });
    const requests = await instantsearchRequests({
      query: "toyota",
      disjunctive: { body: ["SUV"] },
      numeric: { price: { ">=": [20000] } },
      index: "cars/sort/price:asc",
    });
    const early = client.search(requests as never);
    expect(await client.ready).toBe(300);
    expect(untimed(await early)).toEqual(untimed(await direct.search(requests as never)));
    close();
  });

  it("answers facet value searches", async () => {
    const { pageSide, close } = connect();
    const client = workerSearchClient(pageSide, { documents: docs });
    const request = { indexName: "cars", params: { facetName: "make", facetQuery: "to", query: "" } };
    expect(untimed(await client.searchForFacetValues([request]))).toEqual(
      untimed(await direct.searchForFacetValues([request])),
    );
    close();
  });

  it("reports a failed index load to ready and to every search", async () => {
    const { pageSide, close } = connect(async () => {
      throw new Error("search index: HTTP 404");
    });
    const client = workerSearchClient(pageSide, { url: "https://dealer.example/missing.json" });
    const search = client.search([{ indexName: "cars", params: {} }]);
    await expect(client.ready).rejects.toThrow("search index: HTTP 404");
    await expect(search).rejects.toThrow("search index: HTTP 404");
    close();
  });

  it("takes newer stock changes: searches sent after them leave the sold car out", async () => {
    const { pageSide, close } = connect(async () => docs);
    const client = workerSearchClient(pageSide, { url: "https://dealer.example/search-index.json", live: [] });
    const all = [{ indexName: "cars", params: { hitsPerPage: 1000 } }];
    const hitIds = async () =>
      ((await client.search(all)).results[0] as { hits: { id: string }[] }).hits.map((hit) => hit.id);
    const sold = docs[0]!.id;
    expect(await hitIds()).toContain(sold);
    client.followLiveStock([{ car_id: sold, at: "2026-11-24T00:00:00Z", status: "sold" }]);
    const after = await hitIds();
    expect(after).not.toContain(sold);
    expect(after).toHaveLength(docs.length - 1);
    close();
  });

  it("keeps answers apart when several searches are in flight", async () => {
    const { pageSide, close } = connect();
    const client = workerSearchClient(pageSide, { documents: docs });
    const queries = ["ford", "mazda", "kia", ""];
    const answers = await Promise.all(
      queries.map((query) => client.search([{ indexName: "cars", params: { query, hitsPerPage: 5 } }])),
    );
    for (const [i, query] of queries.entries()) {
      const expected = await direct.search([{ indexName: "cars", params: { query, hitsPerPage: 5 } }]);
      expect((answers[i]!.results[0] as { nbHits: number }).nbHits, query).toBe(
        (expected.results[0] as { nbHits: number }).nbHits,
      );
    }
    close();
  });
});
