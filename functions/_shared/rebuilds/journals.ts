import { writeContentJournal } from "./content-journal.ts";
import { writeStockJournal } from "./stock-journal.ts";

/**
 * What the database holds that a build applies on top of the files: the stock changes since the
 * feed, and the editors' published content. Written by whoever owns the database before a build.
 */
export async function writeBuildJournals(slug: string, buildDir?: string): Promise<void> {
  await writeStockJournal(slug, buildDir);
  await writeContentJournal(slug, buildDir);
}
