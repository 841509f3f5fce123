import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

// The multi-tenant build run for real (Astro and all) on fixture tenants: one with a corrupted
// car and a car without a slug, one with an interest maximum of 200.
describe("npm run build on a good and a broken tenant", () => {
  it("builds the good tenant, skips its bad cars by name, and fails only the broken tenant", async () => {
    const dist = await mkdtemp(join(tmpdir(), "forecourt-dist-"));
    // Its own reports, logs and Astro cache: other tests build the same fixture tenant at the same time.
    const buildDir = await mkdtemp(join(tmpdir(), "forecourt-build-"));
    const result = await run(
      process.execPath,
      ["scripts/build.ts", "--tenants-dir", "tests/fixtures/tenants", "--dist", dist],
      { env: { ...process.env, NO_COLOR: "1", FORECOURT_BUILD_DIR: buildDir } },
    ).then(
      (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
      (failed) => ({ code: failed.code as number, stdout: failed.stdout as string, stderr: failed.stderr as string }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("✓ mini-motors"); // shows the build's output when it did not build
    // The page count is whatever the tenant's output holds: it grows with every new route.
    const pages = (await readdir(join(dist, "mini-motors"), { recursive: true })).filter((f) =>
      f.endsWith(".html"),
    ).length;
    expect(pages).toBeGreaterThanOrEqual(3); // home and the two cars with slugs, at least
    expect(result.stdout).toContain(`✓ mini-motors  ${pages} pages, 2 skipped records`);
    expect(result.stdout).toContain('skipped car 102: price: expected a number, got "abc"');
    expect(result.stdout).toContain("skipped car 103: slug: is required");
    expect(result.stdout).toContain("✗ broken-config  FAILED");
    expect(result.stdout).toContain(
      "tests/fixtures/tenants/broken-config/tenant.json: finance.calculator.interest.max: must be ≤ 30",
    );
    expect(result.stdout).toMatch(/broken-config\s+FAILED\s+-\s+-\s+-/);
    expect(result.stdout).toMatch(new RegExp(`mini-motors\\s+built\\s+${pages}\\s+2\\s+0`));
    expect(result.stderr).toContain("1 tenant(s) failed: broken-config");

    const carPage = await readFile(join(dist, "mini-motors/cars/2023-mazda-cx-5-maxx-sport-101/index.html"), "utf8");
    expect(carPage).toContain("$36,990");
    expect(carPage).not.toContain("<script>alert(1)</script>");
    await expect(stat(join(dist, "mini-motors/images/car.svg"))).resolves.toBeTruthy();
    await expect(stat(join(dist, "broken-config"))).rejects.toThrow();
  }, 300_000);
});
