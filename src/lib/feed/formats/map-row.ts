import { escapeRegExp } from "../../format/regexp.ts";
import { slugify } from "../../format/slug.ts";
import { CAR_FIELD_KINDS, type MappableCarField, REQUIRED_MAPPED_FIELDS } from "./car-fields.ts";
import type { FeedMapping, FieldMapping } from "./mapping-schema.ts";
import {
  type Read,
  readBoolean,
  readDate,
  readDistance,
  readInteger,
  readList,
  readMoney,
  readYearOfDate,
  NO_PRICE_WORDS,
  PLACEHOLDER_WORDS,
  valueKey,
} from "./transforms.ts";

/**
 * A dealer's row (a CSV line or an XML record) turned into a car record in our feed's field names,
 * by the tenant's mapping. Values are read by the field's kind; the car schema validates the result
 * as it validates our JSON feed.
 */

/** Where a mapped column's values are found in a row: resolved once per file. */
export type ColumnLocator = (column: string) => ((row: RowValues) => string[] | undefined) | undefined;
/** A row as the parser hands it over; only the locator knows its shape. */
export type RowValues = unknown;

/** A status value meaning "still here, but someone has put a deposit on it": in stock and RESERVED. */
const RESERVED = "reserved";

/** Words stock tools use for the condition, and for the status (spec §4: in_stock, coming_soon, sold). */
const BUILT_IN_VALUES: Partial<Record<MappableCarField, Record<string, string>>> = {
  car_type: {
    new: "new",
    used: "used",
    demo: "demo",
    "ex demo": "demo",
    "dealer demo": "demo",
    demonstrator: "demo",
    "pre owned": "used",
    preowned: "used",
    cpo: "used",
    "certified pre owned": "used",
  },
  status: {
    available: "in_stock",
    "in stock": "in_stock",
    instock: "in_stock",
    active: "in_stock",
    "for sale": "in_stock",
    "coming soon": "coming_soon",
    "in transit": "coming_soon",
    "on order": "coming_soon",
    incoming: "coming_soon",
    sold: "sold",
    delivered: "sold",
    "under offer": RESERVED,
    "deposit taken": RESERVED,
    "on hold": RESERVED,
    reserved: RESERVED,
    pending: RESERVED,
  },
};

export interface MapContext {
  /** The dealer's time zone: dates without one are its wall clock. */
  timeZone: string;
  /** The export's currency (ISO 4217, feed.currency): a price in another one is refused, never relabelled. */
  currency?: string;
}

/** A value-map target meaning "no value": the cell reads as blank ("Call for price" → no price). */
const ABSENT = "";
const NO_PRICE = Object.fromEntries(NO_PRICE_WORDS.map((word) => [valueKey(word), ABSENT]));
const PLACEHOLDERS = Object.fromEntries(PLACEHOLDER_WORDS.map((word) => [valueKey(word), ABSENT]));
/** Placeholders are dropped from what shoppers read, never from what decides whether a row is a car. */
const DESCRIPTIVE_KINDS = new Set(["text", "list"]);
const KEY_FIELDS = new Set<string>([...REQUIRED_MAPPED_FIELDS, "status", "slug", "name"]);

export interface MappingProblem {
  field: string;
  /** The source column, so the operator finds it in their export. */
  column?: string;
  reason: string;
  /** The row's stock id, when it was read before the problem. */
  id?: string;
}

interface CompiledField {
  field: MappableCarField;
  column?: string;
  /** The source cells as the export has them, before any default or derived value. */
  cells: (row: RowValues) => string[] | undefined;
  read: (row: RowValues, context: MapContext) => Read<unknown> | undefined;
}

export interface CompiledMapping {
  fields: CompiledField[];
  specifications: { label: string; group?: string; values: (row: RowValues) => string[] | undefined }[];
  /** Car field → its source column, for messages about a mapped record. */
  columns: Map<string, string>;
}

const columnsOf = (mapping: FieldMapping): string[] =>
  typeof mapping === "string" ? [mapping] : (mapping.columns ?? (mapping.column ? [mapping.column] : []));

/**
 * `anyOf` names the same attribute as different exports spell it (Google's vehicle ads `brand`,
 * its vehicle listings `make`): the first one this file has is the column.
 */
function resolveAnyOf(mapping: FieldMapping, locate: ColumnLocator): FieldMapping {
  if (typeof mapping === "string" || !mapping.anyOf) return mapping;
  const { anyOf, ...rest } = mapping;
  return { ...rest, column: anyOf.find((column) => locate(column)) ?? anyOf[0] };
}

/**
 * Resolves every mapped column with `locate`. Columns the file does not have come back in
 * `missing` with the mapping path, so the caller can fail the tenant with a clear message; a
 * built-in format's own columns (`optional`) may be absent, as a dealer's export leaves some out.
 */
export function compileMapping(
  mapping: FeedMapping,
  locate: ColumnLocator,
  optional: ReadonlySet<string> = new Set(),
): { compiled: CompiledMapping; missing: { path: string; column: string }[] } {
  const missing: { path: string; column: string }[] = [];
  const fields: CompiledField[] = [];
  const columns = new Map<string, string>();
  for (const [field, given] of Object.entries(mapping) as [MappableCarField, FieldMapping | undefined][]) {
    if (field === ("specifications" as string) || given === undefined) continue;
    const fieldMapping = resolveAnyOf(given, locate);
    const wanted = columnsOf(fieldMapping);
    const found = wanted.flatMap((column, index) => {
      const values = locate(column);
      if (!values && !optional.has(field)) missing.push({ path: mappingPath(field, fieldMapping, index), column });
      return values ? [values] : [];
    });
    const options = typeof fieldMapping === "string" ? {} : fieldMapping;
    // The tenant's missing columns are reported above; a built-in format's absent ones leave the default.
    if (found.length < wanted.length && !optional.has(field)) continue;
    if (wanted.length && !found.length && options.default === undefined) continue;
    if (found.length) columns.set(field, wanted.join(" + "));
    const values =
      found.length === 1
        ? found[0]!
        : (row: RowValues) => {
            const cells = found.flatMap((read) => read(row) ?? []);
            return cells.length ? cells : undefined;
          };
    fields.push({ field, column: columns.get(field), cells: values, read: fieldReader(field, options, values) });
  }
  const specifications = (mapping.specifications ?? []).flatMap((spec, index) => {
    const values = locate(spec.column);
    if (!values && !optional.has("specifications"))
      missing.push({ path: `feed.mapping.specifications.${index}.column`, column: spec.column });
    return values ? [{ label: spec.label ?? spec.column, group: spec.group, values }] : [];
  });
  return { compiled: { fields, specifications, columns }, missing };
}

function mappingPath(field: string, mapping: FieldMapping, index: number): string {
  if (typeof mapping === "string") return `feed.mapping.${field}`;
  return mapping.columns ? `feed.mapping.${field}.columns.${index}` : `feed.mapping.${field}.column`;
}

function fieldReader(
  field: MappableCarField,
  options: Exclude<FieldMapping, string>,
  values: (row: RowValues) => string[] | undefined,
): CompiledField["read"] {
  const kind = CAR_FIELD_KINDS[field];
  const builtIn =
    kind === "money" ? NO_PRICE : DESCRIPTIVE_KINDS.has(kind) && !KEY_FIELDS.has(field) ? PLACEHOLDERS : {};
  const map = { ...builtIn, ...BUILT_IN_VALUES[field], ...keyed(options.values) };
  // A cell longer than every key cannot match one (spaces only shrink): a description is not looked up.
  const longestKey = Math.max(0, ...Object.keys(map).map((key) => key.length));
  const lookUp = (cell: string) => (cell.trim().length <= longestKey ? map[valueKey(cell)] : undefined);
  const readScalar = (cell: string, context: MapContext): Read<unknown> | undefined => {
    const mapped = lookUp(cell);
    if (mapped === ABSENT) return undefined;
    if (mapped !== undefined && typeof mapped !== "string") return { ok: true, value: mapped };
    const text = mapped ?? cell;
    switch (kind) {
      case "integer":
        return options.from === "date" ? readYearOfDate(text, options.dateFormat) : readInteger(text);
      case "distance":
        return readDistance(text, options.unit);
      case "money":
        return readMoney(text, options.money, context.currency);
      case "boolean":
        return readBoolean(text);
      case "date":
        return readDate(text, options.dateFormat, context.timeZone);
      default:
        return { ok: true, value: text.trim() };
    }
  };
  return (row, context) => {
    const cells = values(row);
    if (kind === "list") {
      const items = readList(cells ?? [], options.split).filter((item) => lookUp(item) !== ABSENT);
      if (items.length) return { ok: true, value: items };
    } else {
      // Several columns make one value ("1500" + "KM"); one column takes its first filled cell.
      const filled = cells?.filter((value) => value.trim() !== "") ?? [];
      const cell = options.columns ? filled.join(" ") : filled[0];
      const read = cell ? readScalar(cell, context) : undefined;
      if (read) return read;
    }
    if (options.default === undefined) return undefined;
    if (typeof options.default !== "string") return { ok: true, value: options.default };
    return kind === "list"
      ? { ok: true, value: readList([options.default], options.split) }
      : readScalar(options.default, context);
  };
}

function keyed(values: Record<string, string | number | boolean> | undefined) {
  return Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [valueKey(key), value]));
}

/** One row as a car record, or the first problem that keeps it out. */
export function mapRow(
  row: RowValues,
  compiled: CompiledMapping,
  context: MapContext,
): { record: Record<string, unknown> } | { problem: MappingProblem } {
  const record: Record<string, unknown> = {};
  for (const { field, column, read } of compiled.fields) {
    const result = read(row, context);
    if (!result) continue;
    if (!result.ok) return { problem: { field, column, reason: result.reason, id: record.id as string | undefined } };
    record[field] = result.value;
  }
  if (record.status === RESERVED) Object.assign(record, { status: "in_stock", reserved: true });
  tidyForShoppers(record);
  const specifications = compiled.specifications.flatMap(({ label, group, values }) => {
    const value = values(row)?.find((cell) => cell.trim() !== "");
    return value === undefined ? [] : [{ group, label, value: value.trim() }];
  });
  if (specifications.length) record.specifications = specifications;
  return { record: withDerivedFields(record) };
}

/** Fields stock tools often write in capitals ("SEDAN", "WHITE") that shoppers read as words. */
const WORD_FIELDS = ["simple_body", "colour", "simple_fuel", "simple_transmission", "fuel"] as const;

/**
 * What a shopper reads, tidied once here: "SEDAN" → "Sedan" (short codes such as CVT, AWD and 4X4
 * stay), and a name that repeats the condition ("New 2027 Hino 300") without it, since the
 * condition is shown beside the name.
 */
export function tidyForShoppers(record: Record<string, unknown>): void {
  for (const field of WORD_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && value.length > 3 && value === value.toUpperCase() && /[A-Z]{4}/.test(value))
      record[field] = value
        .toLowerCase()
        .replace(/(^|[\s/-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
  }
  // "2004 Harley-Davidson Sportster" in a Model column that already has its own year and make.
  if (typeof record.model === "string" && typeof record.make === "string") {
    const repeated = new RegExp(`^(?:${record.year ?? "\\d{4}"}\\s+)?${escapeRegExp(record.make)}\\s+(?=\\S)`, "i");
    record.model = record.model.replace(repeated, "");
  }
  if (typeof record.name === "string")
    record.name = record.name.replace(/^(?:brand[\s-])?(?:new|used|demo|pre[\s-]?owned)\s+(?=(?:19|20)\d\d\b)/i, "");
}

/**
 * Exports rarely carry our URL slug or display name: made from year, make, model and badge, with
 * the stock id in the slug so two identical cars get two addresses. A stock export lists what is
 * for sale, so a car with no status is in stock.
 */
function withDerivedFields(record: Record<string, unknown>): Record<string, unknown> {
  record.status ??= "in_stock";
  const words = [record.year, record.make, record.model].filter((word) => word !== undefined && word !== "");
  if (record.name === undefined && words.length) record.name = words.join(" ");
  if (record.slug === undefined && record.id !== undefined)
    record.slug = slugify([...words, record.badge, record.id].filter((word) => word !== undefined).join(" "));
  return record;
}
