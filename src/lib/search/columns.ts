import { add, emptySet, type Bitset } from "./bitset.ts";
import { BOOLEAN_FIELDS, NUMERIC_FIELDS, RANGE_ONLY_FIELDS, STRING_FACETS } from "./fields.ts";

/**
 * Column store of the documents, built once per index: each facet as a value dictionary with one
 * bitset per value (for filters) and per-document value codes (for counting); each numeric field
 * as a Float64Array with NaN for "no value" (NaN fails every comparison, as a missing attribute
 * fails Algolia and Typesense range filters).
 */
export type FacetColumn = {
  values: string[];
  ids: Map<string, number>;
  sets: Bitset[];
  /** Codes of document d are codes[offsets[d]] .. codes[offsets[d + 1] - 1]. */
  offsets: Uint32Array;
  codes: Int32Array;
  /** Value ids in the values' code-unit order: the tie-break of facet counts, sorted once. */
  alphabetical: Int32Array;
};

type NumericColumn = {
  values: Float64Array;
  /** Positions with a value, ascending by value (ties by default rank); see ascendingOrder. */
  ascending?: Int32Array;
};

export type Columns = {
  size: number;
  facets: Map<string, FacetColumn>;
  numbers: Map<string, NumericColumn>;
};

const facetValue = (value: unknown): string[] =>
  value === undefined || value === null || value === ""
    ? []
    : Array.isArray(value)
      ? value.map(String)
      : [String(value)];

function facetColumn(documents: readonly Record<string, unknown>[], field: string): FacetColumn {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const sets: Bitset[] = [];
  const offsets = new Uint32Array(documents.length + 1);
  const codes: number[] = [];
  documents.forEach((doc, position) => {
    for (const value of new Set(facetValue(doc[field]))) {
      let id = ids.get(value);
      if (id === undefined) {
        id = values.length;
        ids.set(value, id);
        values.push(value);
        sets.push(emptySet(documents.length));
      }
      add(sets[id]!, position);
      codes.push(id);
    }
    offsets[position + 1] = codes.length;
  });
  const alphabetical = Int32Array.from(values.keys()).sort((a, b) =>
    values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0,
  );
  return { values, ids, sets, offsets, codes: Int32Array.from(codes), alphabetical };
}

function numericColumn(documents: readonly Record<string, unknown>[], field: string): NumericColumn {
  const values = new Float64Array(documents.length);
  documents.forEach((doc, position) => {
    const value = doc[field];
    values[position] = typeof value === "number" ? value : typeof value === "boolean" ? Number(value) : Number.NaN;
  });
  return { values };
}

export function buildColumns(documents: readonly object[]): Columns {
  const docs = documents as readonly Record<string, unknown>[];
  const facets = new Map<string, FacetColumn>();
  const numbers = new Map<string, NumericColumn>();
  for (const field of [...STRING_FACETS, ...BOOLEAN_FIELDS]) facets.set(field, facetColumn(docs, field));
  for (const field of [...NUMERIC_FIELDS, ...BOOLEAN_FIELDS]) {
    numbers.set(field, numericColumn(docs, field));
    if (!RANGE_ONLY_FIELDS.includes(field) && !facets.has(field)) facets.set(field, facetColumn(docs, field));
  }
  return { size: docs.length, facets, numbers };
}

/**
 * Positions with a value sorted ascending, ties by `rank` (the default ranking; position when not
 * given): the basis of stats and sorts, built once per column.
 */
export function ascendingOrder(column: NumericColumn, rank?: Int32Array): Int32Array {
  if (!column.ascending) {
    const positions: number[] = [];
    column.values.forEach((value, position) => {
      if (!Number.isNaN(value)) positions.push(position);
    });
    const values = column.values;
    positions.sort(
      rank ? (a, b) => values[a]! - values[b]! || rank[a]! - rank[b]! : (a, b) => values[a]! - values[b]! || a - b,
    );
    column.ascending = Int32Array.from(positions);
  }
  return column.ascending;
}
