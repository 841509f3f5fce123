import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { type StockJournal, stockJournalPath } from "#lib/inventory/stock-journal.ts";
import { getDb } from "../platform/db/client.ts";
import { stockChangesSince } from "../stock/live.ts";

/** How far back a journal goes: a feed older than this is stale anyway, and the nightly refreshes it. */
const JOURNAL_DAYS = 30;

/**
 * Writes the changes the database holds for a tenant where its next build reads them. Whoever
 * owns the database does this before a build: the server before each rebuild it runs (PGlite is
 * one process's), `npm run rebuild` when DATABASE_URL names a shared Postgres.
 */
export async function writeStockJournal(slug: string, buildDir?: string, now = new Date()): Promise<StockJournal> {
  const since = new Date(now.getTime() - JOURNAL_DAYS * 86_400_000);
  const journal: StockJournal = {
    tenant: slug,
    exportedAt: now.toISOString(),
    changes: await stockChangesSince(await getDb(), slug, since),
  };
  const file = stockJournalPath(slug, buildDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(journal, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
  return journal;
}
