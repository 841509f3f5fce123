/**
 * A secret named in tenant.json (ops.netlifySiteIdEnv): from the environment, or from
 * FORECOURT_SECRETS_JSON, the JSON of all repository secrets the GitHub workflow passes so that
 * hundreds of dealers need no workflow edit each.
 */
export function namedSecret(name: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!name) return undefined;
  if (env[name]) return env[name];
  try {
    const all = JSON.parse(env.FORECOURT_SECRETS_JSON ?? "{}") as Record<string, unknown>;
    return typeof all[name] === "string" && all[name] ? (all[name] as string) : undefined;
  } catch {
    return undefined;
  }
}
