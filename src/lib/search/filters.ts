import { andInto, andNotInto, emptySet, fullSet, orInto, type Bitset } from "./bitset.ts";
import type { Columns } from "./columns.ts";

/**
 * Refinements as InstantSearch sends them (docs/architecture.md § The original design: only
 * facetFilters and numericFilters, never a raw `filters` string). facetFilters: "attr:value", "attr:-value" (exclusion), nested arrays
 * for OR within a group. numericFilters: "attr>=n", "attr<=n", "attr=n" (and <, >, != which the
 * helper can also produce). Groups are ANDed.
 *
 * A filter the index cannot apply (unknown attribute, malformed string) is dropped with a warning
 * rather than failing the search: a stale or hand-edited URL should still show cars, and an
 * exception inside the search client would leave InstantSearch in its error state.
 */
export type FilterTerm =
  | { kind: "facet"; field: string; value: string; negate: boolean }
  | { kind: "numeric"; field: string; operator: NumericOperator; value: number };
type NumericOperator = "<" | "<=" | "=" | "!=" | ">=" | ">";
/** Terms ORed together; `field` is set when every term names the same attribute. */
export type FilterGroup = { terms: FilterTerm[]; field?: string };

type ParsedFilters = { groups: FilterGroup[]; warnings: string[] };

type RawFilters = unknown;

const asGroups = (raw: RawFilters): unknown[][] | undefined => {
  if (raw === undefined || raw === null || raw === "") return [];
  if (typeof raw === "string") return [[raw]];
  if (!Array.isArray(raw)) return undefined;
  return raw.map((entry) => (Array.isArray(entry) ? entry : [entry]));
};

/** "make:Ford" | "make:-Ford" | "make:\-Ford" (a value that starts with a dash). */
export function parseFacetFilter(text: string): FilterTerm | undefined {
  const colon = text.indexOf(":");
  if (colon <= 0) return undefined;
  const field = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  let negate = false;
  if (value.startsWith("-")) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith("\\-")) value = value.slice(1);
  return { kind: "facet", field, value, negate };
}

const NUMERIC = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*$/i;

export function parseNumericFilter(text: string): FilterTerm | undefined {
  const match = NUMERIC.exec(text);
  if (!match) return undefined;
  return { kind: "numeric", field: match[1]!, operator: match[2] as NumericOperator, value: Number(match[3]) };
}

/** Checks each term against the columns so that evaluation never meets an unknown attribute. */
export function parseFilters(columns: Columns, facetFilters: RawFilters, numericFilters: RawFilters): ParsedFilters {
  const warnings: string[] = [];
  const groups: FilterGroup[] = [];
  const read = (raw: RawFilters, name: string, parse: (text: string) => FilterTerm | undefined) => {
    const rawGroups = asGroups(raw);
    if (!rawGroups) return warnings.push(`${name}: expected an array, got ${JSON.stringify(raw)}; ignored`);
    for (const rawGroup of rawGroups) {
      const terms: FilterTerm[] = [];
      for (const entry of rawGroup) {
        const term = typeof entry === "string" ? parse(entry) : undefined;
        if (!term) warnings.push(`${name}: cannot read ${JSON.stringify(entry)}; ignored`);
        else if (!applicable(columns, term))
          warnings.push(
            `${name}: "${term.field}" is not a ${term.kind === "facet" ? "facet" : "numeric field"} of the index; ignored`,
          );
        else terms.push(resolve(columns, term));
      }
      if (terms.length === 0) continue;
      const field = terms.every((term) => term.field === terms[0]!.field) ? terms[0]!.field : undefined;
      groups.push({ terms, field });
    }
  };
  read(facetFilters, "facetFilters", parseFacetFilter);
  read(numericFilters, "numericFilters", parseNumericFilter);
  return { groups, warnings };
}

function applicable(columns: Columns, term: FilterTerm): boolean {
  if (term.kind === "numeric") return columns.numbers.has(term.field);
  return (
    columns.facets.has(term.field) ||
    (columns.numbers.has(term.field) && Number.isFinite(Number(term.value)) && term.value.trim() !== "")
  );
}

/** A facet filter on a range-only number ("price:25000") is a numeric equality. */
function resolve(columns: Columns, term: FilterTerm): FilterTerm {
  if (term.kind === "facet" && !columns.facets.has(term.field)) {
    return { kind: "numeric", field: term.field, operator: term.negate ? "!=" : "=", value: Number(term.value) };
  }
  return term;
}

/** Adds the documents that pass `term` to `set`, without a bitset of their own for the common terms. */
function addTerm(columns: Columns, term: FilterTerm, set: Bitset): void {
  if (term.kind === "facet") {
    const column = columns.facets.get(term.field)!;
    const id = column.ids.get(term.value);
    if (!term.negate) {
      if (id !== undefined) orInto(set, column.sets[id]!);
      return;
    }
    const others = fullSet(columns.size);
    if (id !== undefined) andNotInto(others, column.sets[id]!);
    orInto(set, others);
    return;
  }
  const values = columns.numbers.get(term.field)!.values;
  const { operator, value } = term;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // NaN (no value) fails every comparison, != included: a car without a price is not "not $5,000".
    const pass =
      operator === ">="
        ? v >= value
        : operator === "<="
          ? v <= value
          : operator === "="
            ? v === value
            : operator === ">"
              ? v > value
              : operator === "<"
                ? v < value
                : !Number.isNaN(v) && v !== value;
    if (pass) set[i >>> 5]! |= 1 << (i & 31);
  }
}

export function groupSet(columns: Columns, group: FilterGroup): Bitset {
  const set = emptySet(columns.size);
  for (const term of group.terms) addTerm(columns, term, set);
  return set;
}

/** Intersection of `base` with every group except those on `skipField` (for disjunctive counts). */
export function applyGroups(
  base: Bitset,
  groupSets: readonly { group: FilterGroup; set: Bitset }[],
  skipField?: string,
): Bitset {
  const result = base.slice();
  for (const { group, set } of groupSets)
    if (group.field === undefined || group.field !== skipField) andInto(result, set);
  return result;
}
