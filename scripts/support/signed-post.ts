import { signedHeaders } from "#lib/security/signed-call.ts";
import { loadTenantConfig } from "#lib/tenant/load-tenant.ts";
import { siteFetch } from "./site-fetch.ts";

export interface SignedAnswer {
  status: number;
  ok: boolean;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
}

/**
 * POSTs a JSON body to one of a dealer's signed endpoints, signed (time, a new nonce, method, path
 * and body) with the secret in the environment variable its tenant.json names: ops.stockHookSecretEnv
 * for the stock hook, ops.opsSecretEnv for the ops reservations. Without `url`, the local server,
 * which serves every dealer on one port and picks the tenant from a header. Throws an Error whose
 * message is meant for the operator.
 */
export async function signedPost(options: {
  slug: string;
  path: `/api/${string}`;
  body: unknown;
  /** Which of the dealer's secrets signs this endpoint. */
  secret: "stockHookSecretEnv" | "opsSecretEnv";
  url?: string;
  tenantsDir: string;
}): Promise<SignedAnswer> {
  const { slug } = options;
  const config = await loadTenantConfig(options.tenantsDir, slug);
  const setting = `ops.${options.secret}`;
  const envName = config.ops[options.secret];
  if (!envName) throw new Error(`${slug}: tenant.json has no ${setting}, so signed calls are refused.`);
  const secret = process.env[envName];
  if (!secret) throw new Error(`${slug}: set ${envName} (${setting}) to the dealer's signing secret.`);
  const body = JSON.stringify(options.body);
  const local = !options.url;
  const url = new URL(options.path, options.url ?? `http://127.0.0.1:${process.env.PORT ?? 8888}`);
  // A dealer's *.localhost address reaches this machine as a browser's would.
  const response = await siteFetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...signedHeaders(secret, { method: "POST", path: url.pathname, body }),
      ...(local ? { "x-forecourt-tenant": slug } : {}),
    },
    body,
  }).catch((error: Error) => {
    throw new Error(`Could not reach ${url.origin}: ${error.message}${local ? " (is npm start running?)" : ""}`);
  });
  return {
    status: response.status,
    ok: response.ok,
    body: (await response.json().catch(() => ({}))) as SignedAnswer["body"],
  };
}

/** "slug: HTTP 409: message" and one line per field, for a refused call. */
export function refusal(slug: string, answer: SignedAnswer): string {
  const fields = Object.entries(answer.body.error?.fields ?? {}).map(([path, message]) => `  ${path}: ${message}`);
  return [`${slug}: HTTP ${answer.status}: ${answer.body.error?.message ?? "no answer"}`, ...fields].join("\n");
}
