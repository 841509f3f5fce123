import { existsSync, readFileSync } from "node:fs";
import { copyFile, link, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import {
  type FileRecord,
  PAGE_KEYS_FILE,
  type PageKeys,
  pageFileOf,
  parsePageKeys,
  pathnameOf,
  serializePageKeys,
} from "#lib/rebuild/page-keys.ts";

/**
 * A rebuild's reuse of the live site's files (scripts/build/run-tenant.ts names the live folder in
 * FORECOURT_REUSE_FROM). A keyed page whose key is the one the live site recorded is left out of
 * Astro's paths, so Astro neither renders nor lists it, and the file is hard-linked from the live
 * site at the very end of the build (linkReused), after the last write into the new folder: no
 * write can ever reach a file the live site shares, so the live site is never changed in place.
 */
interface ReuseState {
  from: string | undefined;
  previous: PageKeys;
  next: PageKeys;
  /** The files taken from the live site, decided while the paths were listed. */
  reused: Set<string>;
}

// On globalThis: the pages and the build integration run in one process but in different module graphs.
const holder = globalThis as { __forecourtReuse?: ReuseState };

function state(): ReuseState {
  if (!holder.__forecourtReuse) {
    const from = process.env.FORECOURT_REUSE_FROM || undefined;
    const text = from ? readOptional(join(from, PAGE_KEYS_FILE)) : undefined;
    holder.__forecourtReuse = { from, previous: parsePageKeys(text), next: new Map(), reused: new Set() };
  }
  return holder.__forecourtReuse;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * Records `file`'s key for the next build and says whether the live site's copy can stand in for
 * it: the same key was recorded beside it and the file is there. A file keyed twice in one build
 * (two routes claiming one address) is rendered the second time (Astro keeps one route's page,
 * and a written file wins over a link) and reused by neither route next time.
 */
export function reuseFile(file: string, key: string): boolean {
  const s = state();
  const claimed = s.next.get(file);
  if (claimed) {
    s.next.set(file, { ...claimed, key: "" });
    return false;
  }
  const before = s.previous.get(file);
  // A page is reused only with its policy hashes on record: `_headers` must allow its scripts.
  const recorded = before?.key === key && (!file.endsWith(".html") || before.hashes !== undefined);
  const reuse = s.from !== undefined && recorded && existsSync(join(s.from, file));
  s.next.set(file, reuse ? before! : { key });
  if (reuse) s.reused.add(file);
  return reuse;
}

/**
 * A keyed route's getStaticPaths: each path with its key; returns the paths Astro must render.
 * `route` is the page's route as its file names it (`/search/[...path]`).
 */
export function pathsToRender<P extends { params: Record<string, string | number | undefined> }>(
  route: string,
  paths: readonly (P & { key: string })[],
): P[] {
  return paths
    .filter(({ params, key }) => !reuseFile(pageFileOf(pathnameOf(route, params)), key))
    .map(({ key: _, ...path }) => path as unknown as P);
}

/** How many files this build takes from the live site. */
export function reusedCount(): { pages: number; files: number } {
  const reused = [...state().reused];
  return { pages: reused.filter((file) => file.endsWith(".html")).length, files: reused.length };
}

/**
 * The files to take from the live site with their records (a reused page's policy hashes are
 * those it was rendered with: the same bytes). A file this build wrote itself is not reused, and
 * its key is forgotten so the next build renders it again.
 */
export function settleReused(written: ReadonlySet<string>): ReadonlyMap<string, FileRecord> {
  const s = state();
  const settled = new Map<string, FileRecord>();
  for (const file of s.reused) {
    if (written.has(file)) {
      s.reused.delete(file);
      s.next.set(file, { key: "" });
    } else settled.set(file, s.next.get(file)!);
  }
  return settled;
}

/**
 * Links every reused file from the live site into `outDir`, then writes the keys of the new site
 * (with the policy hashes of the pages it rendered) beside its files. Run last, after every other
 * write into `outDir`. A reused file missing from the live site fails the build, which then keeps
 * the live site.
 */
export async function linkReused(outDir: string, renderedHashes: ReadonlyMap<string, string[]>): Promise<number> {
  const s = state();
  // One mkdir per folder, which every file of that folder waits for (a page and its car.json share one).
  const folders = new Map<string, Promise<unknown>>();
  await mapWithConcurrency([...s.reused], FILE_CONCURRENCY, async (file) => {
    const target = join(outDir, file);
    const folder = dirname(target);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await link(join(s.from!, file), target).catch((error: NodeJS.ErrnoException) => {
      // Another file system (a build staged elsewhere): a copy is as good, only slower.
      if (error.code === "EXDEV") return copyFile(join(s.from!, file), target);
      throw error;
    });
  });
  for (const [file, hashes] of renderedHashes) {
    const record = s.next.get(file);
    if (record && !s.reused.has(file)) s.next.set(file, { key: record.key, hashes });
  }
  await writeFile(join(outDir, PAGE_KEYS_FILE), serializePageKeys(s.next));
  return s.reused.size;
}
