import { REBUILD_DEBOUNCE_SECONDS } from "#lib/ops/settings.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import { coalesceByKey } from "./coalesce.ts";
import { type LocalBuildOptions, localBuild } from "./local.ts";
import { netlifyBuildHook } from "./netlify.ts";
import type { BuildTrigger, BuildTriggerName, RebuildRunner } from "./types.ts";

export type { BuildTrigger, BuildTriggerName, RebuildResult } from "./types.ts";
export { coalesceByKey } from "./coalesce.ts";

/** BUILD_TRIGGER picks the provider: "local" (default) or "netlify". */
export function buildTriggerName(env: NodeJS.ProcessEnv = process.env): BuildTriggerName {
  const name = env.BUILD_TRIGGER || "local";
  if (name !== "local" && name !== "netlify")
    throw new Error(`BUILD_TRIGGER must be "local" or "netlify", not "${name}"`);
  return name;
}

interface BuildTriggerOptions {
  name?: BuildTriggerName;
  tenantsDir?: string;
  distDir?: string;
  buildDir?: string;
  env?: NodeJS.ProcessEnv;
  fetch?: typeof globalThis.fetch;
  /** Overrides every tenant's ops.rebuildDebounceSeconds (tests, the CLI's --now). */
  debounceSeconds?: number;
  /** Local builds: runs before each one (the server writes the stock journal; rebuilds/request.ts). */
  beforeBuild?: LocalBuildOptions["beforeBuild"];
  /** Local builds: runs after each good one (the server pushes what it changed to the syndication destinations). */
  afterBuild?: LocalBuildOptions["afterBuild"];
}

/**
 * The one way to ask for a rebuild of a dealer: `buildTrigger().requestRebuild(slug, reason)`.
 * Requests for one tenant within its `ops.rebuildDebounceSeconds` are coalesced into one build.
 * Locally the build runs here and is swapped in atomically; on Netlify the tenant's build hook
 * (URL in the env var named by `ops.buildHookEnv`) queues a build of its site.
 */
export function buildTrigger(options: BuildTriggerOptions = {}): BuildTrigger {
  const env = options.env ?? process.env;
  const name = options.name ?? buildTriggerName(env);
  const tenantsDir = options.tenantsDir ?? env.TENANTS_DIR ?? "tenants";
  const config = (slug: string) => loadTenantConfig(tenantsDir, slug);
  const runner: RebuildRunner =
    name === "local"
      ? localBuild({
          tenantsDir,
          distDir: options.distDir ?? env.FORECOURT_DIST_DIR ?? "dist",
          buildDir: options.buildDir,
          beforeBuild: options.beforeBuild,
          afterBuild: options.afterBuild,
        })
      : netlifyBuildHook({
          fetch: options.fetch,
          hookUrl: async (slug) => {
            const ops = await config(slug).then(
              (c) => c.ops,
              (error: Error) => ({ error }),
            );
            if ("error" in ops) return { problem: ops.error.message };
            if (!ops.buildHookEnv) return { problem: `${slug}: tenant.json has no ops.buildHookEnv` };
            const url = env[ops.buildHookEnv];
            return url ? { url } : { problem: `${slug}: ${ops.buildHookEnv} (ops.buildHookEnv) is not set` };
          },
        });
  const debounceMs = async (slug: string) =>
    1000 *
    (options.debounceSeconds ??
      (await config(slug).then(
        (c) => c.ops.rebuildDebounceSeconds,
        () => REBUILD_DEBOUNCE_SECONDS,
      )));
  return { name, requestRebuild: coalesceByKey(runner, debounceMs) };
}
