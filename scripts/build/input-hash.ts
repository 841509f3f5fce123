import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { zonedMoment } from "#lib/hours/zoned-time.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import type { TenantConfig } from "#lib/tenant/schema.ts";

/** The shared code that shapes every dealer's site (tests do not): a change to any of it rebuilds them all. */
export const CODE_INPUTS = ["src", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"] as const;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function fileDigest(file: string): Promise<string> {
  const hash = createHash("sha256");
  // Streamed: a dealer's public folder can hold images far larger than we want in memory.
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex");
}

/** The files at `path` under `root` (a file, or every file of a folder), relative to `root`; none when missing. */
async function listFiles(root: string, path: string): Promise<string[]> {
  const full = join(root, path);
  const info = await stat(full).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(full, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** SHA-256 over the path and contents of every file at `paths` under `root`, in path order. */
export async function hashFiles(
  root: string,
  paths: readonly string[],
  keep: (file: string) => boolean = () => true,
): Promise<string> {
  const listed = await mapWithConcurrency(paths, FILE_CONCURRENCY, (path) => listFiles(root, path));
  const files = listed.flat().filter(keep).sort();
  const digests = await mapWithConcurrency(files, FILE_CONCURRENCY, (file) => fileDigest(join(root, file)));
  const hash = createHash("sha256");
  for (const [index, file] of files.entries()) hash.update(`${file}\0${digests[index]}\n`);
  return hash.digest("hex");
}

/** The code version: one hash of the shared code, computed once per run (`root` is the repository). */
export function codeVersion(root = "."): Promise<string> {
  return hashFiles(root, CODE_INPUTS, (file) => !/\.test\.tsx?$/.test(file));
}

/** A journal's content without `exportedAt`: a re-export of the same changes is no change. */
export async function journalDigest(file: string): Promise<string> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return "no journal";
  try {
    const { exportedAt: _, ...content } = JSON.parse(text) as Record<string, unknown>;
    return sha256(JSON.stringify(content));
  } catch {
    return sha256(text); // not a journal: the build will say so; hash it as it is
  }
}

/**
 * "Today" as the build sees it: offers running, cars sold within N days and "just arrived" count
 * from it (feedNow), so a live feed's site is one day's. A snapshot feed (feed.asOf) fixes the
 * day; the footer's year still comes from the clock.
 */
export function buildDay(config: Pick<TenantConfig, "feed" | "timeZone">, now = new Date()): string {
  return config.feed.asOf ? `year ${now.getFullYear()}` : zonedMoment(feedNow(config, now), config.timeZone).date;
}

export interface TenantInputs {
  /** tenants/<slug>: tenant.json, feed/, content/, public/ and anything else in it. */
  tenantDir: string;
  /** The stock journal the build applies (stockJournalPath). */
  journalFile: string;
  /** The editors' content journal the build applies (contentJournalPath), where there is one. */
  contentFile?: string;
  /** The price journal whose history backs the build's was-prices (priceJournalPath), where there is one. */
  pricesFile?: string;
  codeVersion: string;
  /** The rest that shapes the output: the build day, environment given to Astro, the output folder. */
  options: Record<string, string>;
}

/** A dealer's input fingerprint: equal fingerprints build the same site. */
export async function tenantFingerprint(inputs: TenantInputs): Promise<string> {
  const [files, journal, content, prices] = await Promise.all([
    hashFiles(inputs.tenantDir, ["."]),
    journalDigest(inputs.journalFile),
    inputs.contentFile ? journalDigest(inputs.contentFile) : undefined,
    inputs.pricesFile ? journalDigest(inputs.pricesFile) : undefined,
  ]);
  const options = Object.entries(inputs.options).sort(([a], [b]) => a.localeCompare(b));
  return sha256(
    JSON.stringify({
      files,
      journal,
      code: inputs.codeVersion,
      options,
      ...(content && { content }),
      ...(prices && { prices }),
    }),
  );
}
