import { open } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { RecordValidator } from "../validate.ts";
import type { StockRows } from "./collect.ts";
import { unreadable } from "./collect.ts";
import type { CollectOptions } from "./columns.ts";
import { readCsvStream, readCsvText } from "./csv.ts";
import { decodeBytes, decodedChunks, type EncodingSetting } from "./decode.ts";
import type { MapContext } from "./map-row.ts";
import type { FeedFormat, FeedMapping } from "./mapping-schema.ts";
import { DEFAULT_CURRENCY } from "../../format/currency.ts";
import { presetMapping } from "./presets.ts";
import { looksLikeXml, readXmlStream } from "./xml.ts";

/** A tenant's `feed` settings as far as reading its stock export goes. */
export interface StockFeedSettings {
  format: Exclude<FeedFormat, "forecourt">;
  mapping?: FeedMapping;
  delimiter: CollectOptions["delimiter"];
  encoding: EncodingSetting;
  recordElement?: string;
  skipLines?: number;
  /** The export's currency (ISO 4217); the dealer's (pricing.currency) when unset. */
  currency?: string;
  /** The dealer's currency: the export's unless `currency` says otherwise. */
  dealerCurrency?: string;
}

export interface StockFileContext extends MapContext {
  /** Where a mapping problem is reported: "tenants/x/tenant.json". */
  configPath: string;
}

function collectOptions(
  file: string,
  settings: StockFeedSettings,
  context: StockFileContext,
  validator?: RecordValidator<"cars">,
): CollectOptions {
  return {
    validator,
    ...presetMapping(settings.format, settings.mapping),
    context: { timeZone: context.timeZone, currency: settings.currency ?? settings.dealerCurrency ?? DEFAULT_CURRENCY },
    fileName: basename(file),
    configPath: context.configPath,
    delimiter: settings.delimiter,
    skipLines: settings.skipLines,
    format: settings.format,
    recordElement: settings.recordElement,
  };
}

const isXml = (format: FeedFormat, start: string) => format === "xml" || (format !== "csv" && looksLikeXml(start));

async function fileStart(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0);
    return buffer.subarray(0, bytesRead).toString("latin1");
  } finally {
    await handle.close();
  }
}

/**
 * Reads a dealer's stock export (CSV, TSV or XML) through the tenant's mapping, streamed. Bad rows
 * come back as issues; a file that cannot be read or a mapping that does not fit it throws
 * FeedUnavailableError, failing this tenant alone with the file and mapping path. With a
 * validator, each mapped row goes to it as it is read (the build: 10,000 rows peak at about 280 MB
 * rather than 390 MB with every mapped row kept for a second pass).
 */
export async function readStockFile(
  file: string,
  settings: StockFeedSettings,
  context: StockFileContext,
  validator?: RecordValidator<"cars">,
): Promise<StockRows> {
  const options = collectOptions(file, settings, context, validator);
  let start: string;
  try {
    start = await fileStart(file);
  } catch (error) {
    throw unreadable(file, `cannot be read (${(error as Error).message})`);
  }
  const chunks = decodedChunks(file, settings.encoding);
  return isXml(settings.format, start) ? readXmlStream(chunks, options) : readCsvStream(chunks, options);
}

/** The same for a CSV export, read at once: for test helpers that must stay synchronous. */
export function readCsvStockFileSync(file: string, settings: StockFeedSettings, context: StockFileContext): StockRows {
  return readCsvText(decodeBytes(readFileSync(file), settings.encoding), collectOptions(file, settings, context));
}
