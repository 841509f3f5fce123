import { mkdir, open, readFile, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A lock file holding the process id of its holder, freed by deleting it. A lock whose process has
 * gone (a build that was killed) is taken over, so a crash never leaves a dealer unbuildable.
 */
export async function tryPidLock(lock: string): Promise<boolean> {
  await mkdir(dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(lock, "wx");
      await file.writeFile(String(process.pid));
      await file.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (isRunning(await pidLockHolder(lock))) return false;
      await rm(lock, { force: true });
    }
  }
  return false;
}

/** The process id in the lock file, or NaN when there is none. */
export async function pidLockHolder(lock: string): Promise<number> {
  return Number((await readFile(lock, "utf8").catch(() => "")) || Number.NaN);
}

/** Waits until the lock is free, takes it, and says once (through onWait) whom it waits for. */
export async function waitForPidLock(
  lock: string,
  onWait: (holder: number) => void,
  pollMs = 250,
): Promise<() => Promise<void>> {
  let told = false;
  while (!(await tryPidLock(lock))) {
    if (!told) onWait(await pidLockHolder(lock));
    told = true;
    await sleep(pollMs);
  }
  return () => rm(lock, { force: true });
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
