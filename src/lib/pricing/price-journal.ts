import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { PricePoint } from "./price-history.ts";

/**
 * The price journal: every price the database recorded for a dealer's cars (feed, stock hook,
 * console), written by whoever owns the database before a build
 * (functions/_shared/rebuilds/price-journal.ts) and read by the build, which shows a was-price
 * only where this history backs it. Node only (files), apart from the browser-safe rule.
 */
const priceJournalSchema = z.object({
  tenant: z.string(),
  exportedAt: z.string(),
  cars: z.record(z.string(), z.array(z.object({ price: z.number().nullable(), at: z.string() }))),
});
export type PriceJournal = z.output<typeof priceJournalSchema>;

/** `.build/prices/<slug>.json` (FORECOURT_BUILD_DIR moves .build). */
export function priceJournalPath(slug: string, buildDir = process.env.FORECOURT_BUILD_DIR ?? ".build"): string {
  return join(resolve(buildDir), "prices", `${slug}.json`);
}

/** Each car's recorded prices; none without a journal, an Error naming the file when it is broken. */
export async function readPriceJournal(slug: string, buildDir?: string): Promise<Map<string, PricePoint[]>> {
  const file = priceJournalPath(slug, buildDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    // No journal (a build from files alone): nothing recorded, so only an imported history backs a was-price.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw new Error(`${file}: cannot be read (${(error as Error).message})`);
  }
  let parsed: ReturnType<typeof priceJournalSchema.safeParse>;
  try {
    parsed = priceJournalSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!parsed.success) throw new Error(`${file}: not a price journal (${parsed.error.issues[0]?.message})`);
  return new Map(Object.entries(parsed.data.cars));
}
