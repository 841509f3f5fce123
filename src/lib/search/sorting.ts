import { has, members, type Bitset } from "./bitset.ts";
import { ascendingOrder, type Columns } from "./columns.ts";
import { SORT_INDEX_PREFIX } from "./fields.ts";

/**
 * Ranking. Sort replicas are index names `cars/sort/<field>:<dir>` (the Typesense adapter passes
 * the part after the last "/" as sort_by). Order of hits:
 * - sorted index: by the field (cars without a value last, either direction), then text
 *   relevance, then the default ranking;
 * - main index: by text relevance, then the default ranking;
 * - default ranking: newest first (created_at_timestamp desc, cars without a date last), then
 *   feed order — the same tie-break everywhere so pages never overlap or skip a car.
 */
export type SortOrder = { field: string; direction: "asc" | "desc" };

export const DEFAULT_RANKING_FIELD = "created_at_timestamp";

/** `cars` → no sort; `cars/sort/price:asc` → price ascending; anything else is reported. */
export function parseIndexName(indexName: string): { sort?: SortOrder; warning?: string } {
  const at = indexName.indexOf("/sort/");
  if (at < 0) return {};
  const spec = indexName.slice(at + "/sort/".length);
  const match = /^([\w.]+):(asc|desc)$/.exec(spec);
  if (!match)
    return {
      warning: `index "${indexName}": expected ${SORT_INDEX_PREFIX}<field>:<asc|desc>; using the default ranking`,
    };
  return { sort: { field: match[1]!, direction: match[2] as "asc" | "desc" } };
}

/** Name of the sort replica for a field, e.g. sortIndexName("price", "asc") = "cars/sort/price:asc". */
export function sortIndexName(field: string, direction: "asc" | "desc"): string {
  return `${SORT_INDEX_PREFIX}${field}:${direction}`;
}

type Ranking = {
  /** Positions in default-ranking order. */
  order: Int32Array;
  /** rank[position] = place in the default ranking. */
  rank: Int32Array;
  /** Positions sorted by a field and direction, cars without a value last; cached per key. */
  sorted(field: string, direction: "asc" | "desc"): Int32Array;
};

/** Field order with cars lacking a value last in either direction; 0 when equal or both missing. */
function compareValues(values: Float64Array, a: number, b: number, sign: number): number {
  const va = values[a]!,
    vb = values[b]!;
  const aMissing = Number.isNaN(va),
    bMissing = Number.isNaN(vb);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return va === vb ? 0 : va < vb ? -sign : sign;
}

/**
 * Sort orders come from the column's ascending order (one sort per field, shared with stats):
 * ascending is that order with cars lacking a value appended; descending reverses the runs of
 * equal values but keeps each run's inner order, so ties stay in default-ranking order both ways.
 */
function orderBy(columns: Columns, field: string, rank: Int32Array, direction: "asc" | "desc"): Int32Array {
  const column = columns.numbers.get(field)!;
  const ascending = ascendingOrder(column, rank);
  const values = column.values;
  const out = new Int32Array(columns.size);
  let n = 0;
  if (direction === "asc") {
    out.set(ascending);
    n = ascending.length;
  } else {
    let runEnd = ascending.length;
    while (runEnd > 0) {
      let runStart = runEnd - 1;
      while (runStart > 0 && values[ascending[runStart - 1]!] === values[ascending[runEnd - 1]!]) runStart--;
      for (let i = runStart; i < runEnd; i++) out[n++] = ascending[i]!;
      runEnd = runStart;
    }
  }
  const missing: number[] = [];
  for (let i = 0; i < columns.size; i++) if (Number.isNaN(values[i]!)) missing.push(i);
  missing.sort((a, b) => rank[a]! - rank[b]!);
  for (const position of missing) out[n++] = position;
  return out;
}

export function createRanking(columns: Columns): Ranking {
  const size = columns.size;
  // Among equal dates the default ranking keeps feed order, so position is the tie-break here.
  const identity = new Int32Array(size).map((_, i) => i);
  const order = orderBy(columns, DEFAULT_RANKING_FIELD, identity, "desc");
  const rank = new Int32Array(size);
  order.forEach((position, place) => {
    rank[position] = place;
  });
  // Every numeric column's ascending order, built now rather than on a shopper's first sort or slider.
  for (const column of columns.numbers.values()) ascendingOrder(column, rank);
  const cache = new Map<string, Int32Array>();
  return {
    order,
    rank,
    sorted(field, direction) {
      const key = `${field}:${direction}`;
      let sorted = cache.get(key);
      if (!sorted) {
        sorted = orderBy(columns, field, rank, direction);
        cache.set(key, sorted);
      }
      return sorted;
    },
  };
}

/** Members of `set` in `order`, from place `start` (inclusive) to `end` (exclusive). */
function walk(order: Int32Array, set: Bitset, start: number, end: number): number[] {
  const out: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < end; i++) {
    const position = order[i]!;
    if (!has(set, position)) continue;
    if (seen >= start) out.push(position);
    seen++;
  }
  return out;
}

/**
 * The positions on one page. Without a text query the presorted orders are walked and only the
 * page's documents are visited; with one the matches are ranked by score, keeping only the best
 * `end` of them (a page deep at most) instead of sorting every match.
 */
export function rankPage(
  ranking: Ranking,
  columns: Columns,
  set: Bitset,
  options: { scores?: Float64Array; sort?: SortOrder; start: number; end: number },
): number[] {
  const { scores, sort, start, end } = options;
  if (end <= start) return [];
  if (!scores) return walk(sort ? ranking.sorted(sort.field, sort.direction) : ranking.order, set, start, end);
  const rank = ranking.rank;
  const values = sort ? columns.numbers.get(sort.field)!.values : undefined;
  const sign = sort?.direction === "desc" ? -1 : 1;
  const compare = (a: number, b: number) =>
    (values ? compareValues(values, a, b, sign) : 0) || scores[b]! - scores[a]! || rank[a]! - rank[b]!;
  return topK(members(set), end, compare).slice(start, end);
}

/** The k first by `compare`, in order: a sorted buffer with binary insertion, O(n log k). */
function topK(items: Int32Array, k: number, compare: (a: number, b: number) => number): number[] {
  if (items.length <= k * 4) return Array.from(items).sort(compare).slice(0, k);
  const best: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid]!, item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
