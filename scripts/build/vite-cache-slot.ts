import { mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { tryPidLock } from "./pid-lock.ts";

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
    if (await tryPidLock(lock)) return { dir: join(root, `slot-${slot}`), release: () => rm(lock, { force: true }) };
  }
}
