import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Scratch folders of earlier runs are removed once this old: no test builds for that long. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * A scratch folder for a test that builds a tenant, inside the project: when a build's output
 * folder is outside the working directory, Astro puts its prerender chunks in <cwd>/.astro, so
 * two test builds in /tmp at once overwrite each other's (a flaky "Cannot find module
 * .astro/.prerender/chunks/…"). Earlier runs' folders are cleared on the way, so they do not pile up.
 */
export async function buildScratch(prefix: string): Promise<string> {
  const dir = join(process.cwd(), ".build", "scratch");
  await mkdir(dir, { recursive: true });
  await removeStale(dir, Date.now() - STALE_AFTER_MS);
  return mkdtemp(join(dir, prefix));
}

async function removeStale(dir: string, before: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (modified < before) await rm(path, { recursive: true, force: true });
  }
}
