import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY, writeGalleryTenant } from "../tests/support/real-export-gallery.ts";

const run = promisify(execFile);

/** Each real export of the gallery, checked as a new operator would check it. */
let tenantsDir: string;
beforeAll(async () => {
  tenantsDir = await mkdtemp(join(tmpdir(), "gallery-tenants-"));
  for (const [index, entry] of GALLERY.entries()) await writeGalleryTenant(tenantsDir, `gallery-${index}`, entry);
});
afterAll(() => rm(tenantsDir, { recursive: true, force: true }));

describe.each(GALLERY.map((entry, index) => [entry.folder, index, entry] as const))("%s", (_, index, entry) => {
  it("feed:check reads it, counts its cars and photos, and passes", async () => {
    const result = await run(
      process.execPath,
      ["scripts/feed-check.ts", `gallery-${index}`, "--tenants-dir", tenantsDir, "--rows", "0"],
      { env: { ...process.env, NO_COLOR: "1", FORECOURT_BUILD_DIR: tenantsDir } },
    ).then(
      (ok) => ({ code: 0, out: ok.stdout + ok.stderr }),
      (failed) => ({ code: failed.code as number, out: (failed.stdout as string) + (failed.stderr as string) }),
    );
    expect(result.out).toMatch(new RegExp(`\\d+ row\\(s\\): ${entry.cars} car\\(s\\)`));
    expect(result.out).toContain(`Photos: ${entry.photos} in ${entry.cars} car(s)`);
    expect(result.code, result.out).toBe(0);
  }, 60_000);
});
