import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { type PriceJournal, priceJournalPath } from "#lib/pricing/price-journal.ts";
import { priceHistories } from "../analytics/stock-ledger.ts";
import { getDb } from "../platform/db/client.ts";

/**
 * Writes every price the database recorded for a tenant's cars where its next build reads them,
 * so the build shows a was-price only where the history backs it. Beside the stock journal.
 */
export async function writePriceJournal(slug: string, buildDir?: string, now = new Date()): Promise<PriceJournal> {
  const histories = await priceHistories(await getDb(), slug);
  const journal: PriceJournal = {
    tenant: slug,
    exportedAt: now.toISOString(),
    cars: Object.fromEntries(
      [...histories].map(([carId, points]) => [
        carId,
        points.map((point) => ({ price: point.price, at: point.at.toISOString() })),
      ]),
    ),
  };
  const file = priceJournalPath(slug, buildDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(journal)}\n`);
  await rename(`${file}.tmp`, file);
  return journal;
}
