import { FACET_NAMES, NUMERIC_FIELDS, PAGE_SIZE, RANGE_ONLY_FIELDS } from "#lib/search/fields.ts";
import { parseFacetFilter, parseNumericFilter, type FilterTerm } from "#lib/search/filters.ts";
import { parseIndexName } from "#lib/search/sorting.ts";

/**
 * Brute-force reference of the search semantics, written for obviousness rather than speed: the
 * equivalence test and the backend conformance suite compare real engines with it. Text matching
 * is not re-implemented: pass the matching documents' scores (by position) from the text index
 * under test, or nothing for an empty query.
 */
export type ReferenceRequest = {
  indexName?: string;
  facetFilters?: (string | string[])[];
  numericFilters?: (string | string[])[];
  facets?: string[];
  page?: number;
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  scores?: Map<number, number>;
};

export type ReferenceResult = {
  ids: string[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
  facetsStats: Record<string, { min: number; max: number }>;
};

type Doc = Record<string, unknown>;

const valuesOf = (doc: Doc, field: string): string[] => {
  const value = doc[field];
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
};

function numberOf(doc: Doc, field: string): number | undefined {
  const value = doc[field];
  return typeof value === "number" ? value : typeof value === "boolean" ? Number(value) : undefined;
}

function termMatches(doc: Doc, term: FilterTerm): boolean {
  if (term.kind === "facet" && !RANGE_ONLY_FIELDS.includes(term.field)) {
    const has = valuesOf(doc, term.field).includes(term.value);
    return term.negate ? !has : has;
  }
  const value = numberOf(doc, term.field);
  if (value === undefined) return false;
  if (term.kind === "facet") return term.negate ? value !== Number(term.value) : value === Number(term.value);
  const target = term.value;
  switch (term.operator) {
    case ">=":
      return value >= target;
    case "<=":
      return value <= target;
    case ">":
      return value > target;
    case "<":
      return value < target;
    case "=":
      return value === target;
    case "!=":
      return value !== target;
  }
}

export function referenceSearch(documents: readonly object[], request: ReferenceRequest): ReferenceResult {
  const docs = documents as readonly Doc[];
  const groups = [
    ...(request.facetFilters ?? []).map((group) =>
      (Array.isArray(group) ? group : [group]).map((text) => parseFacetFilter(text)!),
    ),
    ...(request.numericFilters ?? []).map((group) =>
      (Array.isArray(group) ? group : [group]).map((text) => parseNumericFilter(text)!),
    ),
  ];
  const matching = docs
    .map((doc, position) => ({ doc, position }))
    .filter(({ position }) => !request.scores || request.scores.has(position))
    .filter(({ doc }) => groups.every((group) => group.some((term) => termMatches(doc, term))));

  const created = (doc: Doc) => numberOf(doc, "created_at_timestamp");
  const byMissingLast = (a: number | undefined, b: number | undefined, sign: number) =>
    a === undefined || b === undefined ? (a === b ? 0 : a === undefined ? 1 : -1) : a === b ? 0 : a < b ? -sign : sign;
  const sort = parseIndexName(request.indexName ?? "cars").sort;
  const sorted = [...matching].sort(
    (a, b) =>
      (sort
        ? byMissingLast(numberOf(a.doc, sort.field), numberOf(b.doc, sort.field), sort.direction === "asc" ? 1 : -1)
        : 0) ||
      (request.scores ? request.scores.get(b.position)! - request.scores.get(a.position)! : 0) ||
      byMissingLast(created(a.doc), created(b.doc), -1) ||
      a.position - b.position,
  );
  const hitsPerPage = request.hitsPerPage ?? PAGE_SIZE;
  const page = request.page ?? 0;

  const facets: ReferenceResult["facets"] = {};
  const facetsStats: ReferenceResult["facetsStats"] = {};
  const requested = (request.facets ?? []).includes("*") ? FACET_NAMES : (request.facets ?? []);
  for (const facet of requested) {
    if (RANGE_ONLY_FIELDS.includes(facet)) facets[facet] = {};
    else {
      const counts = new Map<string, number>();
      for (const { doc } of matching)
        for (const value of new Set(valuesOf(doc, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
      const top = [...counts]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, request.maxValuesPerFacet ?? 100);
      facets[facet] = Object.fromEntries(top);
    }
    if ((NUMERIC_FIELDS as readonly string[]).includes(facet)) {
      const numbers = matching
        .map(({ doc }) => numberOf(doc, facet))
        .filter((value): value is number => value !== undefined);
      if (numbers.length > 0) facetsStats[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) };
    }
  }

  return {
    ids: sorted.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ doc }) => String(doc.id)),
    nbHits: matching.length,
    facets,
    facetsStats,
  };
}
