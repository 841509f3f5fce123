import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimViteCacheSlot } from "./vite-cache-slot.ts";

let root: string;
beforeEach(async () => void (root = await mkdtemp(join(tmpdir(), "forecourt-vite-slots-"))));
afterEach(() => rm(root, { recursive: true, force: true }));

describe("Vite's dependency cache per build slot", () => {
  it("gives builds running at once different caches, and a freed cache to the next build", async () => {
    const first = await claimViteCacheSlot(root);
    const second = await claimViteCacheSlot(root);
    expect(first.dir).toBe(join(root, "slot-0"));
    expect(second.dir).toBe(join(root, "slot-1"));
    await first.release();
    const third = await claimViteCacheSlot(root);
    expect(third.dir).toBe(join(root, "slot-0"));
    await Promise.all([second.release(), third.release()]);
  });

  it("takes over a slot whose build was killed (its process is gone)", async () => {
    await writeFile(join(root, "slot-0.lock"), "2147483646");
    const slot = await claimViteCacheSlot(root);
    expect(slot.dir).toBe(join(root, "slot-0"));
    await slot.release();
  });

  it("leaves a slot whose process still runs", async () => {
    await writeFile(join(root, "slot-0.lock"), String(process.ppid));
    const slot = await claimViteCacheSlot(root);
    expect(slot.dir).toBe(join(root, "slot-1"));
    await slot.release();
  });
});
