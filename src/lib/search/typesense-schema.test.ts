import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tenantFeedLocation } from "../feed/feed-location.ts";
import { loadTenantFeed } from "../feed/load-feed.ts";
import { testCar } from "../../../tests/support/test-car.ts";
import { feedNow } from "../tenant/build-time.ts";
import { loadTenantConfig, parseTenantConfig } from "../tenant/load-tenant.ts";
import { searchDocuments } from "./availability.ts";
import { toSearchDocument, type SearchDocument } from "./document.ts";
import { FACET_NAMES, MAKE_MODEL_LEVELS, NUMERIC_FIELDS, TEXT_FIELD_BOOSTS } from "./fields.ts";
import { randomDocuments } from "../../../tests/support/search-documents.ts";
import {
  DEFAULT_RANK_FIELD,
  DISPLAY_ONLY_FIELDS,
  facetFields,
  queryBy,
  STORED_ONLY_FIELDS,
  toTypesenseDocuments,
  typesenseSchema,
  type TypesenseField,
} from "./typesense-schema.ts";

const schema = typesenseSchema("cars_test");
const field = (name: string) => schema.fields.find((candidate) => candidate.name === name);

/** What Typesense's import checks for one field's value: the reason it would reject the document, if any. */
function rejection(spec: TypesenseField, value: unknown): string | undefined {
  if (value === undefined) return spec.optional ? undefined : `${spec.name} is required`;
  const ok = {
    string: typeof value === "string",
    "string[]": Array.isArray(value) && value.every((item) => typeof item === "string"),
    int32: Number.isInteger(value) && Math.abs(value as number) < 2 ** 31,
    int64: Number.isInteger(value),
    float: typeof value === "number" && Number.isFinite(value),
    bool: typeof value === "boolean",
  }[spec.type];
  return ok ? undefined : `${spec.name} must be ${spec.type}, got ${JSON.stringify(value)}`;
}

function problems(docs: readonly SearchDocument[]): string[] {
  const out = new Set<string>();
  for (const doc of toTypesenseDocuments(docs)) {
    for (const key of Object.keys(doc))
      if (key !== "id" && !field(key) && !STORED_ONLY_FIELDS.includes(key)) out.add(`${key} has no type`);
    for (const spec of schema.fields) {
      const reason = rejection(spec, (doc as Record<string, unknown>)[spec.name]);
      if (reason) out.add(reason);
    }
  }
  return [...out];
}

const tenant = (patch: object = {}) =>
  parseTenantConfig(
    {
      slug: "x",
      name: "Bayside Ford",
      siteUrl: "https://x.example",
      template: "brand",
      contact: {
        phone: "03 5550 0000",
        email: "a@x.example",
        street: "1 A St",
        suburb: "Frankston",
        state: "VIC",
        postcode: "3199",
      },
      ...patch,
    },
    "tenants/x/tenant.json",
  );

describe("typesenseSchema: the collection for the search documents", () => {
  it("facets every facet of spec §3 the index answers", () => {
    expect(facetFields(schema).sort()).toEqual([...FACET_NAMES].sort());
  });
  it.each([
    ["year", "int32"],
    ["seats", "int32"],
    ["created_at_timestamp", "int64"],
    ["price", "float"],
    ["km", "float"],
    ["subscription_price", "float"],
    ["weekly_price", "float"],
    ["certified", "bool"],
    ["categories", "string[]"],
    ["tag", "string[]"],
    ["filtered_features", "string[]"],
    ["make_model.lvl0", "string"],
    ["make_model.lvl1", "string"],
    [DEFAULT_RANK_FIELD, "int32"],
  ])("%s is %s", (name, type) => expect(field(name)?.type).toBe(type));
  it("numbers are sortable (numeric fields sort by default; none turns it off)", () => {
    for (const name of [...NUMERIC_FIELDS, DEFAULT_RANK_FIELD]) expect(field(name)?.sort, name).not.toBe(false);
  });
  it("searches every text field of the embedded engine and indexes nothing only the card shows", () => {
    for (const name of Object.keys(TEXT_FIELD_BOOSTS)) expect(field(name)?.index, name).not.toBe(false);
    for (const name of DISPLAY_ONLY_FIELDS) expect(field(name)?.index, name).toBe(false);
  });
  it("keeps the make → model levels flat (no nested fields) and splits words like the embedded tokenizer", () => {
    expect(schema.enable_nested_fields).toBe(false);
    for (const level of MAKE_MODEL_LEVELS) expect(field(level)?.facet).toBe(true);
    expect(schema.token_separators).toContain("-");
  });
  it("weights text like the embedded engine (×10, integers)", () => {
    const { query_by, query_by_weights } = queryBy();
    expect(query_by.split(",").slice(0, 4)).toEqual(["make", "model", "badge", "name"]);
    expect(query_by_weights.split(",").slice(0, 4)).toEqual(["30", "30", "20", "20"]);
    expect(query_by_weights.split(",").at(-1)).toBe("3");
  });
});

describe("toSearchDocument output fits the schema (what Typesense's import would reject)", () => {
  const now = new Date("2026-10-01T00:00:00Z");
  it("a car with every optional field, on a tenant with subscription and weekly prices", () => {
    const rich = toSearchDocument(
      testCar({
        km: 12345,
        price: 25990,
        subscription_price: 199,
        seats: 5,
        certified: "yes",
        created_at: "2026-09-28",
        badge: "Ascent Sport",
        series: "ZWE211R",
        colour: "White",
        simple_body: "Sedan",
        simple_fuel: "Hybrid",
        simple_transmission: "Automatic",
        drive: "FWD",
        city: "Frankston",
        state: "VIC",
        location: "Main Yard",
        tag: "Test Drive Only",
        categories: ["Family"],
        standardEquipment: ["Apple CarPlay"],
        dealercomments: "<p>One owner, towbar fitted.</p>",
      }),
      tenant({ features: { subscriptionPricing: true }, finance: { showWeeklyOnCards: true } }),
      { now },
    );
    expect(Object.keys(rich).length).toBeGreaterThan(30);
    expect(problems([rich])).toEqual([]);
  });
  it("a bare car", () => expect(problems([toSearchDocument(testCar(), tenant(), { now })])).toEqual([]));
  it("random inventories", () => expect(problems(randomDocuments(300, 5))).toEqual([]));
  it.each(
    readdirSync("tenants", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  )("the sample dealer %s", async (slug) => {
    const config = await loadTenantConfig("tenants", slug);
    const { feed } = await loadTenantFeed(tenantFeedLocation(config, "tenants"));
    const docs = searchDocuments(feed.cars, config, feedNow(config), { locations: feed.locations });
    expect(docs.length).toBeGreaterThan(0);
    expect(problems(docs)).toEqual([]);
  });
});

describe("toTypesenseDocuments: default_rank carries the embedded default ranking", () => {
  it("newest first, cars without a date last, feed order among equals", () => {
    const docs = [
      { id: "a", created_at_timestamp: 100 },
      { id: "b" },
      { id: "c", created_at_timestamp: 300 },
      { id: "d", created_at_timestamp: 100 },
    ] as unknown as SearchDocument[];
    expect(toTypesenseDocuments(docs).map((doc) => [doc.id, doc[DEFAULT_RANK_FIELD]])).toEqual([
      ["a", 1],
      ["b", 3],
      ["c", 0],
      ["d", 2],
    ]);
  });
});
