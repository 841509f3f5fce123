import { rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

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

/**
 * Puts a finished build live: the old site is renamed aside, the new one renamed in, the old one
 * removed. The live folder is missing only between two renames; the local server waits for it
 * when it sees the `.previous` folder (scripts/server/tenants.ts).
 */
export async function swapIntoPlace(liveDir: string): Promise<void> {
  const { next, previous } = swapPaths(liveDir);
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
  if (hadOld) await rm(previous, { recursive: true, force: true });
}

/** A failed build's half-written folder goes; the live site is untouched. */
export async function discardNext(liveDir: string): Promise<void> {
  await rm(swapPaths(liveDir).next, { recursive: true, force: true });
}
