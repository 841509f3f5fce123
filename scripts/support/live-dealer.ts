// A small sample dealer built and served on its own (its own dist, database and build folder), so
// the stock hook's rebuilds never touch the sites other browser tests read. Used by the freshness
// browser test and scripts/bench/freshness.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { signedHeaders } from "#lib/security/signed-call.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export const LIVE_DEALER = "bayside-ford";
export const LIVE_SECRET = "live-dealer-stock-hook-secret-0123456789";
const SECRET_ENV = "BAYSIDE_FORD_STOCK_HOOK_SECRET";
/** The small dealer's channel feed token (its syndication.tokenEnv). */
export const LIVE_FEED_TOKEN = "live-dealer-feed-token-0123456789";
const FEED_TOKEN_ENV = "BAYSIDE_FORD_FEED_TOKEN";

export interface LiveDealer {
  dir: string;
  port: number;
  /** http://bayside-ford.localhost:<port> (for the browser: Node cannot resolve *.localhost) */
  origin: string;
  /** The same site for Node: http://127.0.0.1:<port><path> and the tenant header the local server reads. */
  direct(path: string): [string, { headers: Record<string, string> }];
  env: NodeJS.ProcessEnv;
  /** Pulls a channel feed (/feeds/<file>) with the dealer's token, as Google or Meta does. */
  pullFeed(file: string): Promise<{ status: number; text: string }>;
  /** Posts a signed stock change, as the dealer's stock system does. */
  sendStock(changes: Record<string, unknown>[]): Promise<{ status: number; json: unknown }>;
  stop(): Promise<void>;
}

/** Copies the sample dealer with its first `cars` cars and no rebuild debounce into a temp folder. */
async function prepare(cars: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "forecourt-live-"));
  const slug = join(dir, "tenants", LIVE_DEALER);
  await cp(join(ROOT, "tenants", LIVE_DEALER), slug, { recursive: true });
  const feed = JSON.parse(await readFile(join(slug, "feed", "cars.json"), "utf8")) as unknown[];
  await writeFile(join(slug, "feed", "cars.json"), JSON.stringify(feed.slice(0, cars)));
  const config = JSON.parse(await readFile(join(slug, "tenant.json"), "utf8"));
  config.ops = { ...config.ops, rebuildDebounceSeconds: 0 };
  await writeFile(join(slug, "tenant.json"), JSON.stringify(config, null, 2));
  return dir;
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, command, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      code === 0 ? done(output) : fail(new Error(`${command.join(" ")} failed:\n${output}`)),
    );
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    const answered = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server never answered ${url}:\n${log()}`);
}

/** Builds the small dealer and serves it with its functions on `port`. */
export async function startLiveDealer(options: { port: number; cars?: number }): Promise<LiveDealer> {
  const dir = await prepare(options.cars ?? 24);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TENANTS_DIR: join(dir, "tenants"),
    FORECOURT_BUILD_DIR: join(dir, ".build"),
    PGLITE_DIR: join(dir, "pglite"),
    DATA_DIR: join(dir, "data"),
    BUILD_TRIGGER: "local",
    [SECRET_ENV]: LIVE_SECRET,
    [FEED_TOKEN_ENV]: LIVE_FEED_TOKEN,
  };
  delete env.DATABASE_URL;
  const dist = join(dir, "dist");
  await run(["scripts/build.ts", LIVE_DEALER, "--tenants-dir", env.TENANTS_DIR!, "--dist", dist], env);
  let log = "";
  // Its own process group, so stop() also ends a rebuild the stock hook started.
  const server = spawn(process.execPath, ["scripts/serve.ts", "--port", String(options.port), "--dist", dist], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  server.stderr!.on("data", (chunk) => (log = (log + chunk).slice(-20_000)));
  const base = `http://127.0.0.1:${options.port}`;
  await waitForServer(`${base}/`, server, () => log);
  return {
    dir,
    port: options.port,
    origin: `http://${LIVE_DEALER}.localhost:${options.port}`,
    direct: (path) => [`${base}${path}`, { headers: { "x-forecourt-tenant": LIVE_DEALER } }],
    env,
    async pullFeed(file) {
      const response = await fetch(`${base}/feeds/${file}?token=${LIVE_FEED_TOKEN}`, {
        headers: { "x-forecourt-tenant": LIVE_DEALER },
      });
      return { status: response.status, text: await response.text() };
    },
    async sendStock(changes) {
      const body = JSON.stringify({ event_id: `test-${Date.now()}-${Math.random()}`, changes });
      const response = await fetch(`${base}/api/hooks/stock`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forecourt-tenant": LIVE_DEALER,
          ...signedHeaders(LIVE_SECRET, { method: "POST", path: "/api/hooks/stock", body }),
        },
        body,
      });
      return { status: response.status, json: await response.json() };
    },
    async stop() {
      const exited = new Promise((r) => (server.exitCode === null ? server.once("exit", r) : r(undefined)));
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-server.pid!, signal);
        } catch {
          // the group has already gone
        }
      };
      signalGroup("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      signalGroup("SIGKILL");
      await exited;
      // A build process can still be letting go of its files for a moment.
      await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
