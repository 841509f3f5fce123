import { escapeRegExp } from "../../format/regexp.ts";
import { CsvError, parse, type Options } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import { Readable } from "node:stream";
import { type CollectOptions, problemsWithColumns } from "./columns.ts";
import { StockCollector, type StockRows, unreadable } from "./collect.ts";
import { compileMapping, type ColumnLocator } from "./map-row.ts";

/**
 * CSV and tab-separated stock exports, read with csv-parse (streamed; quoted fields with commas and
 * line breaks, CRLF or LF). The first row is the header; mapped columns are found in it ignoring
 * case, and `[*]` matches numbered columns (Meta's image[0].url, image[1].url…).
 *
 * Real exports bend the format: Excel writes `sep=,` as a first line to name its delimiter, some
 * tools put a title above the header (`feed.skipLines`), and an unquoted field may hold a quote
 * (`5'7" tray` in a Google TSV, whose spec has no quoting at all). Quotes inside unquoted fields
 * are read as characters, and a record that still cannot be read is skipped and named by line.
 */

type Delimiter = "," | "\t" | ";" | "|";
const DELIMITERS: readonly Delimiter[] = [",", "\t", ";", "|"];

/** The delimiter the header row uses most, outside quotes (a comma when it has none). */
export function sniffDelimiter(headerLine: string): Delimiter {
  const counts = new Map<Delimiter, number>();
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && DELIMITERS.includes(char as Delimiter))
      counts.set(char as Delimiter, (counts.get(char as Delimiter) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ",";
}

/** Finds a mapped column in the header: exact first, then ignoring case; `[*]` takes every index in order. */
export function csvLocator(header: readonly string[]): ColumnLocator {
  const names = header.map((name) => name.trim().toLowerCase());
  return (column) => {
    const wanted = column.trim().toLowerCase();
    if (wanted.includes("[*]")) {
      const pattern = new RegExp(`^${wanted.split("[*]").map(escapeRegExp).join("\\[(\\d+)\\]")}$`);
      const indexes = names
        .map((name, index) => ({ index, order: Number(pattern.exec(name)?.[1] ?? Number.NaN) }))
        .filter(({ order }) => !Number.isNaN(order))
        .sort((a, b) => a.order - b.order)
        .map(({ index }) => index);
      return indexes.length ? (row) => indexes.map((index) => (row as string[])[index] ?? "") : undefined;
    }
    const index = names.indexOf(wanted);
    return index < 0 ? undefined : (row) => [(row as string[])[index] ?? ""];
  };
}

/** Where the header is and what separates its cells: Excel's `sep=` line, `skipLines`, else sniffed. */
export function csvLayout(start: string, options: Pick<CollectOptions, "delimiter" | "skipLines">) {
  const lines = start.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const excel = /^"?sep=(.)"?$/i.exec(lines[0] ?? "");
  const fromLine = (excel ? 2 : 1) + (options.skipLines ?? 0);
  const declared = excel?.[1] as Delimiter | undefined;
  const delimiter =
    options.delimiter !== "auto"
      ? options.delimiter
      : declared && DELIMITERS.includes(declared)
        ? declared
        : sniffDelimiter(lines[fromLine - 1] ?? "");
  return { delimiter, fromLine };
}

function parserOptions(layout: { delimiter: Delimiter; fromLine: number }, onSkip: Options["on_skip"]): Options {
  // Rows with the wrong number of cells are reported and skipped by us, not fatal for the file;
  // so is a record the parser cannot read (on_skip), once relaxed quotes have had their go.
  return {
    delimiter: layout.delimiter,
    from_line: layout.fromLine,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: onSkip,
    bom: true,
  };
}

/** A record csv-parse gave up on: counted and reported by line once the header is known. */
function unreadableRecords() {
  const pending: { line: number; reason: string }[] = [];
  const onSkip = (error: CsvError | undefined) => {
    // A quote never closed swallows the rest of the file: that is the file's problem, not a row's.
    if (error?.code === "CSV_QUOTE_NOT_CLOSED") throw error;
    pending.push({ line: Number(error?.lines ?? 0), reason: error?.message ?? "cannot be read" });
    return undefined;
  };
  const flush = (collector: StockCollector | undefined, fileName: string) => {
    if (!collector) return;
    for (const { line, reason } of pending.splice(0)) {
      collector.result.rows++;
      collector.skip(`${fileName} line ${line}`, "(row)", `cannot be read as CSV (${reason})`);
    }
  };
  return { onSkip, flush };
}

type ParsedRow = { record: string[]; info: { lines: number } };

/** Starts collecting once the header is known; every later row is checked against it. */
function collectorFor(header: string[], options: CollectOptions): StockCollector {
  if (!header.some((cell) => cell.trim())) throw unreadable(options.fileName, "the header row is empty");
  const { compiled, missing } = compileMapping(options.mapping, csvLocator(header), options.optional);
  const problem = problemsWithColumns(missing, header, options.fileName, "column");
  if (problem) throw unreadable(options.configPath, problem);
  return new StockCollector(compiled, options.context, header, options.validator);
}

/**
 * The line each record starts on. csv-parse's `info.lines` is where a record ends, and it counts a
 * CRLF inside a quoted field as two lines; this takes both back out.
 */
function lineCounter() {
  let doubleCounted = 0;
  return ({ record, info }: ParsedRow) => {
    const inside = record.join("\u0000");
    doubleCounted += inside.match(/\r\n/g)?.length ?? 0;
    return info.lines - doubleCounted - (inside.match(/\r\n|\r|\n/g)?.length ?? 0);
  };
}

function addRow(collector: StockCollector, header: string[], row: ParsedRow, fileName: string, line: number) {
  const at = `${fileName} line ${line}`;
  if (row.record.length !== header.length) {
    collector.result.rows++;
    collector.skip(
      at,
      "(row)",
      `has ${row.record.length} values where the header has ${header.length} (a delimiter or quote out of place?)`,
    );
    return;
  }
  collector.add(row.record, at);
}

function fatal(error: unknown, fileName: string): never {
  if (error instanceof CsvError) throw unreadable(fileName, `not readable as CSV (${error.message})`);
  throw error;
}

function finish(collector: StockCollector | undefined, fileName: string): StockRows {
  if (!collector) throw unreadable(fileName, "the file is empty (no header row)");
  return collector.result;
}

/** Reads a whole CSV text (tests, feed:check of a small file). */
export function readCsvText(text: string, options: CollectOptions): StockRows {
  const unreadable = unreadableRecords();
  let rows: ParsedRow[];
  try {
    rows = parseSync(
      text,
      parserOptions(csvLayout(text.slice(0, 65_536), options), unreadable.onSkip),
    ) as unknown as ParsedRow[];
  } catch (error) {
    fatal(error, options.fileName);
  }
  const [head, ...body] = rows;
  if (!head) return finish(undefined, options.fileName);
  const collector = collectorFor(head.record, options);
  const lineOf = lineCounter();
  lineOf(head);
  for (const row of body) addRow(collector, head.record, row, options.fileName, lineOf(row));
  unreadable.flush(collector, options.fileName);
  return collector.result;
}

/** Reads a CSV stream row by row: only the mapped cars stay in memory. */
export async function readCsvStream(chunks: AsyncIterable<string>, options: CollectOptions): Promise<StockRows> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return finish(undefined, options.fileName);
  const layout = csvLayout(first.value, options);
  const unreadable = unreadableRecords();
  const source = Readable.from(
    (async function* () {
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })(),
  );
  let header: string[] | undefined;
  let collector: StockCollector | undefined;
  const lineOf = lineCounter();
  try {
    for await (const row of source.pipe(parse(parserOptions(layout, unreadable.onSkip))) as AsyncIterable<ParsedRow>) {
      const line = lineOf(row);
      if (!header) {
        header = row.record;
        collector = collectorFor(header, options);
      } else addRow(collector!, header, row, options.fileName, line);
      unreadable.flush(collector, options.fileName);
    }
  } catch (error) {
    fatal(error, options.fileName);
  }
  unreadable.flush(collector, options.fileName);
  return finish(collector, options.fileName);
}
