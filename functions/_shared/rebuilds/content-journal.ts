import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { type ContentJournal, contentJournalPath } from "#lib/content/content-journal.ts";
import { livePublished } from "../content/store.ts";
import { getDb } from "../platform/db/client.ts";

/**
 * Writes the dealer's live content version where its next build reads it, as the stock
 * journal is written (by whoever owns the database, before a build): so every build, the nightly's
 * included, carries what the editors published.
 */
export async function writeContentJournal(slug: string, buildDir?: string): Promise<ContentJournal> {
  const live = await livePublished(await getDb(), slug);
  const journal: ContentJournal = {
    tenant: slug,
    version: live.version,
    publishedAt: live.publishedAt?.toISOString() ?? null,
    edits: live.edits,
  };
  const file = contentJournalPath(slug, buildDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(journal, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
  return journal;
}
