import { spawn } from "node:child_process";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Car } from "#lib/feed/car.ts";
import { validateRecords } from "#lib/feed/validate.ts";
import { signedHeaders } from "#lib/security/signed-call.ts";
import { channelContextOf, FEED_FILES, type FeedFileName, renderFeed } from "#lib/syndication/channel-feeds.ts";
import { parseTenantConfig } from "#lib/tenant/load-tenant.ts";

/**
 * The channel feeds' part of `npm run bench:feeds`: writing each channel feed for a generated dealer's
 * cars (goal ≤ 1 s each), and pulling feeds through the local server after 100 stock changes
 * (goal p95 ≤ 50 ms): a repeat pull, and a pull right after a new change (a fresh rendering).
 */
const FILES = Object.keys(FEED_FILES) as FeedFileName[];
const TOKEN = "bench-feed-token-0123456789abcdef";
const SECRET = "bench-stock-hook-secret-0123456789";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const round = (ms: number) => Number(ms.toFixed(1));

export async function benchChannelFeeds(root: string, slug: string, runs: number) {
  const dir = join(root, slug);
  const config = parseTenantConfig(JSON.parse(await readFile(join(dir, "tenant.json"), "utf8")), slug);
  const cars = validateRecords(slug, "cars", JSON.parse(await readFile(join(dir, "feed", "cars.json"), "utf8")))
    .records as Car[];
  const locations = validateRecords(
    slug,
    "locations",
    JSON.parse(await readFile(join(dir, "feed", "locations.json"), "utf8")),
  ).records;
  const context = channelContextOf(config, locations);

  const writing = FILES.map((file) => {
    const times: number[] = [];
    let feed = renderFeed(file, cars, context);
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      feed = renderFeed(file, cars, context);
      times.push(performance.now() - started);
    }
    const row = {
      file,
      cars: feed.included,
      leftOut: feed.leftOut.length,
      mb: Number((Buffer.byteLength(feed.body) / 1_048_576).toFixed(1)),
      medianMs: round(median(times)),
    };
    console.log(`write ${file}: ${row.cars} cars (${row.leftOut} left out), ${row.mb} MB in ${row.medianMs} ms`);
    return row;
  });
  const serving = await benchServing(root, slug, config, cars);
  return { writing, serving };
}

async function benchServing(root: string, slug: string, config: ReturnType<typeof parseTenantConfig>, cars: Car[]) {
  // A webhook destination in this process, so a push's arrival is timed against the change sent.
  const arrivals: number[] = [];
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      arrivals.push(performance.now());
      response.end("ok");
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const configFile = join(root, slug, "tenant.json");
  const withPush = JSON.parse(await readFile(configFile, "utf8"));
  withPush.syndication = {
    ...withPush.syndication,
    destinations: [{ type: "webhook", name: "bench", urlEnv: "BENCH_PUSH_URL" }],
  };
  await writeFile(configFile, JSON.stringify(withPush));
  // The server lists a dealer once it has a built home page; the feeds need nothing else built.
  const dist = join(root, "serve-dist");
  await mkdir(join(dist, slug), { recursive: true });
  await writeFile(join(dist, slug, "index.html"), "<!doctype html><title>bench</title>");
  const port = 4790;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TENANTS_DIR: root,
    PGLITE_DIR: join(root, "pglite"),
    DATA_DIR: join(root, "data"),
    BUILD_TRIGGER: "off",
    [config.syndication.tokenEnv!]: TOKEN,
    [config.ops.stockHookSecretEnv!]: SECRET,
    BENCH_PUSH_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ["scripts/serve.ts", "--port", String(port), "--dist", dist], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout!.on("data", (chunk) => (log = (log + chunk).slice(-10_000)));
  server.stderr!.on("data", (chunk) => (log = (log + chunk).slice(-10_000)));
  const base = `http://127.0.0.1:${port}`;
  const headers = { "x-forecourt-tenant": slug };
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${base}/`, { headers }).then(
        (response) => response.status < 500,
        () => false,
      );
      if (up) break;
      if (tries > 300 || server.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    const forSale = cars.filter((car) => car.status === "in_stock" && car.price);
    let event = 0;
    const change = async (changes: Record<string, unknown>[]) => {
      const body = JSON.stringify({ event_id: `bench-${Date.now()}-${++event}`, changes });
      const response = await fetch(`${base}/api/hooks/stock`, {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          ...signedHeaders(SECRET, { method: "POST", path: "/api/hooks/stock", body }),
        },
        body,
      });
      if (!response.ok) throw new Error(`stock hook: HTTP ${response.status} ${await response.text()}`);
    };
    // 100 changes: sales, holds and new prices across the stock, in 10 events.
    for (let batch = 0; batch < 10; batch++)
      await change(
        forSale
          .slice(batch * 10, batch * 10 + 10)
          .map((car, index) =>
            index % 3 === 0
              ? { car_id: String(car.id), status: "sold" }
              : index % 3 === 1
                ? { car_id: String(car.id), reserved: true }
                : { car_id: String(car.id), price: (car.price ?? 20000) - 500 },
          ),
      );
    // As a channel fetches: gzip accepted, the bytes read as they come (a channel unzips them later).
    const pull = (file: string, encoding = "gzip") =>
      new Promise<number>((done, fail) => {
        const started = performance.now();
        const request = get(
          `${base}/feeds/${file}?token=${TOKEN}`,
          { headers: { ...headers, "accept-encoding": encoding } },
          (response) => {
            if (response.statusCode !== 200) fail(new Error(`/feeds/${file}: HTTP ${response.statusCode}`));
            response.on("data", () => {});
            response.on("end", () => done(performance.now() - started));
          },
        );
        request.on("error", fail);
      });
    const rows = [];
    for (const file of FILES) {
      await pull(file);
      const repeat = [];
      for (let i = 0; i < 50; i++) repeat.push(await pull(file));
      const identity = [];
      for (let i = 0; i < 20; i++) identity.push(await pull(file, "identity"));
      const afterChange = [];
      for (let i = 0; i < 10; i++) {
        const car = forSale[100 + i]!;
        await change([{ car_id: String(car.id), price: (car.price ?? 20000) - 100 - i }]);
        afterChange.push(await pull(file));
      }
      const row = {
        file,
        repeatP50Ms: round(percentile(repeat, 0.5)),
        repeatP95Ms: round(percentile(repeat, 0.95)),
        uncompressedP95Ms: round(percentile(identity, 0.95)),
        afterChangeP95Ms: round(percentile(afterChange, 0.95)),
      };
      rows.push(row);
      console.log(
        `serve ${file} with 100+ changes applied: repeat pull (gzip) p50 ${row.repeatP50Ms} ms, p95 ${row.repeatP95Ms} ms; uncompressed p95 ${row.uncompressedP95Ms} ms; right after a new change p95 ${row.afterChangeP95Ms} ms`,
      );
    }
    // A signed change until the webhook destination has it (the coalescing wait included).
    // Let the pushes of the changes above land first.
    await new Promise((r) => setTimeout(r, (config.syndication.coalesceSeconds + 2) * 1000));
    const pushTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const car = forSale[200 + i]!;
      const before = arrivals.length;
      const sent = performance.now();
      await change([{ car_id: String(car.id), status: "sold" }]);
      while (arrivals.length === before && performance.now() - sent < 30_000)
        await new Promise((r) => setTimeout(r, 20));
      pushTimes.push((arrivals[before] ?? Number.NaN) - sent);
    }
    const push = {
      coalesceSeconds: config.syndication.coalesceSeconds,
      medianMs: round(median(pushTimes)),
      maxMs: round(Math.max(...pushTimes)),
    };
    console.log(
      `push: a signed sale reached the webhook destination in ${push.medianMs} ms (median of 5, max ${push.maxMs} ms; coalescing wait ${push.coalesceSeconds} s)`,
    );
    return { feeds: rows, push };
  } finally {
    server.kill("SIGTERM");
    receiver.close();
  }
}
