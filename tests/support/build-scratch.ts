import { mkdir, mkdtemp } from "node:fs/promises";
import { join } from "node:path";

/**
 * A scratch folder for a test that builds a tenant, inside the project: when a build's output
 * folder is outside the working directory, Astro puts its prerender chunks in <cwd>/.astro, so
 * two test builds in /tmp at once overwrite each other's (a flaky "Cannot find module
 * .astro/.prerender/chunks/…").
 */
export async function buildScratch(prefix: string): Promise<string> {
  const dir = join(process.cwd(), ".build", "scratch");
  await mkdir(dir, { recursive: true });
  return mkdtemp(join(dir, prefix));
}
