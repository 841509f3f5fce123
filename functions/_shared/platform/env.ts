import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Local state (PGlite, the dev session secret, the local email outbox) lives here unless DATA_DIR says otherwise. */
export function dataDir(): string {
  return process.env.DATA_DIR || join(process.env.FORECOURT_ROOT || process.cwd(), ".data");
}

/**
 * Anything deployed counts as production: NODE_ENV or Netlify's CONTEXT say so, or the code runs
 * on Netlify's function runtime (AWS Lambda) at all — deploy previews included, so development
 * conveniences (generated secrets, readable SMS codes) can never appear on a public site.
 */
export const isProduction = () =>
  process.env.NODE_ENV === "production" ||
  process.env.CONTEXT === "production" ||
  Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) ||
  process.env.NETLIFY === "true";

let devSecret: string | null = null;

/**
 * The key that signs session cookies and hashes sign-in codes. Production must set
 * SESSION_SECRET (at least 32 characters); elsewhere a random one is generated once into
 * .data/session-secret so sessions survive restarts of the local server.
 */
export function sessionSecret(): string {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters (openssl rand -hex 32)");
    return fromEnv;
  }
  if (isProduction())
    throw new Error("SESSION_SECRET is not set: set it in the site's environment variables (openssl rand -hex 32)");
  if (devSecret) return devSecret;
  const file = join(dataDir(), "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  devSecret = readFileSync(file, "utf8").trim();
  return devSecret;
}

/** Reads a secret named by tenant.json (e.g. a webhook key); an operator error if it is missing. */
export function secretFromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} (named in tenant.json leads.destinations) is not set`);
  return value;
}
