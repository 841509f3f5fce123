import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import { contentEditsSchema } from "./edits.ts";

/**
 * The editors' published content, written from the database before a build (as the stock
 * journal is: functions/_shared/rebuilds/content-journal.ts) and applied by the build on top of the
 * feed (src/data/tenant.ts). A build without one has no editors' changes, and says so.
 */
const contentJournalSchema = z.object({
  tenant: z.string(),
  /** The published version; 0 when nothing has been published. */
  version: z.int().min(0),
  publishedAt: z.string().nullable(),
  edits: contentEditsSchema,
});
export type ContentJournal = z.output<typeof contentJournalSchema>;

/** `.build/content/<slug>.json` (FORECOURT_BUILD_DIR moves .build). */
export function contentJournalPath(slug: string, buildDir = process.env.FORECOURT_BUILD_DIR ?? ".build"): string {
  return join(resolve(buildDir), "content", `${slug}.json`);
}

/** The journal, or undefined when there is none; an Error naming the file when it is broken. */
export async function readContentJournal(slug: string, buildDir?: string): Promise<ContentJournal | undefined> {
  const file = contentJournalPath(slug, buildDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new Error(`${file}: cannot be read (${(error as Error).message})`);
  }
  const parsed = contentJournalSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file}: not a content journal (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}
