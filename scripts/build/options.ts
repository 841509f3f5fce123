import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";

interface BuildOptions {
  /** Tenant slugs named on the command line; empty means every tenant. */
  slugs: string[];
  shard?: { index: number; count: number };
  concurrency: number;
  tenantsDir: string;
  /** Output root: each tenant goes to <distDir>/<slug>. */
  distDir: string;
  /** Netlify mode: build exactly one tenant into dist/site, the folder netlify.toml publishes. */
  netlify: boolean;
  /** Publish even where the publish guard refuses (feed.minValidShare, feed.maxDrop). */
  acceptDrop: boolean;
  /** Every skipped row on its own line, not grouped by reason. */
  verbose: boolean;
}

export const BUILD_USAGE = `Usage: npm run build -- [slug ...] [--shard i/n] [--concurrency n] [--tenants-dir dir] [--netlify]
  slug ...          build only these tenants (default: every folder of the tenants dir with a tenant.json)
  --shard i/n       build the i-th of n equal shares of the tenants (1-based), for spreading over CI runners
  --concurrency n   tenants built at once (default: the number of cores)
  --tenants-dir d   where tenant folders live (default: tenants, or $TENANTS_DIR)
  --dist d          output root, one folder per tenant (default: dist)
  --netlify         build one tenant into dist/site for a Netlify site (netlify.toml)
  --accept-drop     publish even when most of the feed's rows were skipped or the cars fell by more
                    than feed.maxDrop since the last good build (the publish guard)
  --verbose         list every skipped row, not one line per reason`;

export class UsageError extends Error {
  override name = "UsageError";
}

export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard must look like i/n with 1 ≤ i ≤ n (got "${text}")`);
  }
  return { index, count };
}

export function parseBuildOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BuildOptions {
  // biome-ignore lint/suspicious/noImplicitAnyLet: TypeScript types it from the parseArgs call below.
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        shard: { type: "string" },
        concurrency: { type: "string" },
        "tenants-dir": { type: "string" },
        dist: { type: "string", default: "dist" },
        netlify: { type: "boolean", default: false },
        "accept-drop": { type: "boolean", default: false },
        verbose: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const concurrency = values.concurrency === undefined ? availableParallelism() : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new UsageError(`--concurrency must be a whole number ≥ 1 (got "${values.concurrency}")`);
  const slugs = positionals.flatMap((value) => value.split(",")).filter(Boolean);
  if (values.netlify && slugs.length !== 1)
    throw new UsageError("--netlify builds exactly one tenant: name it (e.g. npm run build -- --netlify $TENANT)");
  return {
    slugs,
    shard: values.shard === undefined ? undefined : parseShard(values.shard),
    concurrency,
    tenantsDir: values["tenants-dir"] ?? env.TENANTS_DIR ?? "tenants",
    distDir: values.dist,
    netlify: values.netlify,
    acceptDrop: values["accept-drop"],
    verbose: values.verbose,
  };
}

/**
 * The tenants to build: the named ones (each must exist) or all, then this shard's share.
 * Shards take every n-th tenant of the sorted list so that big and small dealers spread evenly.
 */
export function selectTenants(available: readonly string[], options: Pick<BuildOptions, "slugs" | "shard">): string[] {
  const sorted = [...available].sort();
  const unknown = options.slugs.filter((slug) => !sorted.includes(slug));
  if (unknown.length > 0)
    throw new UsageError(
      `no tenant folder with a tenant.json for: ${unknown.join(", ")} (have: ${sorted.join(", ") || "none"})`,
    );
  const chosen = options.slugs.length > 0 ? sorted.filter((slug) => options.slugs.includes(slug)) : sorted;
  if (!options.shard) return chosen;
  const { index, count } = options.shard;
  return chosen.filter((_, position) => position % count === index - 1);
}
