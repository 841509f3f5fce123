import { lt } from "drizzle-orm";
import type { AnyContract } from "#lib/api/contract.ts";
import { checkSignature } from "#lib/security/signed-call.ts";
import { type Db, getDb } from "../db/client.ts";
import { signedCallNonces } from "../db/schema.ts";
import type { Call } from "./define-function.ts";

/** A shorter secret is a configuration mistake, refused like a missing one. */
const MIN_SECRET_LENGTH = 16;

/**
 * Which of the dealer's secrets signs a call: the stock hook's, or the ops secret (whoever
 * feeds stock must not be able to list shoppers or move deposits, so the two are never shared).
 */
export type SigningSecret = "stockHookSecretEnv" | "opsSecretEnv";

export type SignedCallProblem = "hook_not_configured" | "bad_signature" | "replayed";

/**
 * Why a signed call is refused, or null: the dealer's secret (the env var `ops.<secretSetting>`
 * names) is missing or too short; the signature over time, nonce, method, path and body is missing,
 * wrong or more than five minutes off; or its nonce was already taken (a replay).
 */
export async function signedCallProblem(
  rawBody: string,
  call: Pick<Call<AnyContract>, "slug" | "site" | "request">,
  secretSetting: SigningSecret,
): Promise<SignedCallProblem | null> {
  const envName = (await call.site()).config.ops[secretSetting];
  const secret = envName ? process.env[envName] : undefined;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    console.error(
      `[signed call] ${call.slug}: ${envName ? `${envName} (ops.${secretSetting}) is not set` : `tenant.json names no ops.${secretSetting}`}; set it to a secret of at least ${MIN_SECRET_LENGTH} characters`,
    );
    return "hook_not_configured";
  }
  const { request } = call;
  const check = checkSignature(
    request.headers,
    { method: request.method, path: new URL(request.url).pathname, body: rawBody },
    secret,
  );
  if (!check.ok) return "bad_signature";
  // Only a good signature reaches the table, so strangers cannot fill it.
  if (await claimNonce(await getDb(), call.slug, check.nonce, check.keepUntil)) return null;
  console.warn(`[signed call] ${call.slug}: ${request.method} ${new URL(request.url).pathname} replayed (nonce seen)`);
  return "replayed";
}

/** Takes a nonce once: true the first time; expired nonces are pruned on the way. */
export async function claimNonce(
  db: Pick<Db, "delete" | "insert">,
  slug: string,
  nonce: string,
  keepUntil: Date,
  now = new Date(),
): Promise<boolean> {
  await db.delete(signedCallNonces).where(lt(signedCallNonces.expiresAt, now));
  const [taken] = await db
    .insert(signedCallNonces)
    .values({ tenant: slug, nonce, expiresAt: keepUntil })
    .onConflictDoNothing()
    .returning({ nonce: signedCallNonces.nonce });
  return Boolean(taken);
}
