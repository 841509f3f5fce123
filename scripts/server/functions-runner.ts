import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { isProduction } from "../../functions/_shared/platform/env.ts";
import { compileRoutes, loadFunctionRoutes, matchRoute, type FunctionRoute } from "./function-routes.ts";
import { createContext, installNetlifyGlobal, netlifyContextStore } from "./netlify-context.ts";
import { TENANT_HEADER } from "#lib/tenant/slug.ts";
import { headersFrom, sendJson, toWebRequest, writeWebResponse } from "./web-bridge.ts";

export interface FunctionsRunner {
  /** The functions that loaded, in file order. */
  readonly routes: readonly FunctionRoute[];
  /** True when some function's config.path and config.method accept this request. */
  matches(method: string, pathname: string): boolean;
  /**
   * True when this request is for a scheduled function (config.schedule), which serves every
   * tenant: the server runs it on its own address, with no tenant, as the platform's scheduler does.
   */
  isScheduled(method: string, pathname: string): boolean;
  /**
   * Runs the matching function for a tenant (null: a scheduled function run for every tenant), or
   * answers the spec's JSON 404. Never rejects.
   */
  handle(req: IncomingMessage, res: ServerResponse, slug: string | null, url: URL): Promise<void>;
  /** Resolves once every context.waitUntil() promise has settled. */
  settle(): Promise<void>;
}

const INTERNAL_ERROR = { error: { code: "internal", message: "An unexpected error occured" } };

/** Loads functionsDir once and routes requests to functions the way Netlify does. */
export async function createFunctionsRunner(functionsDir: string): Promise<FunctionsRunner> {
  const routes = await loadFunctionRoutes(functionsDir);
  const patterns = compileRoutes(routes);
  const store = netlifyContextStore();
  installNetlifyGlobal(store);
  const deployId = `local-${randomUUID()}`;
  const pending = new Set<Promise<unknown>>();

  const waitUntilFor = (name: string) => (promise: Promise<unknown>) => {
    const tracked: Promise<unknown> = Promise.resolve(promise)
      .catch((error) => console.error(`[functions] ${name}: a context.waitUntil() promise rejected:`, error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  async function handle(req: IncomingMessage, res: ServerResponse, slug: string | null, url: URL): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    // The Fetch API cannot build a Request with TRACE (Node refuses TRACK and CONNECT itself).
    if (method === "TRACE") {
      res.setHeader("allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      return sendJson(res, 405, { error: { code: "method_not_allowed", message: "TRACE is not allowed" } });
    }
    const match = matchRoute(patterns, method, url.pathname);
    if (!match) {
      const message = `No function answers ${method} ${url.pathname}`;
      return sendJson(res, 404, { error: { code: "not_found", message } });
    }
    const { route, params } = match;
    const requestId = randomUUID();
    const headers = headersFrom(req);
    const ip = clientAddressOf(req);
    // The tenant travels on the request, never in process.env: tenants share this process. Only
    // the server sets it: a client's own header never reaches a function.
    if (slug) headers.set(TENANT_HEADER, slug);
    else headers.delete(TENANT_HEADER);
    headers.set("x-nf-request-id", requestId);
    headers.set("x-nf-client-connection-ip", ip);
    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      const request = toWebRequest(req, url, headers, aborted.signal);
      const waitUntil = waitUntilFor(route.name);
      const { context, setCookieHeaders } = createContext({
        request,
        params,
        slug,
        ip,
        requestId,
        deployId,
        functionName: route.name,
        waitUntil,
      });
      const response: unknown = await store.run({ context }, () => route.handler(request, context));
      if (!(response instanceof Response))
        throw new TypeError(`${route.name} returned ${describe(response)} instead of a Response`);
      res.setHeader("x-nf-request-id", requestId);
      await writeWebResponse(res, response, setCookieHeaders(), method === "HEAD");
    } catch (error) {
      console.error(`[functions] ${route.name} failed on ${method} ${url.pathname}:`, error);
      if (!res.headersSent) sendJson(res, 500, INTERNAL_ERROR);
      else res.destroy();
    }
  }

  return {
    routes,
    matches: (method, pathname) => matchRoute(patterns, method.toUpperCase(), pathname) !== null,
    isScheduled: (method, pathname) => matchRoute(patterns, method.toUpperCase(), pathname)?.route.schedule != null,
    handle,
    settle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

function describe(value: unknown): string {
  return value === null
    ? "null"
    : typeof value === "object"
      ? `an object (${value.constructor?.name ?? "Object"})`
      : typeof value;
}

/** The browser tests' stand-in for a shopper's own address (playwright.config.ts sets the variable for its server). */
const TEST_CLIENT_HEADER = "x-forecourt-test-client-ip";

/**
 * The socket's address, as Netlify's edge sets it: a client-sent header never chooses it. Only the
 * browser tests' server (FORECOURT_TEST_CLIENT_ADDRESSES=1, refused in production) lets each test
 * say which shopper's address it stands for, since every test's browser connects from 127.0.0.1
 * and per-address limits (one reservation per address, SMS codes) would make them one shopper.
 */
function clientAddressOf(req: IncomingMessage): string {
  const socket = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  if (process.env.FORECOURT_TEST_CLIENT_ADDRESSES !== "1" || isProduction()) return socket;
  const claimed = req.headers[TEST_CLIENT_HEADER];
  return typeof claimed === "string" && isIP(claimed) ? claimed : socket;
}
