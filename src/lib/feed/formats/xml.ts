import { SaxesParser } from "saxes";
import { ownCopy } from "../../format/own-copy.ts";
import { REQUIRED_MAPPED_FIELDS } from "./car-fields.ts";
import { type CollectOptions, problemsWithColumns } from "./columns.ts";
import { StockCollector, type StockRows, unreadable } from "./collect.ts";
import { compileMapping, type ColumnLocator } from "./map-row.ts";

/**
 * XML stock exports, read with saxes (a streaming SAX parser: records are mapped as they close, so
 * only the cars stay in memory). One element per car (`recordElement`); inside it a value is found
 * by its element path (`mileage/value`, `mileage.value`), `@name` for an attribute; repeated
 * elements give several values (Meta's <image><url>, Google's additional_image_link). Names match
 * without their namespace prefix (`g:price` is `price`) and ignoring case.
 */

type XmlRecord = Map<string, string[]>;

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** A mapping column as a record path: "g:mileage.value", "image[*]/url" → "mileage/value", "image/url". */
export const xmlPath = (column: string) =>
  column
    .replace(/\[(\*|\d+)\]/g, "")
    .split(/[./]/)
    .filter(Boolean)
    .map((part) => (part.startsWith("@") ? `@${localName(part.slice(1))}` : localName(part)))
    .join("/");

const DEFAULT_RECORD: Record<string, string> = { "meta-automotive": "listing", "google-vehicle-listings": "item" };

/** Feeds XML text to a saxes parser and hands each closed record to `onRecord`. */
class RecordReader {
  private readonly parser = new SaxesParser({ position: true });
  private recordName: string | undefined;
  private depth = 0;
  private record: { values: XmlRecord; path: string[]; text: string[]; line: number; hasChild: boolean[] } | undefined;
  root: string | undefined;
  records = 0;
  readonly paths = new Set<string>();

  constructor(recordElement: string | undefined, onRecord: (record: XmlRecord, index: number, line: number) => void) {
    this.recordName = recordElement ? localName(recordElement) : undefined;
    this.parser.on("opentag", (tag) => {
      const name = localName(tag.name);
      this.depth++;
      if (this.depth === 1) {
        this.root = name;
        if (!this.recordName && name === "rss") this.recordName = "item";
        return;
      }
      if (!this.record) {
        this.recordName ??= name;
        if (name !== this.recordName) return;
        this.record = { values: new Map(), path: [], text: [""], line: this.parser.line, hasChild: [false] };
        this.attributes("", tag.attributes as Record<string, string>);
        return;
      }
      const current = this.record;
      current.hasChild[current.hasChild.length - 1] = true;
      current.path.push(name);
      current.text.push("");
      current.hasChild.push(false);
      this.attributes(current.path.join("/"), tag.attributes as Record<string, string>);
    });
    const onText = (text: string) => {
      if (this.record) this.record.text[this.record.text.length - 1] += text;
    };
    this.parser.on("text", onText);
    this.parser.on("cdata", onText);
    this.parser.on("closetag", () => {
      this.depth--;
      const current = this.record;
      if (!current) return;
      const text = current.text.pop()!.trim();
      const hadChild = current.hasChild.pop()!;
      if (!current.path.length) {
        this.record = undefined;
        onRecord(current.values, ++this.records, current.line);
        return;
      }
      const path = current.path.join("/");
      if (text || !hadChild) this.add(current.values, path, text);
      current.path.pop();
    });
  }

  private attributes(prefix: string, attributes: Record<string, string>) {
    for (const [name, value] of Object.entries(attributes))
      this.add(this.record!.values, `${prefix ? `${prefix}/` : ""}@${localName(name)}`, value);
  }

  private add(values: XmlRecord, path: string, text: string) {
    this.paths.add(path);
    // The parser's text is often a slice of its chunk: kept in 10,000 cars, that is the whole file.
    const value = ownCopy(text);
    const list = values.get(path);
    if (list) list.push(value);
    else values.set(path, [value]);
  }

  write(text: string) {
    this.parser.write(text);
  }

  close() {
    this.parser.close();
  }

  get recordElement() {
    return this.recordName;
  }
}

const xmlLocator: ColumnLocator = (column) => {
  const path = xmlPath(column);
  return (row) => (row as XmlRecord).get(path);
};

/** Collects records from XML given in chunks (one chunk for a whole text). */
export async function readXmlStream(
  chunks: AsyncIterable<string> | Iterable<string>,
  options: CollectOptions,
): Promise<StockRows> {
  const { compiled } = compileMapping(options.mapping, xmlLocator, options.optional);
  const collector = new StockCollector(compiled, options.context, [], options.validator);
  const reader = new RecordReader(
    options.recordElement ?? DEFAULT_RECORD[options.format ?? ""],
    (record, index, line) =>
      collector.add(record, `${options.fileName} <${reader.recordElement}> ${index} (line ${line})`),
  );
  let empty = true;
  try {
    for await (const chunk of chunks) {
      if (chunk.trim()) empty = false;
      reader.write(chunk);
    }
    if (empty) throw unreadable(options.fileName, "the file is empty");
    reader.close();
  } catch (error) {
    if (error instanceof Error && error.name !== "FeedUnavailableError")
      throw unreadable(options.fileName, `not well-formed XML (${error.message})`);
    throw error;
  }
  if (!reader.records)
    throw unreadable(
      options.fileName,
      `no <${reader.recordElement ?? "?"}> records under <${reader.root ?? "?"}> (set feed.recordElement to the element that holds one car)`,
    );
  // XML leaves out an empty element where CSV keeps its column, so only a path every car needs
  // (id, year, make, model, condition) that no record has is taken for a mapping mistake.
  const seen = [...reader.paths].sort();
  const mayBeAbsent = new Set(
    Object.keys(options.mapping).filter((field) => !REQUIRED_MAPPED_FIELDS.includes(field as never)),
  );
  const { missing } = compileMapping(
    options.mapping,
    (column) => (reader.paths.has(xmlPath(column)) ? xmlLocator(column) : undefined),
    mayBeAbsent,
  );
  const problem = problemsWithColumns(missing, seen, options.fileName, "element");
  if (problem) throw unreadable(options.configPath, problem);
  collector.result.columns = seen;
  return collector.result;
}

/** Sniffs the syntax of a Meta or Google export, which may come as either. */
export const looksLikeXml = (start: string) => /^\s*</.test(start.replace(/^\uFEFF/, ""));
