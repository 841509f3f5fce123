import type { Context } from "@netlify/functions";
import { AsyncLocalStorage } from "node:async_hooks";
import { createCookieJar } from "./cookies.ts";

/** Where a request came from when the platform has no real geolocation: central Sydney. */
const LOCAL_GEO: Context["geo"] = {
  city: "Sydney",
  country: { code: "AU", name: "Australia" },
  subdivision: { code: "NSW", name: "New South Wales" },
  postalCode: "2000",
  latitude: -33.8688,
  longitude: 151.2093,
  timezone: "Australia/Sydney",
};

interface ContextInput {
  request: Request;
  params: Record<string, string>;
  /** null: a scheduled function run for every tenant, at the server's own address. */
  slug: string | null;
  ip: string;
  requestId: string;
  deployId: string;
  functionName: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Builds a Netlify-shaped Context; set-cookies are collected for the response writer. */
export function createContext(input: ContextInput): { context: Context; setCookieHeaders: () => string[] } {
  const url = new URL(input.request.url);
  const { cookies, setCookieHeaders } = createCookieJar(input.request.headers.get("cookie"));
  const edgeOnly = (name: string) => () => {
    throw new Error(`context.${name}() is only available in Netlify edge functions, not in ${input.functionName}`);
  };
  const context: Context = {
    account: { id: "local" },
    cookies,
    deploy: { context: "dev", id: input.deployId, published: false },
    geo: LOCAL_GEO,
    ip: input.ip,
    json: (body: unknown, init?: ResponseInit) => Response.json(body, init),
    log: (...data: unknown[]) => console.log(`[${input.functionName}]`, ...data),
    next: edgeOnly("next") as Context["next"],
    params: input.params,
    rewrite: edgeOnly("rewrite") as Context["rewrite"],
    requestId: input.requestId,
    server: { region: "local" },
    site: { id: `local-${input.slug ?? "all"}`, name: input.slug ?? "forecourt", url: url.origin },
    url,
    waitUntil: input.waitUntil,
  };
  return { context, setCookieHeaders };
}

type ContextStore = AsyncLocalStorage<{ context: Context }>;

// @netlify/functions' getContext() reads this global store; sharing it makes getContext() work locally.
const STORE_KEY = Symbol.for("@netlify/functions/request-context-store");

export function netlifyContextStore(): ContextStore {
  const globals = globalThis as unknown as Record<symbol, unknown>;
  if (!(globals[STORE_KEY] instanceof AsyncLocalStorage)) globals[STORE_KEY] = new AsyncLocalStorage();
  return globals[STORE_KEY] as ContextStore;
}

/** The `Netlify` global (Netlify.env, Netlify.context) that functions may use instead of process.env. */
export function installNetlifyGlobal(store: ContextStore): void {
  const globals = globalThis as unknown as Record<string, unknown>;
  if (globals.Netlify) return;
  globals.Netlify = {
    env: {
      get: (key: string) => process.env[key],
      has: (key: string) => key in process.env,
      set: (key: string, value: string) => void (process.env[key] = value),
      delete: (key: string) => void delete process.env[key],
      toObject: () => Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)),
    },
    get context() {
      return store.getStore()?.context ?? null;
    },
  };
}
