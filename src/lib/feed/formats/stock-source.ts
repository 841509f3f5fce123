import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PricingSettings } from "../../pricing/settings.ts";
import { downloadFeedFile, type RemoteFeedOptions } from "../source.ts";
import { type FeedIssue, RecordValidator } from "../validate.ts";
import type { Car } from "../car.ts";
import type { FeedSettings } from "../settings.ts";
import type { RowIssue, StockRows } from "./collect.ts";
import { stockFileName } from "./mapping-schema.ts";
import { readStockFile, type StockFeedSettings, type StockFileContext } from "./read-stock.ts";

/** A tenant whose stock comes as its own export (csv, xml, Google's or Meta's feed). */
export interface StockSource {
  settings: StockFeedSettings;
  fileName: string;
  context: StockFileContext;
}

/** The stock source of a tenant, or undefined when its stock is our own JSON feed. */
/** The settings a dealer's own stock export is read by. */
export interface StockSourceDealer {
  feed: FeedSettings;
  pricing: PricingSettings;
  timeZone: string;
}

export function stockSourceOf(config: StockSourceDealer, configPath: string): StockSource | undefined {
  const { feed } = config;
  if (feed.format === "forecourt") return undefined;
  return {
    settings: { ...feed, format: feed.format, dealerCurrency: config.pricing.currency },
    fileName: stockFileName(feed),
    context: { timeZone: config.timeZone, configPath },
  };
}

/** A stock export read and validated row by row: its cars, and every row skipped with why. */
export interface ReadStock {
  records: Car[];
  validated: true;
  /** Rows the mapping or the car schema skipped. */
  issues: FeedIssue[];
  /** The export's columns (CSV header) or element paths (XML). */
  columns: string[];
  /** Rows read, skipped ones included. */
  rows: number;
  /** Car field → the column it comes from. */
  sourceColumns: ReadonlyMap<string, string>;
  /** Mapped field → rows that left it empty. */
  emptyFields: ReadonlyMap<string, number>;
}

export function rowIssueToFeedIssue(slug: string, issue: RowIssue): FeedIssue {
  return { tenant: slug, entity: "cars", id: issue.id ?? "#", path: issue.column, reason: issue.reason, at: issue.at };
}

/** Reads `<dir>/<fileName>`, validating each row as it is read; undefined when there is no such file. */
export async function readLocalStock(slug: string, dir: string, source: StockSource): Promise<ReadStock | undefined> {
  const file = join(dir, source.fileName);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) return undefined;
  const validator = new RecordValidator(slug, "cars");
  const rows: StockRows = await readStockFile(file, source.settings, source.context, validator);
  return {
    records: validator.records,
    validated: true,
    issues: [...rows.issues.map((issue) => rowIssueToFeedIssue(slug, issue)), ...validator.issues],
    columns: rows.columns,
    rows: rows.rows,
    sourceColumns: rows.sourceColumns,
    emptyFields: rows.emptyFields,
  };
}

/** Downloads `<url>/<fileName>` to a temporary file and reads it; undefined on 404. */
export async function readRemoteStock(
  slug: string,
  url: string,
  source: StockSource,
  remote: RemoteFeedOptions,
): Promise<ReadStock | undefined> {
  const dir = await mkdtemp(join(tmpdir(), "forecourt-stock-"));
  try {
    if (!(await downloadFeedFile(url, source.fileName, join(dir, source.fileName), remote))) return undefined;
    return await readLocalStock(slug, dir, source);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
