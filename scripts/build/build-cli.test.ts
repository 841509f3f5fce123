import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { overBudget, pageWeight } from "#lib/vehicle/page-budget.ts";

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
    // One line per reason, with the rows that showed it.
    expect(result.stdout).toContain('skipped 1 row: price: expected a number, got "abc" — e.g. car 102');
    expect(result.stdout).toContain("skipped 1 row: slug: is required — e.g. car 103");
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

    // Every car page (a folder with its car.json) within the islands and HTML budget.
    const cars = join(dist, "mini-motors/cars");
    const carPages = (await readdir(cars, { recursive: true })).filter((f) => f.endsWith("car.json"));
    expect(carPages.length).toBeGreaterThan(0);
    for (const data of carPages) {
      const html = await readFile(join(cars, data.replace(/car\.json$/, "index.html")), "utf8");
      expect(overBudget(pageWeight(html)), data).toEqual([]);
    }
  }, 300_000);
});

// A feed in which every row is skipped never replaces the live site with an empty one.
describe("npm run build on a feed that would empty the site", () => {
  it("fails that dealer and keeps its live site, with the counts; --accept-drop publishes it on purpose", async () => {
    const tenants = await mkdtemp(join(tmpdir(), "forecourt-tenants-"));
    await cp("tests/fixtures/tenants/mini-motors", join(tenants, "mini-motors"), { recursive: true });
    const bad = Array.from({ length: 6 }, (_, index) => ({ id: 200 + index, name: "Bad", make: "Mazda" }));
    await writeFile(join(tenants, "mini-motors/feed/cars.json"), JSON.stringify(bad));
    const dist = await mkdtemp(join(tmpdir(), "forecourt-dist-"));
    await mkdir(join(dist, "mini-motors"), { recursive: true });
    await writeFile(join(dist, "mini-motors/index.html"), "<h1>last good site</h1>");
    const buildDir = await mkdtemp(join(tmpdir(), "forecourt-build-"));
    const build = (...extra: string[]) =>
      run(process.execPath, ["scripts/build.ts", "--tenants-dir", tenants, "--dist", dist, ...extra], {
        env: { ...process.env, NO_COLOR: "1", FORECOURT_BUILD_DIR: buildDir },
      }).then(
        (ok) => ({ code: 0, stdout: ok.stdout }),
        (failed) => ({ code: failed.code as number, stdout: failed.stdout as string }),
      );
    const refused = await build();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      "mini-motors: not published: only 0 of 6 stock rows became cars (0%, under feed.minValidShare 50%). The last good site stays live.",
    );
    expect(refused.stdout).toMatch(/skipped 6 rows: \S.* — e.g. car 200, car 201, car 202 …/);
    expect(await readFile(join(dist, "mini-motors/index.html"), "utf8")).toBe("<h1>last good site</h1>");
    const report = JSON.parse(await readFile(join(buildDir, "reports/mini-motors.json"), "utf8"));
    expect(report.status).toBe("failed");
    expect(report.error).toContain("--accept-drop");

    const accepted = await build("--accept-drop");
    expect(accepted.code).toBe(0);
    expect(await readFile(join(dist, "mini-motors/index.html"), "utf8")).not.toContain("last good site");
  }, 300_000);
});

// Astro stages a build whose output is outside the project in the project's one .astro/ folder:
// two such builds at once deleted each other's chunks (the nightly into /tmp beside a test
// dealer's rebuild failed with "Cannot find module .astro/.prerender/chunks/…").
describe("three builds into folders outside the project at once", () => {
  it("all build, each into its own folder", async () => {
    const build = async (startAfterMs: number) => {
      await new Promise((started) => setTimeout(started, startAfterMs));
      const dist = await mkdtemp(join(tmpdir(), "forecourt-dist-"));
      const buildDir = await mkdtemp(join(tmpdir(), "forecourt-build-"));
      await run(
        process.execPath,
        ["scripts/build.ts", "mini-motors", "--tenants-dir", "tests/fixtures/tenants", "--dist", dist],
        { env: { ...process.env, NO_COLOR: "1", FORECOURT_BUILD_DIR: buildDir } },
      );
      return readFile(join(dist, "mini-motors/cars/2023-mazda-cx-5-maxx-sport-101/index.html"), "utf8");
    };
    // Started apart, so that one ends (and clears what it staged) while the others still render.
    const pages = await Promise.all([build(0), build(1_500), build(3_000)]);
    for (const page of pages) expect(page).toContain("$36,990");
  }, 300_000);
});
