import { spawnSync } from "node:child_process";
import { sharedBuildTrigger } from "../functions/_shared/rebuilds/request.ts";
import { discoverTenants } from "./build/discover.ts";
import { staleTenants } from "./build/staleness.ts";
import { rebuildLine } from "./ops/rebuild-line.ts";
import { watchTenants } from "./ops/watch-tenants.ts";
import { createForecourtServer, listBuiltTenants } from "./server/create-server.ts";
import { prepareToListen } from "./server/startup.ts";

/**
 * `npm start`: build the sample dealers whose site is missing or out of date, then serve every
 * built tenant with its functions on one port, by host (http://<slug>.localhost:<port>/), and
 * rebuild a tenant when its files change (`--no-watch` or FORECOURT_WATCH=off turns that off).
 */
const TENANTS_DIR = process.env.TENANTS_DIR ?? "tenants";
const DIST_DIR = "dist";
const PORT = Number(process.env.PORT ?? 8888);
const WATCH = !process.argv.includes("--no-watch") && process.env.FORECOURT_WATCH !== "off";

const known = await discoverTenants(TENANTS_DIR);
const stale = await staleTenants(known, { tenantsDir: TENANTS_DIR, distDir: DIST_DIR });
if (stale.length > 0) {
  console.log(`Building ${stale.join(", ")} (missing or older than their sources)…`);
  const build = spawnSync(process.execPath, ["scripts/build.ts", ...stale], { stdio: "inherit" });
  if (build.status !== 0) console.warn("Some tenants failed to build (see above); serving the ones that built.");
}

const slugs = listBuiltTenants(DIST_DIR);
if (slugs.length === 0) {
  console.error("No tenant was built, so there is nothing to serve. See the build output above.");
  process.exit(1);
}
await prepareToListen(slugs);
const site = createForecourtServer({ distDir: DIST_DIR, functionsDir: "functions" });
const { port } = await site.listen(PORT, "127.0.0.1");
console.log(`\nForecourt is serving ${slugs.length} dealer site(s):`);
for (const slug of slugs) console.log(`  ${slug.padEnd(28)} http://${slug}.localhost:${port}/`);

if (WATCH) {
  // Editors' loop: a saved feed, page or setting rebuilds that dealer only (debounced by
  // ops.rebuildDebounceSeconds), swapped in atomically while the server keeps serving.
  // The same trigger as the stock hook's (one coalescing queue per tenant).
  process.env.BUILD_TRIGGER = "local";
  const trigger = sharedBuildTrigger()!;
  const slugs = new Set(known);
  const announced = new Set<string>();
  watchTenants(
    TENANTS_DIR,
    (slug, file) => {
      if (!announced.has(slug)) console.log(`${slug}: ${file} changed, rebuilding…`);
      announced.add(slug);
      trigger.requestRebuild(slug, `${file} changed`).then(
        (result) => {
          announced.delete(slug);
          (result.status === "failed" ? console.error : console.log)(rebuildLine(result));
        },
        (error: Error) =>
          console.error(`${slug}: rebuild could not run (${error.message}); still serving the last site.`),
      );
    },
    (slug) => slugs.has(slug),
  );
  console.log(`\nWatching ${TENANTS_DIR}/<slug>/{tenant.json,feed,content,public}: a change rebuilds that dealer.`);
}
console.log("\nPress Ctrl+C to stop.");
