import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { waitForPidLock } from "./pid-lock.ts";

let root: string;
beforeEach(async () => void (root = await mkdtemp(join(tmpdir(), "forecourt-pid-lock-"))));
afterEach(() => rm(root, { recursive: true, force: true }));

describe("one build of a dealer at a time (the nightly beside an editor's rebuild)", () => {
  it("waits while another holds the dealer's lock, says for whom once, and goes on when it is freed", async () => {
    const lock = join(root, "locks", "bayside-ford.lock");
    const releaseFirst = await waitForPidLock(lock, () => {
      throw new Error("a free lock is taken at once");
    });
    const waitedFor: number[] = [];
    let secondHasIt = false;
    const second = waitForPidLock(lock, (holder) => waitedFor.push(holder), 20).then((release) => {
      secondHasIt = true;
      return release;
    });
    await new Promise((done) => setTimeout(done, 150));
    expect(secondHasIt).toBe(false);
    expect(waitedFor).toEqual([process.pid]);
    await releaseFirst();
    const releaseSecond = await second;
    expect(secondHasIt).toBe(true);
    await releaseSecond();
    await expect(stat(lock)).rejects.toThrow();
  });

  it("takes over the lock of a build that was killed (its process is gone)", async () => {
    const lock = join(root, "bayside-ford.lock");
    await writeFile(lock, "2147483646");
    const waitedFor: number[] = [];
    const release = await waitForPidLock(lock, (holder) => waitedFor.push(holder));
    expect(waitedFor).toEqual([]);
    await release();
  });
});
