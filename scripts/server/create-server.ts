import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFunctionsRunner, type FunctionsRunner } from "./functions-runner.ts";
import { IMAGE_CDN_PATH, serveImage } from "./image-cdn.ts";
import { tenantIndexPage, unknownTenantPage } from "./index-page.ts";
import { sendText, serveStatic } from "./static-files.ts";
import { TENANT_HEADER } from "#lib/tenant/slug.ts";
import { listBuiltTenants, tenantFromHost, tenantRootAfterSwap } from "./tenants.ts";

export { listBuiltTenants, tenantFromHost } from "./tenants.ts";
export { tenantUrl } from "./index-page.ts";

interface ForecourtServerOptions {
  /** Folder holding one built tenant per sub-folder (dist/<slug>/). */
  distDir: string;
  /** Folder of Netlify functions (functions/). */
  functionsDir: string;
  /** Default port for listen(); 8888 when omitted. */
  port?: number;
  /** Log, rather than die on, errors that escape a function (timers, unawaited promises). Default true. */
  crashGuard?: boolean;
}

export interface ForecourtServer {
  /** The underlying node:http server. */
  server: Server;
  /** Resolves once functionsDir is loaded; a broken module is reported and skipped. Rejects only if the folder is unreadable. */
  ready: Promise<FunctionsRunner>;
  /** Waits for the functions, then listens; port 0 picks a free port. Resolves with the bound port and host. */
  listen(port?: number, host?: string): Promise<{ port: number; host: string }>;
  /** Stops accepting requests, drops idle connections and waits for context.waitUntil() work. */
  close(): Promise<void>;
}

/**
 * Serves every built tenant under dist/ with its functions on one port, chosen by host:
 * http://<slug>.localhost:<port>/, as each tenant has its own domain in production.
 */
export function createForecourtServer(options: ForecourtServerOptions): ForecourtServer {
  const { distDir } = options;
  // Loading starts now; requests and listen() wait for it, so callers need no extra await.
  const ready = createFunctionsRunner(options.functionsDir);
  ready.catch(() => {}); // surfaced by listen() and by requests, not as an unhandled rejection
  const server = createServer((req, res) => {
    dispatch(req, res).catch((error) => {
      console.error(`[serve] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(req, res, 500, "Internal Server Error");
      else res.destroy();
    });
  });

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? "/";
    const host = req.headers.host ?? `localhost:${(server.address() as AddressInfo).port}`;
    const url = requestUrl(host, rawUrl);
    if (!url) return sendText(req, res, 400, "Bad Request");
    const port = Number(url.port) || (server.address() as AddressInfo).port;
    // A tenant's own host always wins: TENANT_HEADER only names one for a bare 127.0.0.1 or localhost
    // (Node cannot resolve *.localhost, so tests and scripts use it).
    const requested = tenantFromHost(host) ?? headerValue(req, TENANT_HEADER);
    // A scheduled function (reservations-expire, outbox-retry) serves every tenant: at the server's
    // own address it runs for all of them, as ops run it by hand (docs/operators.md § Reservations).
    if (!requested && url.pathname.startsWith("/.netlify/functions/")) {
      const functions = await ready;
      if (functions.isScheduled(req.method ?? "GET", url.pathname)) return functions.handle(req, res, null, url);
    }
    if (!requested) {
      const status = url.pathname === "/" ? 200 : 404;
      return sendText(req, res, status, tenantIndexPage(listBuiltTenants(distDir), port), "text/html; charset=utf-8");
    }
    const slug = requested.toLowerCase();
    const root = await tenantRootAfterSwap(distDir, slug);
    if (!root)
      return sendText(
        req,
        res,
        404,
        unknownTenantPage(requested, listBuiltTenants(distDir), port),
        "text/html; charset=utf-8",
      );

    const rawPath = rawUrl.split("?", 1)[0]!;
    if (rawPath === IMAGE_CDN_PATH) return serveImage(req, res, root, url.searchParams, slug);
    // Like Netlify, a function's config.path wins over a static file at the same path.
    const functions = await ready;
    const method = req.method ?? "GET";
    if (functions.matches(method, url.pathname) || /^\/(api|\.netlify\/functions)(\/|$)/.test(url.pathname)) {
      return functions.handle(req, res, slug, url);
    }
    return serveStatic(req, res, root, rawPath);
  }

  return {
    server,
    ready,
    listen: async (port = options.port ?? 8888, host = "127.0.0.1") => {
      await ready;
      return new Promise((resolve, reject) => {
        if (options.crashGuard !== false) installCrashGuard();
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve({ port: (server.address() as AddressInfo).port, host });
        });
      });
    },
    close: async () => {
      if (server.listening) {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await closed;
      }
      await ready.then(
        (functions) => functions.settle(),
        () => {},
      );
    },
  };
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

let crashGuardInstalled = false;

// Several tenants share this process: one function's stray rejection must not take all of them down.
function installCrashGuard(): void {
  if (crashGuardInstalled) return;
  crashGuardInstalled = true;
  process.on("unhandledRejection", (reason) =>
    console.error("[serve] unhandled rejection (server keeps running):", reason),
  );
  process.on("uncaughtException", (error) =>
    console.error("[serve] uncaught exception (server keeps running):", error),
  );
}

/** The request's URL, or null for a target or Host no browser sends (a bad port, stray characters). */
function requestUrl(host: string, rawUrl: string): URL | null {
  if (!rawUrl.startsWith("/") || !/^[a-z0-9.\-[\]:]+$/i.test(host)) return null;
  try {
    return new URL(`http://${host}${rawUrl}`);
  } catch {
    return null;
  }
}
