import { createHash } from "node:crypto";
import { cp, mkdir, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";

/**
 * Where a tenant's next site is built and where the old one waits during the swap: hidden
 * siblings of the live folder (same file system, so rename is atomic; the dot keeps them out of
 * the served tenants).
 */
export function swapPaths(liveDir: string): { next: string; previous: string } {
  const parent = dirname(liveDir);
  const name = basename(liveDir);
  return { next: join(parent, `.${name}.next`), previous: join(parent, `.${name}.previous`) };
}

/** Removals of replaced sites still under way (see swapIntoPlace). */
const removals = new Set<Promise<void>>();

/** Waits for the replaced sites this process is removing (a benchmark, before it times the next build). */
export async function settleRemovals(): Promise<void> {
  await Promise.all([...removals]);
}

/**
 * Puts a finished build live: the old site is renamed aside, the new one renamed in, and the old
 * one renamed to a folder of its own and removed after (tens of thousands of links, a second or
 * more at 10,000 cars), once the new site is already live. The live folder is missing only
 * between two renames; the local server waits for it when it sees the `.previous` folder
 * (scripts/server/tenants.ts).
 */
export async function swapIntoPlace(liveDir: string): Promise<void> {
  const { next, previous } = swapPaths(liveDir);
  await removeReplaced(liveDir);
  await rm(previous, { recursive: true, force: true });
  const hadOld = await rename(liveDir, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );
  try {
    await rename(next, liveDir);
  } catch (error) {
    if (hadOld) await rename(previous, liveDir); // put the last good site back
    throw error;
  }
  if (!hadOld) return;
  const replaced = join(dirname(liveDir), `.${basename(liveDir)}.replaced-${process.pid}-${Date.now()}`);
  await rename(previous, replaced);
  const removal = rm(replaced, { recursive: true, force: true })
    // Left for the next swap to remove; never a failure of the build that is already live.
    .catch((error: Error) => console.warn(`could not remove the replaced site ${replaced}: ${error.message}`))
    .finally(() => removals.delete(removal));
  removals.add(removal);
}

/** Replaced sites a process left behind (it stopped before removing them). */
async function removeReplaced(liveDir: string): Promise<void> {
  const prefix = `.${basename(liveDir)}.replaced-`;
  const names = await readdir(dirname(liveDir)).catch(() => [] as string[]);
  const own = `${prefix}${process.pid}-`;
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && !name.startsWith(own))
      // Best effort: another process may still be removing its own.
      .map((name) => rm(join(dirname(liveDir), name), { recursive: true, force: true }).catch(() => undefined)),
  );
}

/**
 * Where Astro writes a tenant's next site. Astro stages a build whose output is outside the working
 * directory in the project's one `.astro/` folder, so two such builds at once (a nightly into /tmp
 * beside a test dealer's rebuild) delete each other's chunks ("Cannot find module
 * .astro/.prerender/chunks/…"): such a build is written inside the project, one folder per live
 * folder, and moved beside the live folder when it succeeds (moveBuildBesideLive).
 */
export function buildPathOf(liveDir: string): string {
  const { next } = swapPaths(liveDir);
  const inside = relative(process.cwd(), next);
  if (!inside.startsWith("..") && !inside.startsWith("/")) return next;
  const key = createHash("sha256").update(resolve(liveDir)).digest("hex").slice(0, 12);
  return resolve(".build", "staging", `${basename(liveDir)}-${key}`);
}

/** A finished build written inside the project goes to the live folder's `.next` sibling. */
export async function moveBuildBesideLive(liveDir: string): Promise<void> {
  const built = buildPathOf(liveDir);
  const { next } = swapPaths(liveDir);
  if (built === next) return;
  await rm(next, { recursive: true, force: true });
  await mkdir(dirname(next), { recursive: true });
  await rename(built, next).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "EXDEV") throw error;
    // Another file system (/tmp is often one): copied, then the staged copy goes.
    await cp(built, next, { recursive: true });
    await rm(built, { recursive: true, force: true });
  });
}

/** A failed build's half-written folder goes; the live site is untouched. */
export async function discardNext(liveDir: string): Promise<void> {
  await rm(swapPaths(liveDir).next, { recursive: true, force: true });
  await rm(buildPathOf(liveDir), { recursive: true, force: true });
}
