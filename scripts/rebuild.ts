import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildTrigger, buildTriggerName } from "../functions/_shared/platform/providers/build-trigger/index.ts";
import { writeBuildJournals } from "../functions/_shared/rebuilds/journals.ts";
import { discoverTenants } from "./build/discover.ts";
import { planDealer, settlePlan } from "./deploy/dealer-plan.ts";
import { functionsDirOf } from "./deploy/plan.ts";
import { rebuildLine } from "./ops/rebuild-line.ts";

const USAGE = `Usage: npm run rebuild -- <slug> [--reason "…"] [--now] [--tenants-dir d] [--dist d] [--functions d]
  Rebuilds one dealer through the build trigger (BUILD_TRIGGER=local, the default: build here and swap
  dist/<slug> in atomically; BUILD_TRIGGER=netlify: call the site's build hook from ops.buildHookEnv).
  Waits ops.rebuildDebounceSeconds first so that a burst of requests in this process is one build;
  --now skips the wait. A local rebuild then says what a deploy of it would upload (planned, not sent): the
  files and function zips (--functions d, else .netlify/functions if it exists) its last plan did not have.
  Exit 1 if the rebuild failed (the last good site stays live).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: "string", default: "requested from the command line" },
    now: { type: "boolean", default: false },
    "tenants-dir": { type: "string" },
    dist: { type: "string", default: "dist" },
    functions: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const tenantsDir = values["tenants-dir"] ?? process.env.TENANTS_DIR ?? "tenants";
const known = await discoverTenants(tenantsDir);
if (values.help || positionals.length !== 1 || !known.includes(positionals[0]!)) {
  if (positionals.length === 1 && !values.help)
    console.error(`No tenant "${positionals[0]}" in ${tenantsDir} (have: ${known.join(", ") || "none"})\n`);
  console.error(USAGE);
  process.exit(2);
}
const slug = positionals[0]!;
const functionsDir = await functionsDirOf(values.functions).catch((error: Error) => {
  console.error(`--functions: ${error.message}\n\n${USAGE}`);
  process.exit(2);
});
const trigger = buildTrigger({
  tenantsDir,
  distDir: values.dist,
  debounceSeconds: values.now ? 0 : undefined,
  // A shared Postgres can be read from here; PGlite belongs to the running server, whose own rebuilds write the journal.
  beforeBuild: process.env.DATABASE_URL ? (slug, buildDir) => writeBuildJournals(slug, buildDir) : undefined,
});
console.log(`Rebuilding ${slug} (${buildTriggerName()} build trigger): ${values.reason}`);
const result = await trigger.requestRebuild(slug, values.reason);
const line = rebuildLine(result);
if (result.status === "failed") {
  console.error(line);
  process.exitCode = 1;
} else console.log(line);
if (result.status === "built") {
  // Compared with the dealer's last plan (nightly or rebuild): this command deploys nothing.
  const planned = await planDealer(slug, join(values.dist, slug), { functionsDir, against: "plan" });
  if ("error" in planned) console.error(planned.error);
  else console.log(`${slug}: ${(await settlePlan(planned, { sent: false })).text}`);
}
