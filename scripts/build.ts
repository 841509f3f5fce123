import { join } from "node:path";
import { discoverTenants } from "./build/discover.ts";
import { BUILD_USAGE, parseBuildOptions, selectTenants, UsageError } from "./build/options.ts";
import { mapWithConcurrency } from "#lib/async/pool.ts";
import { writeTenantDeployBlob } from "./build/deploy-data.ts";
import { buildTenant } from "./build/run-tenant.ts";
import { progressLine, summaryTable } from "./build/summary.ts";
import { refreshFeed } from "./nightly/refresh-feed.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";

/** Multi-tenant build: one Astro run per tenant into dist/<slug>, in parallel; exit 1 if any failed. */
async function main() {
  const options = parseBuildOptions(process.argv.slice(2));
  const slugs = selectTenants(await discoverTenants(options.tenantsDir), options);
  if (slugs.length === 0) {
    console.log(
      options.shard
        ? `Shard ${options.shard.index}/${options.shard.count} has no tenants.`
        : `No tenants found in ${options.tenantsDir}.`,
    );
    return;
  }
  console.log(
    `Building ${slugs.length} tenant(s), ${Math.min(options.concurrency, slugs.length)} at a time: ${slugs.join(", ")}`,
  );
  const results = await mapWithConcurrency(slugs, options.concurrency, async (slug) => {
    console.log(`… ${slug}  building`);
    const result = await buildTenant(slug, {
      tenantsDir: options.tenantsDir,
      outDir: options.netlify ? join(options.distDir, "site") : join(options.distDir, slug),
      env: options.netlify ? await feedCopyForFunctions(options.tenantsDir, slug) : {},
      acceptDrop: options.acceptDrop,
    });
    console.log(progressLine(result, { verbose: options.verbose }));
    if (options.netlify && result.ok) {
      const blob = await writeTenantDeployBlob(options.tenantsDir, slug);
      console.log(`… ${slug}  its functions' files: ${blob.file} (${(blob.bytes / 1024).toFixed(0)} KB)`);
    }
    return result;
  });
  console.log(`\n${summaryTable(results)}`);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} tenant(s) failed: ${failed.map((result) => `${result.slug} (log: ${result.logFile})`).join(", ")}`,
    );
    process.exitCode = 1;
  }
}

/**
 * A Netlify site's functions read the deploy's copy of tenants/<slug>/ (build/deploy-data.ts). For a
 * remote feed, fetch it into the feed folder first, as the nightly does, and build from that copy:
 * the site and its functions then read one version of the stock.
 */
async function feedCopyForFunctions(tenantsDir: string, slug: string): Promise<Record<string, string>> {
  const config = await loadTenantConfig(tenantsDir, slug);
  if (!config.feed.url) return {};
  console.log(`… ${slug}  ${await refreshFeed(join(tenantsDir, slug), config)}`);
  return { FORECOURT_FEED_LOCAL: "1" };
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${BUILD_USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
