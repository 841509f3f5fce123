import { describe, expect, it } from "vitest";
import { testCar } from "../../../tests/support/test-car.ts";
import type { LiveStock } from "../inventory/live-stock.ts";
import { parseTenantConfig } from "../tenant/load-tenant.ts";
import { searchDocuments } from "./availability.ts";
import { followingSearchClient, withLiveStock } from "./live-documents.ts";

const tenant = parseTenantConfig(
  {
    slug: "t",
    name: "T",
    siteUrl: "https://t.example",
    template: "metro",
    contact: {
      phone: "02 5550 0000",
      email: "a@t.example",
      street: "1 A St",
      suburb: "B",
      state: "NSW",
      postcode: "2000",
    },
  },
  "t/tenant.json",
);
const now = new Date("2026-11-23T00:00:00Z");
const docs = searchDocuments(
  [
    testCar({ id: "1", slug: "a", price: 25000 }),
    testCar({ id: "2", slug: "b", price: 35000, before_price: 36000 }),
    testCar({ id: "3", slug: "c", price: 45000 }),
  ],
  tenant,
  now,
);
const live = (...entries: LiveStock[]) => new Map(entries.map((e) => [e.car_id, e]));
const at = now.toISOString();

describe("the embedded index with the stock changes since the build", () => {
  it("drops cars that sold or left, so they count in no hit or facet", () => {
    const result = withLiveStock(docs, live({ car_id: "1", at, status: "sold" }, { car_id: "3", at, removed: true }));
    expect(result.map((doc) => doc.id)).toEqual(["2"]);
  });

  it("moves a re-priced car to its new price and band, without a stale was-price or weekly estimate", () => {
    const [, repriced] = withLiveStock(docs, live({ car_id: "2", at, price: 38000 }));
    expect(repriced).toMatchObject({ price: 38000, price_range: "$30,000 - $40,000" });
    expect(repriced!.price_display).toEqual({ kind: "price", amount: 38000 });
    expect(repriced!.weekly_price).toBeUndefined();
  });

  it("tags a car reserved since the build, and its card says RESERVED unless ELECTRIC or HYBRID outranks it", () => {
    const [first] = withLiveStock(docs, live({ car_id: "1", at, reserved: true }));
    expect(first!.tag).toContain("RESERVED");
    expect(first!.tag_label).toBe("RESERVED");
    const justArrived = { ...docs[0]!, tag_label: "JUST ARRIVED" };
    const hybrid = { ...docs[1]!, tag_label: "HYBRID" };
    const reserved = withLiveStock(
      [justArrived, hybrid],
      live({ car_id: "1", at, reserved: true }, { car_id: "2", at, reserved: true }),
    );
    expect(reserved.map((doc) => doc.tag_label)).toEqual(["RESERVED", "HYBRID"]);
  });

  it("gives a released car its label as built back, or none when it was built RESERVED", () => {
    const builtJustArrived = { ...docs[0]!, tag_label: "JUST ARRIVED" };
    const builtReserved = { ...docs[1]!, tag: ["RESERVED"], tag_label: "RESERVED" };
    const released = withLiveStock(
      [builtJustArrived, builtReserved],
      live({ car_id: "1", at, reserved: false }, { car_id: "2", at, reserved: false }),
    );
    expect(released.map((doc) => doc.tag_label)).toEqual(["JUST ARRIVED", undefined]);
    expect(released[1]!.tag).not.toContain("RESERVED");
  });

  it("leaves the index alone when nothing changed", () => {
    expect(withLiveStock(docs, new Map())).toEqual(docs);
  });
});

describe("a search left open follows stock changes that arrive later", () => {
  const ids = async (client: ReturnType<typeof followingSearchClient>, query = "") => {
    const { results } = await client.search([{ indexName: "cars", params: { query, facets: ["make"] } }]);
    const [result] = results as { hits: readonly { id: string }[]; nbHits: number }[];
    return { hits: result!.hits.map((hit) => hit.id), count: result!.nbHits };
  };

  it("drops a car sold after the client was made from hits and counts, with text queries too", async () => {
    const client = followingSearchClient(docs, new Map());
    const name = docs[0]!.name.split(" ")[0]!;
    expect((await ids(client)).count).toBe(3);
    const before = await ids(client, name);
    expect(before.hits).toContain("1");

    client.follow(live({ car_id: "1", at, status: "sold" }));
    expect(await ids(client)).toEqual({ hits: expect.not.arrayContaining(["1"]), count: 2 });
    expect((await ids(client, name)).hits).not.toContain("1");
  });

  it("brings a car back when the sale is corrected", async () => {
    const client = followingSearchClient(docs, live({ car_id: "1", at, status: "sold" }));
    expect((await ids(client)).count).toBe(2);
    client.follow(live({ car_id: "1", at, status: "in_stock" }));
    expect((await ids(client)).hits).toContain("1");
  });
});
