import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startPostgresCluster } from "../db/postgres-cluster.ts";

/**
 * Lead submission benchmark: the local server (scripts/serve.ts, in its own process) with the real
 * functions, against Postgres (a throwaway cluster, or DATABASE_URL) and PGlite. Sends
 * POST /api/leads with `--concurrency` requests in flight and reports leads per second and
 * p50/p99 latency. Each lead is committed with its outbox row and then delivered after the
 * response, as in production: to a CRM webhook (a stub in this process that answers 200) by
 * default, or with `--destination email` through Postmark's API (the same stub). The server
 * runs as deployed functions do: NODE_ENV=production, one TENANT, shoppers' acknowledgements
 * through Postmark (the stub answers as Postmark's /email does).
 * The tenant is a copy of a sample dealer with that destination, in a temp folder.
 *   npm run bench:functions -- [--requests 2000] [--concurrency 16] [--db postgres,pglite] [--tenant bayside-ford] [--destination webhook|email]
 * With `--rate 200 --seconds 60` it is open-loop instead (the goal of 200 leads/s): leads arrive at that
 * rate whatever the answers do, from the server's first second (no warm-up of the server; the
 * load generator warms its own HTTP client on the CRM stub first), and each latency is
 * counted from when its lead was due, so a stall shows in every lead behind it. It reports p99
 * for the whole run and for each `--window` seconds (10 unless given).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    db: { type: "string", default: "postgres,pglite" },
    tenant: { type: "string", default: "bayside-ford" },
    destination: { type: "string", default: "webhook" },
    rate: { type: "string" },
    seconds: { type: "string", default: "60" },
    window: { type: "string", default: "10" },
  },
});
const rate = values.rate ? Number(values.rate) : undefined;
const windowSeconds = Math.max(1, Number(values.window) || 10);
const total = Number(values.requests);
const keepAlive = new Agent({ keepAlive: true });
const concurrency = Number(values.concurrency);
const slug = values.tenant;

/** Where the warm-up's shoppers start: far past any measured lead's. */
const WARM_SHOPPERS = 1_000_000;

// The CRM: accepts every lead, as a healthy webhook receiver would. The same stub is Postmark's
// email API for the shoppers' acknowledgements (POST /email answers as Postmark does).
let crmReceived = 0;
let emailsReceived = 0;
const crm = createServer((req, res) => {
  req.resume().on("end", () => {
    if (req.url === "/email") {
      emailsReceived++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ErrorCode: 0, Message: "OK", MessageID: `bench-${emailsReceived}` }));
      return;
    }
    crmReceived++;
    res.writeHead(200).end("ok");
  });
});
await new Promise<void>((r) => crm.listen(0, "127.0.0.1", r));
const crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`;

interface Result {
  database: string;
  destination: string;
  requests: number;
  concurrency: number;
  seconds: number;
  leadsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

const results: (Result & { p99msPerWindow?: number[]; answeredPerSecond?: number })[] = [];
for (const db of values.db.split(",")) {
  const work = mkdtempSync(join(tmpdir(), "forecourt-bench-"));
  let stopCluster = () => {};
  const tenantsDir = join(work, "tenants");
  cpSync(resolve("tenants", slug), join(tenantsDir, slug), {
    recursive: true,
    filter: (src) => !src.includes("/public"),
  });
  const config = JSON.parse(readFileSync(join(tenantsDir, slug, "tenant.json"), "utf8"));
  if (values.destination === "webhook")
    config.leads = { destinations: [{ type: "webhook", name: "crm", url: crmUrl }] };
  writeFileSync(join(tenantsDir, slug, "tenant.json"), JSON.stringify(config));
  // The server runs as the functions do in production (NODE_ENV=production, see netlify.toml):
  // React's production build renders the acknowledgements, which go to Postmark (the stub).
  const env: Record<string, string> = {
    DATA_DIR: join(work, "data"),
    NODE_ENV: "production",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    EMAIL_PROVIDER: "postmark",
    POSTMARK_SERVER_TOKEN: "bench",
    POSTMARK_API_URL: crmUrl.replace(/\/leads$/, ""),
    // A deployed site's functions serve one dealer, named here.
    TENANT: slug,
    TENANTS_DIR: tenantsDir,
  };
  if (db === "postgres") {
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    else {
      const cluster = await startPostgresCluster();
      if (!cluster) {
        console.log("postgres: SKIPPED (no /usr/lib/postgresql/*/bin and no DATABASE_URL; apt-get install postgresql)");
        continue;
      }
      env.DATABASE_URL = cluster.url;
      env.DATABASE_POOL_MAX = "10";
      stopCluster = cluster.stop;
    }
  } else if (db === "pglite") env.PGLITE_DIR = join(work, "pglite");
  else throw new Error(`--db takes postgres and/or pglite, not ${db}`);

  // The server routes by built tenant; a placeholder page is enough for the functions.
  mkdirSync(join(work, "dist", slug), { recursive: true });
  writeFileSync(join(work, "dist", slug, "index.html"), "<!doctype html><title>bench</title>");
  const port = await freePort();
  const server = await startServer(port, join(work, "dist"), env);
  try {
    const url = `http://127.0.0.1:${port}/api/leads`;
    if (rate) {
      const { latencies, errors, windows, answeredPerSecond } = await runAtRate(
        url,
        rate,
        Number(values.seconds),
        windowSeconds,
      );
      const result = {
        database: db,
        destination: values.destination,
        requests: latencies.length,
        concurrency: 0,
        seconds: Number(values.seconds),
        leadsPerSecond: rate,
        answeredPerSecond,
        p50ms: percentile(latencies, 50),
        p99ms: percentile(latencies, 99),
        errors,
        p99msPerWindow: windows.map((window) => percentile(window, 99)),
      };
      results.push(result);
      console.log(
        `${db}: ${rate} leads/s for ${values.seconds} s from a cold start (answered ${answeredPerSecond}/s): p50 ${result.p50ms} ms, p99 ${result.p99ms} ms, ${errors} errors; p99 per ${windowSeconds} s: ${result.p99msPerWindow.join(", ")} ms`,
      );
      continue;
    }
    // Opens and migrates the database, warms the JIT; from shoppers (addresses, phones) of its own,
    // so the measured leads do not find those addresses' hourly limit already spent.
    await run(url, 50, 4, "warm", WARM_SHOPPERS);
    const started = performance.now();
    const { latencies, errors } = await run(url, total, concurrency, "bench");
    const seconds = (performance.now() - started) / 1000;
    const result = {
      database: db,
      destination: values.destination,
      requests: total,
      concurrency,
      seconds: Number(seconds.toFixed(2)),
      leadsPerSecond: Math.round(total / seconds),
      p50ms: percentile(latencies, 50),
      p99ms: percentile(latencies, 99),
      errors,
    };
    results.push(result);
    console.log(
      `${db}: ${result.leadsPerSecond} leads/s, p50 ${result.p50ms} ms, p99 ${result.p99ms} ms (${total} leads, ${concurrency} in flight, ${errors} errors)`,
    );
  } finally {
    await stopServer(server); // waits for the deliveries still in flight
    if (values.destination === "webhook") console.log(`  CRM stub received ${crmReceived} leads so far`);
    console.log(`  Postmark stub received ${emailsReceived} acknowledgements so far`);
    stopCluster();
    rmSync(work, { recursive: true, force: true });
  }
}
mkdirSync(resolve(".build/bench"), { recursive: true });
writeFileSync(resolve(".build/bench/functions-results.json"), JSON.stringify(results, null, 2));
console.table(results);
crm.close();
keepAlive.destroy();

function percentile(latencies: number[], p: number): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

/** Posts lead number `i` as its own shopper and answers whether it was accepted (201). */
async function postLead(url: string, prefix: string, i: number): Promise<boolean> {
  const body = JSON.stringify({
    kind: "general",
    idempotency_key: `${prefix}-${process.pid}-${i}-${Date.now()}`,
    first_name: "Bench",
    last_name: `Shopper ${i}`,
    email: `bench${i}@example.com`,
    phone: `04${String(10_000_000 + i).slice(-8)}`,
    comments: "Is this car still available?",
    category: "Sales",
  });
  // Leads come from many shoppers: 20 per loopback address (the per-IP limit), which the server
  // reads from the socket as Netlify's edge does.
  const from = `127.1.${(i / 20 / 250) | 0}.${1 + (((i / 20) | 0) % 250)}`;
  const status = await postFrom(
    url,
    from,
    { "content-type": "application/json", "x-forecourt-tenant": slug },
    body,
  ).catch(() => 0);
  if (status !== 201) console.error(`${status || "no answer"} from ${url}`);
  return status === 201;
}

async function run(
  url: string,
  count: number,
  inFlight: number,
  prefix: string,
  firstShopper = 0,
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      const accepted = await postLead(url, prefix, firstShopper + i);
      latencies.push(performance.now() - t);
      if (!accepted) errors++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { latencies, errors };
}

/**
 * Open loop: lead i is due at i / rate seconds; its latency runs from then to its answer. What the
 * server kept up with: leads answered per second, from the first lead due to the last answer.
 */
async function runAtRate(
  url: string,
  leadsPerSecond: number,
  seconds: number,
  windowSeconds: number,
): Promise<{ latencies: number[]; errors: number; windows: number[][]; answeredPerSecond: number }> {
  // The load generator's own cold start is not the server's latency: it warms its HTTP client on
  // the CRM stub in this process first. The server gets no warm-up.
  for (let i = 0; i < 600; i++) await postFrom(crmUrl, "127.0.0.1", { "content-type": "application/json" }, "{}");
  const count = Math.round(leadsPerSecond * seconds);
  const latencies: number[] = [];
  const windows: number[][] = Array.from({ length: Math.ceil(seconds / windowSeconds) }, () => []);
  let errors = 0;
  const start = performance.now();
  const sent: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / leadsPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sent.push(
      postLead(url, "rate", i).then((accepted) => {
        const latency = performance.now() - due;
        latencies.push(latency);
        windows[Math.floor((due - start) / (windowSeconds * 1000))]!.push(latency);
        if (!accepted) errors++;
      }),
    );
  }
  await Promise.all(sent);
  const answeredPerSecond = Math.round(count / ((performance.now() - start) / 1000));
  return { latencies, errors, windows, answeredPerSecond };
}

/** POSTs from a chosen local address (connections are pooled per address) and answers the status. */
function postFrom(url: string, localAddress: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = request(url, { method: "POST", headers, localAddress, agent: keepAlive }, (res) => {
      res.resume();
      res.on("end", () => resolveStatus(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function startServer(port: number, dist: string, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "scripts/serve.ts", "--port", String(port), "--dist", dist], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Delivery log lines go to stdout; only wait for the listening line.
  await new Promise<void>((resolveStart, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("function(s) on port")) resolveStart();
    });
  });
  child.stdout!.resume();
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
