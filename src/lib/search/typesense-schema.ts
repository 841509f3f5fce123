import type { SearchDocument } from "./document.ts";
import { ARRAY_FACETS, BOOLEAN_FIELDS, NUMERIC_FIELDS, STRING_FACETS, TEXT_FIELD_BOOSTS } from "./fields.ts";
import { DEFAULT_RANKING_FIELD } from "./sorting.ts";

/**
 * The Typesense collection for the search documents (the same documents as the embedded index),
 * derived from the field catalogue in fields.ts so the two backends cannot drift: every facet
 * faceted, every number sortable with stats, the make → model levels as flat dotted fields, the
 * text fields searchable with the embedded engine's weights.
 */
type TypesenseFieldType = "string" | "string[]" | "int32" | "int64" | "float" | "bool";
export type TypesenseField = {
  name: string;
  type: TypesenseFieldType;
  facet?: boolean;
  optional?: boolean;
  index?: boolean;
  sort?: boolean;
};
type TypesenseCollectionSchema = {
  name: string;
  fields: TypesenseField[];
  token_separators: string[];
  enable_nested_fields: false;
};

/**
 * Place of the car in the default ranking (newest first, then feed order), added at index time:
 * Typesense allows three sort fields, and one integer carries both tie-breaks the embedded
 * engine uses, so hits come in the same order on both backends.
 */
export const DEFAULT_RANK_FIELD = "default_rank";

export type TypesenseDocument = SearchDocument & { [DEFAULT_RANK_FIELD]: number };

/** Whole numbers that get per-value counts (year 2021, 7 seats) and the date in seconds. */
const INTEGER_FIELDS: Readonly<Record<string, "int32" | "int64">> = {
  year: "int32",
  seats: "int32",
  created_at_timestamp: "int64",
};

/** Present in every document (SearchDocument's required fields); everything else may be missing. */
const REQUIRED_FIELDS: readonly string[] = [
  "name",
  "year",
  "make",
  "model",
  "make_model.lvl0",
  "make_model.lvl1",
  "status",
  "car_type",
  "certified",
];

/** Text searched but not faceted. */
const TEXT_ONLY_FIELDS: readonly string[] = ["name", "series", "comment_terms"];

/** What the result card shows and nothing searches: kept in the document, not indexed. */
export const DISPLAY_ONLY_FIELDS: readonly string[] = ["slug", "image", "tag_label"];

/**
 * Stored without a schema entry: Typesense keeps undeclared fields as they are. price_display is
 * an object, and declaring objects needs enable_nested_fields, which would turn the flat
 * `make_model.lvl0` keys into nested paths.
 */
export const STORED_ONLY_FIELDS: readonly string[] = ["price_display"];

/**
 * Characters that split words, as the embedded tokenizer splits on anything but letters and
 * digits: "CX-5" is "cx" + "5" on both backends (Typesense would otherwise index "cx5").
 */
const TOKEN_SEPARATORS = ["-", "/", ".", "+", "&", "(", ")", ",", "'", "_", ":"];

const optional = (name: string) => (REQUIRED_FIELDS.includes(name) ? {} : { optional: true });

export function typesenseSchema(collection: string): TypesenseCollectionSchema {
  const fields: TypesenseField[] = [];
  for (const name of STRING_FACETS)
    fields.push({ name, type: ARRAY_FACETS.includes(name) ? "string[]" : "string", facet: true, ...optional(name) });
  for (const name of NUMERIC_FIELDS)
    fields.push({ name, type: INTEGER_FIELDS[name] ?? "float", facet: true, ...optional(name) });
  for (const name of BOOLEAN_FIELDS) fields.push({ name, type: "bool", facet: true, ...optional(name) });
  for (const name of TEXT_ONLY_FIELDS) fields.push({ name, type: "string", ...optional(name) });
  for (const name of DISPLAY_ONLY_FIELDS) fields.push({ name, type: "string", index: false, optional: true });
  fields.push({ name: DEFAULT_RANK_FIELD, type: "int32", sort: true });
  return { name: collection, fields, token_separators: TOKEN_SEPARATORS, enable_nested_fields: false };
}

/** The document as indexed: the search document plus its place in the default ranking. */
export function toTypesenseDocuments(documents: readonly SearchDocument[]): TypesenseDocument[] {
  const created = (doc: SearchDocument) => doc[DEFAULT_RANKING_FIELD] ?? Number.NEGATIVE_INFINITY;
  const order = documents
    .map((doc, position) => ({ doc, position }))
    .sort((a, b) => created(b.doc) - created(a.doc) || a.position - b.position);
  const rank = new Map(order.map(({ position }, place) => [position, place]));
  return documents.map((doc, position) => ({ ...doc, [DEFAULT_RANK_FIELD]: rank.get(position)! }));
}

/** query_by and its integer weights (Typesense takes 0–127): the embedded boosts × 10. */
export function queryBy(boosts: Readonly<Record<string, number>> = TEXT_FIELD_BOOSTS): {
  query_by: string;
  query_by_weights: string;
} {
  const fields = Object.keys(boosts);
  return {
    query_by: fields.join(","),
    query_by_weights: fields.map((field) => String(Math.round(boosts[field]! * 10))).join(","),
  };
}

/** Every facet the collection answers facet_by for (the UI's facets, numbers for their stats). */
export function facetFields(schema: TypesenseCollectionSchema): string[] {
  return schema.fields.filter((field) => field.facet).map((field) => field.name);
}
