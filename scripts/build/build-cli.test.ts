import { execFile } from "node:child_process";
import { mkdtemp, readFile, stat } from "node:fs/promises";
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
    const result = await run(process.execPath, ["scripts/build.ts", "--tenants-dir", "tests/fixtures/tenants", "--dist", dist], { env: { ...process.env, NO_COLOR: "1" } }).then(
      (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
      (failed) => ({ code: failed.code as number, stdout: failed.stdout as string, stderr: failed.stderr as string }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("✓ mini-motors  3 pages, 2 skipped records");
    expect(result.stdout).toContain('skipped car 102: price: expected a number, got "abc"');
    expect(result.stdout).toContain("skipped car 103: slug: is required");
    expect(result.stdout).toContain("✗ broken-config  FAILED");
    expect(result.stdout).toContain("tests/fixtures/tenants/broken-config/tenant.json: finance.calculator.interest.max: must be ≤ 30");
    expect(result.stdout).toMatch(/broken-config\s+FAILED\s+-\s+-\s+-/);
    expect(result.stdout).toMatch(/mini-motors\s+built\s+3\s+2\s+0/);
    expect(result.stderr).toContain("1 tenant(s) failed: broken-config");

    const carPage = await readFile(join(dist, "mini-motors/cars/2023-mazda-cx-5-maxx-sport-101/index.html"), "utf8");
    expect(carPage).toContain("$36,990");
    expect(carPage).not.toContain("<script>alert(1)</script>");
    await expect(stat(join(dist, "mini-motors/images/car.svg"))).resolves.toBeTruthy();
    await expect(stat(join(dist, "broken-config"))).rejects.toThrow();
  }, 120_000);
});
