import { execFile } from "node:child_process";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { NightlyReport } from "./report.ts";
import { buildScratch } from "../../tests/support/build-scratch.ts";

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, args, { env: { ...process.env, ...env } }).then(
    (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
    (failed) => ({ code: failed.code as number, stdout: failed.stdout as string, stderr: failed.stderr as string }),
  );

// The nightly for real over the fixture tenants: one builds (its deploy skipped for want of a
// site id), one has a broken tenant.json and fails alone, named with its file and path.
describe("npm run nightly over a good and a broken tenant", () => {
  it("builds the good one, reports the broken one with its file and path, exits 1, and merges", async () => {
    const root = await buildScratch("forecourt-nightly-");
    const out = join(root, "nightly");
    const env = { FORECOURT_BUILD_DIR: join(root, ".build"), NO_COLOR: "1" };
    const zips = join(root, "functions");
    await mkdir(zips, { recursive: true });
    await writeFile(join(zips, "leads.zip"), "PK stand-in");
    const args = ["scripts/nightly.ts", "--tenants-dir", "tests/fixtures/tenants", "--dist", join(root, "dist")];
    const result = await run([...args, "--out", out, "--deploy", "--functions", zips], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/\[\d\/2\] ✗ broken-config FAILED/);
    expect(result.stdout).toMatch(/\[\d\/2\] ✓ mini-motors \d+ pages, 2 skipped/);
    expect(result.stderr).toContain("Failed (each keeps its last good site): broken-config");

    const [json] = (await readdir(out)).filter((file) => file.endsWith(".json"));
    const report = JSON.parse(await readFile(join(out, json!), "utf8")) as NightlyReport;
    const broken = report.tenants.find((t) => t.tenant === "broken-config")!;
    expect(broken.status).toBe("failed");
    expect(broken.error).toContain(
      "tests/fixtures/tenants/broken-config/tenant.json: finance.calculator.interest.max: must be ≤ 30",
    );
    // A --deploy night: its deploy was skipped because it failed, not "run without --deploy".
    expect(broken.deploy).toEqual({
      status: "skipped",
      message: "its config, feed or build failed; its last good site stays live",
    });
    const mini = report.tenants.find((t) => t.tenant === "mini-motors")!;
    expect(mini).toMatchObject({ status: "built", changesText: "first build" });
    expect(mini.skipped).toContain('car 102: price: expected a number, got "abc"');
    expect(mini.deploy).toEqual({ status: "skipped", message: "mini-motors: ops.netlifySiteId is not set" });
    // Its deploy planned against what its site holds (nothing deployed yet), and not sent.
    expect(mini.upload).toMatchObject({ sent: false, against: null, functions: { upload: 1, total: 1 } });
    expect(mini.upload!.files.upload).toBe(mini.upload!.files.total);
    expect(result.stdout).toMatch(/✓ mini-motors .*deploy: \d+ files, .*\(planned, not sent\)/);
    const markdown = await readFile(join(out, json!.replace(".json", ".md")), "utf8");
    expect(markdown).toContain("| broken-config | **FAILED** |");
    expect(markdown).toContain("finance.calculator.interest.max: must be ≤ 30");

    // A second shard's report (another tenant) merges into one summary.
    const other = { ...report, shard: "2/2", tenants: [{ ...mini, tenant: "another-dealer" }] };
    await writeFile(join(out, "shard-2.json"), JSON.stringify(other));
    const summary = join(root, "summary.md");
    const merged = await run(["scripts/nightly-merge.ts", out], { GITHUB_STEP_SUMMARY: summary });
    expect(merged.code).toBe(1);
    const text = await readFile(summary, "utf8");
    expect(text).toContain("2 built, 0 unchanged, 1 failed");
    expect(text.indexOf("| another-dealer |")).toBeLessThan(text.indexOf("| broken-config |"));

    // The next night without --deploy (unchanged, or rebuilt alike): its plan, against the last one, uploads nothing.
    const again = await run([...args, "--out", join(root, "nightly-2"), "--functions", zips], env);
    expect(again.stdout).toMatch(
      /[=✓] mini-motors .*; deploy: 0 files \(unchanged\); functions: 0 \(unchanged\) \(planned, not sent\)/,
    );
  }, 600_000);
});

// A build costs what changed: two copies of the good fixture dealer, four nights in one
// setup, so that only four real builds run.
describe("npm run nightly on unchanged dealers", () => {
  it("builds nothing the second night, only the dealer whose feed changed the third, and --force rebuilds", async () => {
    const root = await buildScratch("forecourt-nightly-unchanged-");
    const tenantsDir = join(root, "tenants");
    for (const slug of ["mini-motors", "midi-motors"]) {
      await cp("tests/fixtures/tenants/mini-motors", join(tenantsDir, slug), { recursive: true });
      const file = join(tenantsDir, slug, "tenant.json");
      const config = JSON.parse(await readFile(file, "utf8"));
      // A snapshot feed: for a live feed the dealer's date is an input too, and a run may cross midnight.
      await writeFile(file, JSON.stringify({ ...config, slug, feed: { asOf: "2026-11-19T13:00:00.000Z" } }));
    }
    const out = join(root, "nightly");
    const env = { FORECOURT_BUILD_DIR: join(root, ".build"), NO_COLOR: "1" };
    const dist = join(root, "dist");
    // One at a time: Astro stages a dist outside the project in <project>/.astro/.prerender, which
    // two builds at once would share.
    const nightly = (...extra: string[]) =>
      run(
        [
          "scripts/nightly.ts",
          "--tenants-dir",
          tenantsDir,
          "--dist",
          dist,
          "--out",
          out,
          "--concurrency",
          "1",
          ...extra,
        ],
        env,
      );
    const took = (stdout: string) => Number(/failed in ([\d.]+) s/.exec(stdout)?.[1]);

    const first = await nightly();
    expect(first.stdout + first.stderr).toContain("2 built, 0 unchanged, 0 failed");
    expect(first.code).toBe(0);

    const second = await nightly();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("0 built, 2 unchanged, 0 failed");
    for (const slug of ["mini-motors", "midi-motors"])
      expect(second.stdout).toMatch(
        new RegExp(
          `\\[\\d/2\\] = ${slug} unchanged since the last good build \\(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\dZ\\): config, feeds, content, public files, stock journal, code and date`,
        ),
      );
    const [md] = (await readdir(out)).filter((file) => file.endsWith(".md"));
    const markdown = await readFile(join(out, md!), "utf8");
    expect(markdown).toContain("0 built, 2 unchanged, 0 failed");
    expect(markdown).toMatch(/\| midi-motors \| unchanged \| - \| 0 \| 0 \| unchanged since \S+ \| - \|/);
    console.info(`nightly of 2 dealers: ${took(first.stdout)} s built, ${took(second.stdout)} s unchanged`);

    const cars = join(tenantsDir, "mini-motors", "feed", "cars.json");
    await writeFile(cars, (await readFile(cars, "utf8")).replace('"price": 45990', '"price": 44990'));
    const third = await nightly();
    expect(third.stdout).toContain("1 built, 1 unchanged, 0 failed");
    expect(third.stdout).toMatch(/\[\d\/2\] ✓ mini-motors \d+ pages/);
    expect(third.stdout).toMatch(/\[\d\/2\] = midi-motors unchanged/);

    const forced = await nightly("midi-motors", "--force");
    expect(forced.stdout).toContain("1 built, 0 unchanged, 0 failed");
    expect(forced.stdout).toMatch(/\[1\/1\] ✓ midi-motors \d+ pages/);
  }, 600_000);
});
