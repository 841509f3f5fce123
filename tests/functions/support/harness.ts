import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll } from "vitest";
import type { FunctionContext, Handler } from "../../../functions/_shared/platform/http/define-function.ts";
import { clearTenantCache } from "../../../functions/_shared/platform/tenant.ts";
import { signedHeaders } from "#lib/security/signed-call.ts";

/** Both fixture tenants' stock hook secret. */
export const STOCK_HOOK_SECRET = "stock-hook-secret-for-tests-0123456789";
/** Both fixture tenants' ops secret (ops.opsSecretEnv), never the stock hook's. */
/** The key the SMS provider's inbound rule carries (SMS_INBOUND_KEY). */
export const SMS_INBOUND_KEY = "sms-inbound-key-for-tests-0123456789";
export const OPS_SECRET = "ops-secret-for-tests-9876543210abcdef";

/** Function tests run with the function-tenants fixtures, a temp data dir and a fixed secret. */
export function useFunctionEnv(): { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-fn-"));
  process.env.TENANTS_DIR = resolve("tests/fixtures/function-tenants");
  process.env.DATA_DIR = dataDir;
  // A function reached without a test database of its own opens a throwaway one here, never the
  // checkout's .data/pglite (which `npm start` owns, and which a killed process can leave unusable).
  process.env.PGLITE_DIR = join(dataDir, "pglite");
  process.env.SESSION_SECRET = "test-secret-test-secret-test-secret-0123";
  process.env.SMS_PROVIDER = "local";
  process.env.FORECOURT_LOCAL_SMS = "on";
  process.env.SMS_INBOUND_KEY = SMS_INBOUND_KEY;
  process.env.TWO_YARDS_STOCK_HOOK_SECRET = STOCK_HOOK_SECRET;
  process.env.ONE_YARD_STOCK_HOOK_SECRET = STOCK_HOOK_SECRET;
  process.env.TWO_YARDS_OPS_SECRET = OPS_SECRET;
  process.env.ONE_YARD_OPS_SECRET = OPS_SECRET;
  process.env.BOOKING_YARD_STOCK_HOOK_SECRET = STOCK_HOOK_SECRET;
  process.env.BOOKING_YARD_OPS_SECRET = OPS_SECRET;
  // The stock hook's rebuilds are the build trigger's own tests; here nothing is built.
  process.env.BUILD_TRIGGER = "off";
  delete process.env.TENANT;
  clearTenantCache();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

export interface CallOptions {
  method?: string;
  slug?: string;
  body?: unknown;
  /** A raw body, sent as is (malformed JSON, oversized text). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
  cookie?: string;
  query?: Record<string, string>;
  /** Signs the call (method, path, body and a new nonce) as the stock hook's and ops senders do, with this secret. */
  signWith?: string;
  /** The caller's address as the platform reports it (context.ip). */
  ip?: string;
}

export interface Called {
  response: Response;
  status: number;
  json: any;
  /** Promises the function handed to context.waitUntil, already settled. */
  background: unknown[];
}

/** Request in, Response out: the function's default export called the way the runner calls it. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<Called> {
  const url = new URL(path, `http://${options.slug ?? "two-yards"}.localhost:8888`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({
    host: url.host,
    "x-forecourt-tenant": options.slug ?? "two-yards",
    ...options.headers,
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.raw !== undefined) body = options.raw as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  if (options.signWith && typeof body === "string")
    for (const [name, value] of Object.entries(signedHeaders(options.signWith, { method, path: url.pathname, body })))
      if (!headers.has(name)) headers.set(name, value);
  const request = new Request(url, { method, headers, body });
  const pending: Promise<unknown>[] = [];
  const context: FunctionContext = { waitUntil: (p) => void pending.push(p), ip: options.ip ?? "203.0.113.9" };
  const response = await handler(request, context);
  const background = await Promise.all(pending);
  const text = await response.clone().text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { response, status: response.status, json, background };
}

/** The session cookie (name=value) from a response's Set-Cookie. */
export function sessionCookieFrom(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith("fc_session="));
  if (!line) throw new Error("no fc_session cookie was set");
  return line.split(";")[0]!;
}
