import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { generateLargeTenant } from "../samples/generate.ts";

const run = promisify(execFile);
const OPEN_FILES_LIMIT = 256; // macOS's default; Linux starts at 1,024

// A dealer with more pages than the open-files limit could not be built at all (EMFILE
// in the build hook that collects the CSP's script hashes).
describe("a dealer with more pages than the open-files limit", () => {
  it(`builds under ulimit -n ${OPEN_FILES_LIMIT}, with every page's script hashes in its policy`, async () => {
    // Inside the project: Astro stages a build whose output is outside the working directory in the
    // shared .astro/.prerender, where another test's build at the same time would collide with it.
    await mkdir(".build", { recursive: true });
    const root = await mkdtemp(join(".build", "test-low-fd-"));
    // One page a car (its print sheet and checkout are one page each for every car), so enough cars for ~2× the limit.
    const { slug } = await generateLargeTenant(join(root, "tenants"), 300);
    const dist = join(root, "dist");
    const command = `ulimit -n ${OPEN_FILES_LIMIT} && exec "$0" scripts/build.ts --tenants-dir "$1" --dist "$2"`;
    const result = await run("bash", ["-c", command, process.execPath, join(root, "tenants"), dist], {
      env: { ...process.env, NO_COLOR: "1", FORECOURT_BUILD_DIR: join(root, "build") },
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      (ok) => ({ code: 0, stdout: ok.stdout }),
      (failed) => ({ code: failed.code as number, stdout: `${failed.stdout}\n${failed.stderr}` }),
    );
    expect(result.stdout).not.toContain("EMFILE");
    expect(result.code, result.stdout).toBe(0);
    const pages = (await readdir(join(dist, slug), { recursive: true })).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(OPEN_FILES_LIMIT * 1.5);
    const headers = await readFile(join(dist, slug, "_headers"), "utf8");
    expect(headers).toMatch(/script-src[^\n]*'sha256-/);
    await rm(root, { recursive: true, force: true });
  }, 300_000);
});
