import { mkdir, open, readFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * Vite's dependency cache for one Astro build. Two builds optimising into one cache at once fail
 * (ENOTEMPTY), and a cache per dealer made every dealer pay dependency optimisation on its first
 * build (about 0.6 s each in the nightly). So builds share a few caches, one per build running at
 * once on the machine: a build claims the first free slot with a lock file holding its process id
 * and frees it when done; a lock whose process has gone is taken over. The optimised dependencies
 * are the same for every dealer, so each slot's cache serves them all. Inside the project, where
 * the optimised dependencies resolve the packages they import.
 */
export const VITE_CACHE_ROOT = resolve("node_modules/.vite");

export type ViteCacheSlot = { dir: string; release(): Promise<void> };

export async function claimViteCacheSlot(root = VITE_CACHE_ROOT): Promise<ViteCacheSlot> {
  await mkdir(root, { recursive: true });
  for (let slot = 0; ; slot++) {
    const lock = join(root, `slot-${slot}.lock`);
    if (await tryLock(lock)) return { dir: join(root, `slot-${slot}`), release: () => rm(lock, { force: true }) };
  }
}

async function tryLock(lock: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(lock, "wx");
      await file.writeFile(String(process.pid));
      await file.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(await readFile(lock, "utf8").catch(() => ""));
      if (isRunning(holder)) return false;
      // Left by a build that was killed: free it and try once more.
      await rm(lock, { force: true });
    }
  }
  return false;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
