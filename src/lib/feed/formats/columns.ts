import type { RecordValidator } from "../validate.ts";
import type { MapContext } from "./map-row.ts";
import type { FeedFormat, FeedMapping } from "./mapping-schema.ts";

/** What the CSV and XML readers need besides the text. */
export interface CollectOptions {
  mapping: FeedMapping;
  /** Mapped fields whose columns may be absent (a built-in format's extras). */
  optional: ReadonlySet<string>;
  context: MapContext;
  /** The stock file's name, as messages show it ("cars.csv"). */
  fileName: string;
  /** The tenant config a mapping problem is reported against ("tenants/x/tenant.json"). */
  configPath: string;
  delimiter: "auto" | "," | "\t" | ";" | "|";
  /** CSV: lines above the header to skip (a report title, a date line). */
  skipLines?: number;
  format?: FeedFormat;
  /** XML: the element holding one car. */
  recordElement?: string;
  /** The build's: each mapped row is validated as it comes, not kept. */
  validator?: RecordValidator<"cars">;
}

const SHOWN_COLUMNS = 40;

/**
 * `feed.mapping.price.column: no column "Retail Price" in cars.csv (columns: …)` for every mapped
 * column the file lacks; undefined when all are there.
 */
export function problemsWithColumns(
  missing: readonly { path: string; column: string }[],
  available: readonly string[],
  fileName: string,
  noun: "column" | "element",
): string | undefined {
  if (!missing.length) return undefined;
  const shown = available.slice(0, SHOWN_COLUMNS).join(", ") + (available.length > SHOWN_COLUMNS ? ", …" : "");
  const list = `(${noun}s: ${shown || "none"})`;
  return missing.map(({ path, column }) => `${path}: no ${noun} "${column}" in ${fileName} ${list}`).join("; ");
}
