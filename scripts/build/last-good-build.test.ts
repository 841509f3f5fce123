import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lastGoodBuild, rememberGoodBuild, siteKey } from "./last-good-build.ts";

/** A build folder whose report says `status`, and a live site folder (with an index.html when `site`). */
async function builtBefore(status: "built" | "failed", site = true) {
  const root = await mkdtemp(join(tmpdir(), "forecourt-last-good-"));
  const buildDir = join(root, ".build");
  const outDir = join(root, "dist", "mini");
  await mkdir(join(buildDir, "reports"), { recursive: true });
  await writeFile(join(buildDir, "reports", "mini.json"), JSON.stringify({ tenant: "mini", status, pages: 9 }));
  await mkdir(outDir, { recursive: true });
  if (site) await writeFile(join(outDir, "index.html"), "<h1>Mini</h1>");
  return { buildDir, outDir };
}

const good = { fingerprint: "f1", builtAt: "2026-11-25T02:31:00.000Z" };

describe("the last good build", () => {
  it("is remembered in the build report, beside what the build wrote", async () => {
    const { buildDir, outDir } = await builtBefore("built");
    await rememberGoodBuild("mini", good, buildDir);
    expect(await lastGoodBuild("mini", outDir, buildDir)).toEqual(good);
    const report = JSON.parse(await readFile(join(buildDir, "reports", "mini.json"), "utf8"));
    expect(report).toMatchObject({ status: "built", pages: 9, lastGoodBuild: good });
  });

  it("is none after a failed build, which never marks a dealer unchanged", async () => {
    const { buildDir, outDir } = await builtBefore("failed");
    await rememberGoodBuild("mini", good, buildDir);
    expect(await lastGoodBuild("mini", outDir, buildDir)).toBeUndefined();
  });

  it("is none when its site folder is gone", async () => {
    const { buildDir, outDir } = await builtBefore("built", false);
    await rememberGoodBuild("mini", good, buildDir);
    expect(await lastGoodBuild("mini", outDir, buildDir)).toBeUndefined();
  });

  it("is none without a report", async () => {
    const root = await mkdtemp(join(tmpdir(), "forecourt-last-good-"));
    expect(await lastGoodBuild("mini", join(root, "dist", "mini"), join(root, ".build"))).toBeUndefined();
  });

  it("keeps where it was deployed as a hash of the site id", () => {
    expect(siteKey("0a1b2c3d-site")).toMatch(/^[0-9a-f]{16}$/);
    expect(siteKey("0a1b2c3d-site")).not.toContain("0a1b2c3d");
    expect(siteKey("0a1b2c3d-site")).not.toBe(siteKey("another-site"));
  });
});
