import type { OpsSettings } from "#lib/ops/settings.ts";

/**
 * The Netlify site a dealer deploys to: its tenant.json `ops.netlifySiteId` (committed: a site id
 * is not a secret, so the nightly workflow gives its build step no secret but the Netlify token),
 * else the environment variable `ops.netlifySiteIdEnv` names.
 */
export function netlifySiteOf(
  ops: Pick<OpsSettings, "netlifySiteId" | "netlifySiteIdEnv">,
  env: NodeJS.ProcessEnv = process.env,
): { siteId?: string; where: string } {
  if (ops.netlifySiteId) return { siteId: ops.netlifySiteId, where: "ops.netlifySiteId" };
  if (!ops.netlifySiteIdEnv) return { where: "ops.netlifySiteId" };
  return { siteId: env[ops.netlifySiteIdEnv] || undefined, where: `${ops.netlifySiteIdEnv} (ops.netlifySiteIdEnv)` };
}
