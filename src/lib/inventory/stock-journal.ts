import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { ReceivedChange } from "./live-stock.ts";
import { stockChangeFieldsSchema } from "./stock-change.ts";

/**
 * The stock journal: the changes the stock hook stored, written by whoever owns the database
 * before a build (functions/_shared/rebuilds/stock-journal.ts) and applied by the build (src/data/tenant.ts).
 * Node only (files), so it is apart from live-stock.ts, which the browser loads too.
 */
const stockJournalSchema = z.object({
  tenant: z.string(),
  exportedAt: z.string(),
  changes: z.array(z.object({ car_id: z.string(), at: z.string(), change: stockChangeFieldsSchema })),
});
export type StockJournal = z.output<typeof stockJournalSchema>;

/** `.build/stock/<slug>.json` (FORECOURT_BUILD_DIR moves .build). */
export function stockJournalPath(slug: string, buildDir = process.env.FORECOURT_BUILD_DIR ?? ".build"): string {
  return join(resolve(buildDir), "stock", `${slug}.json`);
}

/** The journal's changes; none when there is no journal, an Error naming the file when it is broken. */
export async function readStockJournal(slug: string, buildDir?: string): Promise<ReceivedChange[]> {
  const file = stockJournalPath(slug, buildDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    // No journal means no changes; a journal that cannot be read must not silently mean none.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw new Error(`${file}: cannot be read (${(error as Error).message})`);
  }
  let parsed: ReturnType<typeof stockJournalSchema.safeParse>;
  try {
    parsed = stockJournalSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!parsed.success) throw new Error(`${file}: not a stock journal (${parsed.error.issues[0]?.message})`);
  return parsed.data.changes;
}
