import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TenantConfig } from "../../tenant/schema.ts";
import { downloadFeedFile, type RemoteFeedOptions } from "../source.ts";
import type { FeedIssue, RecordSources } from "../validate.ts";
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
export function stockSourceOf(config: TenantConfig, configPath: string): StockSource | undefined {
  const { feed } = config;
  if (feed.format === "forecourt") return undefined;
  return {
    settings: { ...feed, format: feed.format },
    fileName: stockFileName(feed),
    context: { timeZone: config.timeZone, configPath },
  };
}

/** Mapped stock records ready for the car schema, with where each came from. */
export interface RawStock {
  records: unknown[];
  sources: RecordSources;
  /** Rows the mapping already skipped. */
  issues: FeedIssue[];
  /** The export's columns (CSV header) or element paths (XML). */
  columns: string[];
}

export function rowIssueToFeedIssue(tenant: string, issue: RowIssue): FeedIssue {
  return { tenant, entity: "cars", id: issue.id ?? "#", path: issue.column, reason: issue.reason, at: issue.at };
}

function toRawStock(tenant: string, rows: StockRows): RawStock {
  return {
    records: rows.records,
    sources: { origins: rows.origins, columns: rows.sourceColumns },
    issues: rows.issues.map((issue) => rowIssueToFeedIssue(tenant, issue)),
    columns: rows.columns,
  };
}

/** Reads `<dir>/<fileName>`; undefined when there is no such file. */
export async function readLocalStock(tenant: string, dir: string, source: StockSource): Promise<RawStock | undefined> {
  const file = join(dir, source.fileName);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  return exists ? toRawStock(tenant, await readStockFile(file, source.settings, source.context)) : undefined;
}

/** Downloads `<url>/<fileName>` to a temporary file and reads it; undefined on 404. */
export async function readRemoteStock(
  tenant: string,
  url: string,
  source: StockSource,
  remote: RemoteFeedOptions,
): Promise<RawStock | undefined> {
  const dir = await mkdtemp(join(tmpdir(), "forecourt-stock-"));
  try {
    if (!(await downloadFeedFile(url, source.fileName, join(dir, source.fileName), remote))) return undefined;
    return await readLocalStock(tenant, dir, source);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
