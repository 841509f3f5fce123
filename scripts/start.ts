import { spawnSync } from "node:child_process";
import { discoverTenants } from "./build/discover.ts";
import { staleTenants } from "./build/staleness.ts";
import { createForecourtServer, listBuiltTenants } from "./server/create-server.ts";

/**
 * `npm start`: build the sample dealers whose site is missing or out of date, then serve every
 * built tenant with its functions on one port, by host (http://<slug>.localhost:<port>/).
 */
const TENANTS_DIR = process.env.TENANTS_DIR ?? "tenants";
const DIST_DIR = "dist";
const PORT = Number(process.env.PORT ?? 8888);

const stale = await staleTenants(await discoverTenants(TENANTS_DIR), { tenantsDir: TENANTS_DIR, distDir: DIST_DIR });
if (stale.length > 0) {
  console.log(`Building ${stale.join(", ")} (missing or older than their sources)…`);
  const build = spawnSync(process.execPath, ["scripts/build.ts", ...stale], { stdio: "inherit" });
  if (build.status !== 0) console.warn("Some tenants failed to build (see above); serving the ones that built.");
}

const tenants = listBuiltTenants(DIST_DIR);
if (tenants.length === 0) {
  console.error("No tenant was built, so there is nothing to serve. See the build output above.");
  process.exit(1);
}
const site = createForecourtServer({ distDir: DIST_DIR, functionsDir: "functions" });
const { port } = await site.listen(PORT, "127.0.0.1");
console.log(`\nForecourt is serving ${tenants.length} dealer site(s):`);
for (const slug of tenants) console.log(`  ${slug.padEnd(28)} http://${slug}.localhost:${port}/`);
console.log("\nPress Ctrl+C to stop.");
