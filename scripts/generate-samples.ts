import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateLargeTenant, generateSampleTenants, type TenantSummary } from "./samples/generate.ts";

/**
 * Writes deterministic sample dealers.
 *   node scripts/generate-samples.ts                        the three samples into tenants/
 *   node scripts/generate-samples.ts --today 2027-02-01     same, with dates relative to that day
 *   node scripts/generate-samples.ts --large 10000 --out /tmp/bench   only <out>/bench-10000/
 */

const USAGE = "usage: node scripts/generate-samples.ts [--today YYYY-MM-DD] [--out DIR] [--large COUNT]";

const { values } = parseArgs({
  options: {
    today: { type: "string" },
    out: { type: "string" },
    large: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const repoTenants = fileURLToPath(new URL("../tenants", import.meta.url));

function report(summary: TenantSummary): void {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key} ${count}`)
      .join(", ");
  console.log(
    `${summary.slug}: ${summary.cars} cars, ${summary.files} files, ${(summary.bytes / 1024).toFixed(0)} KB -> ${summary.dir}`,
  );
  console.log(`  status: ${list(summary.byStatus)}`);
  console.log(`  type:   ${list(summary.byType)}`);
  console.log(`  makes (${Object.keys(summary.byMake).length}): ${list(summary.byMake)}`);
}

try {
  const started = performance.now();
  if (values.large !== undefined) {
    const count = Number(values.large);
    // Benchmark tenants are big and disposable: they go outside the repository unless told otherwise.
    const out = resolve(values.out ?? join(tmpdir(), "forecourt-bench"));
    report(await generateLargeTenant(out, count, { today: values.today }));
  } else {
    const out = resolve(values.out ?? repoTenants);
    for (const summary of await generateSampleTenants(out, { today: values.today })) report(summary);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`generate-samples: ${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
