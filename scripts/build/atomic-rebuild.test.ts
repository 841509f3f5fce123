import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTrigger } from "../../functions/_shared/platform/providers/build-trigger/index.ts";
import { buildScratch } from "../../tests/support/build-scratch.ts";
import { inodes, witnessLiveSite } from "../../tests/support/live-witness.ts";

// The local build trigger for real (Astro and all) on the small fixture tenant: a rebuild is
// swapped in whole, a broken one leaves the last good site live and says why, and the next good
// build reports what changed since the last good one.
describe("local rebuild with an atomic swap", () => {
  it("keeps the last good site when a rebuild fails, then reports what changed", async () => {
    const root = await buildScratch("forecourt-rebuild-");
    const tenantsDir = join(root, "tenants");
    const distDir = join(root, "dist");
    await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, "mini-motors"), { recursive: true });
    const trigger = buildTrigger({
      name: "local",
      tenantsDir,
      distDir,
      buildDir: join(root, ".build"),
      debounceSeconds: 0,
    });
    const carPage = join(distDir, "mini-motors/cars/2023-mazda-cx-5-maxx-sport-101/index.html");

    const first = await trigger.requestRebuild("mini-motors", "first");
    expect(first).toMatchObject({ status: "built", changes: "first build" });
    const good = await readFile(carPage, "utf8");
    expect(good).toContain("$36,990");
    // Every later rebuild, failed or good, leaves the bytes of this site's files as they are.
    const liveDir = join(distDir, "mini-motors");
    const firstSite = await inodes(liveDir);
    const witness = await witnessLiveSite(liveDir, join(root, "witness"));

    const configFile = join(tenantsDir, "mini-motors/tenant.json");
    const config = JSON.parse(await readFile(configFile, "utf8"));
    await writeFile(configFile, JSON.stringify({ ...config, finance: { calculator: { interest: { max: 200 } } } }));
    const broken = await trigger.requestRebuild("mini-motors", "broken config");
    expect(broken.status).toBe("failed");
    expect(broken.error).toContain("mini-motors/tenant.json: finance.calculator.interest.max: must be ≤ 30");
    expect(await readFile(carPage, "utf8")).toBe(good);
    expect((await readdir(distDir)).sort()).toEqual(["mini-motors"]); // no half-written folders left

    await writeFile(configFile, JSON.stringify(config));
    const carsFile = join(tenantsDir, "mini-motors/feed/cars.json");
    const cars = await readFile(carsFile, "utf8");
    await writeFile(carsFile, cars.replace('"price": "$36,990"', '"price": 34990'));
    const fixed = await trigger.requestRebuild("mini-motors", "price drop");
    expect(fixed).toMatchObject({ status: "built", changes: "0 sold, 1 price change, 0 new" });
    expect(await readFile(carPage, "utf8")).toContain("$34,990");
    expect(await witness.changedInPlace()).toEqual([]);
    // …though the good rebuild took the files that did not change from it, as they were.
    const kept = [...(await inodes(liveDir))].filter(([file, inode]) => firstSite.get(file) === inode);
    expect(kept.map(([file]) => file)).toContain("locations/parramatta/index.html");
  }, 600_000);
});
