import { parseArgs } from "node:util";
import { tenantFeedLocation } from "#lib/feed/feed-location.ts";
import { loadTenantFeed } from "#lib/feed/load-feed.ts";
import { searchDocuments } from "#lib/search/availability.ts";
import { feedNow } from "#lib/tenant/build-time.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import { typesenseClusterUrl } from "#lib/search/settings.ts";
import { discoverTenants } from "../build/discover.ts";
import { parseShard, selectTenants, UsageError } from "../build/options.ts";
import { DEFAULT_BATCH_SIZE, ImportRejectedError, indexCollection, issueSearchKey } from "./index-collection.ts";
import { createTypesenseApi } from "../../functions/_shared/platform/providers/typesense/admin-api.ts";

const USAGE = `Usage: npm run search:index -- [slug ...] [--shard i/n] [--tenants-dir dir] [--batch-size n] [--issue-key]
  Indexes each selected tenant whose tenant.json sets search.typesense (the others use the embedded index).
  slug ..., --shard, --tenants-dir   the same tenant selection as npm run build
  --batch-size n                     documents per import request (default ${DEFAULT_BATCH_SIZE})
  --issue-key                        also create the tenant's search-only key and print it for the build environment
  Environment: TYPESENSE_API_KEY (admin key, required); TYPESENSE_URL (optional: a node URL overriding the tenant's nodes)`;

type Outcome = { slug: string; status: "indexed" | "skipped" | "failed"; detail: string };

async function indexTenant(
  slug: string,
  tenantsDir: string,
  options: { batchSize: number; issueKey: boolean; apiKey: string },
): Promise<Outcome> {
  const config = await loadTenantConfig(tenantsDir, slug);
  const settings = config.search.typesense;
  if (!settings) return { slug, status: "skipped", detail: "embedded search (no search.typesense in tenant.json)" };
  const { feed, issues } = await loadTenantFeed(tenantFeedLocation(config, tenantsDir));
  if (issues.length)
    console.log(`  ${slug}: ${issues.length} feed record(s) skipped by validation (see npm run build for each)`);
  const documents = searchDocuments(feed.cars, config, feedNow(config), { locations: feed.locations });
  const api = createTypesenseApi({ url: typesenseClusterUrl(settings, process.env), apiKey: options.apiKey });
  const result = await indexCollection(api, {
    alias: settings.collection,
    documents,
    batchSize: options.batchSize,
    log: (line) => console.log(`  ${slug}: ${line}`),
  });
  if (options.issueKey) {
    const key = await issueSearchKey(api, settings.collection);
    console.log(
      `  ${slug}: new search-only key ${key.id}${key.revoked.length ? ` (revoked ${key.revoked.join(", ")})` : ""}; set it in ${slug}'s build environment:`,
    );
    console.log(`    ${settings.searchKeyEnv}=${key.scopedKey}`);
  }
  return { slug, status: "indexed", detail: `${result.documents} cars → ${result.collection}` };
}

async function main() {
  // biome-ignore lint/suspicious/noImplicitAnyLet: TypeScript types it from the parseArgs call below.
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        shard: { type: "string" },
        "tenants-dir": { type: "string" },
        "batch-size": { type: "string" },
        "issue-key": { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const tenantsDir = values["tenants-dir"] ?? process.env.TENANTS_DIR ?? "tenants";
  const batchSize = values["batch-size"] === undefined ? DEFAULT_BATCH_SIZE : Number(values["batch-size"]);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new UsageError(`--batch-size must be a whole number ≥ 1 (got "${values["batch-size"]}")`);
  const apiKey = process.env.TYPESENSE_API_KEY;
  if (!apiKey)
    throw new UsageError("TYPESENSE_API_KEY is not set: the indexer needs an admin key of the Typesense cluster.");
  const slugs = selectTenants(await discoverTenants(tenantsDir), {
    slugs: positionals.flatMap((value) => value.split(",")).filter(Boolean),
    shard: values.shard === undefined ? undefined : parseShard(values.shard),
  });
  console.log(`Indexing ${slugs.length} tenant(s) into Typesense: ${slugs.join(", ") || "none"}`);
  const outcomes: Outcome[] = [];
  // One tenant at a time: imports are the cluster's work, and the log stays readable.
  for (const slug of slugs) {
    try {
      const outcome = await indexTenant(slug, tenantsDir, { batchSize, issueKey: values["issue-key"], apiKey });
      outcomes.push(outcome);
      console.log(`${outcome.status === "indexed" ? "✓" : "–"} ${slug}  ${outcome.detail}`);
    } catch (error) {
      const detail = error instanceof ImportRejectedError ? error.message : (error as Error).message;
      outcomes.push({ slug, status: "failed", detail });
      console.error(`✗ ${slug}  ${detail}`);
    }
  }
  const failed = outcomes.filter((outcome) => outcome.status === "failed");
  console.log(
    `\n${outcomes.filter((o) => o.status === "indexed").length} indexed, ${outcomes.filter((o) => o.status === "skipped").length} skipped, ${failed.length} failed`,
  );
  if (failed.length) process.exitCode = 1;
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
