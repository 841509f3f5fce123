import { writeContentJournal } from "./content-journal.ts";
import { writePriceJournal } from "./price-journal.ts";
import { writeStockJournal } from "./stock-journal.ts";

/**
 * What the database holds that a build applies on top of the files: the stock changes since the
 * feed, the editors' published content, and the cars' price history (which backs was-prices). Written by whoever owns the database before a build.
 */
export async function writeBuildJournals(slug: string, buildDir?: string): Promise<void> {
  await writeStockJournal(slug, buildDir);
  await writeContentJournal(slug, buildDir);
  await writePriceJournal(slug, buildDir);
}
