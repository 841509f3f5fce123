import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { createForecourtServer } from "../server/create-server.ts";
import { dealerPhoto } from "./dealer-photo.ts";

/**
 * bench:images: the local image CDN on a dealer's real-size photo. A 4000×3000 JPEG of
 * about 4 MB sits on a local "remote" image host; the first request transforms it to 640 px WebP
 * (fetch, decode, resize, encode: `first`, over --photos different photos), then --requests cached
 * answers are asked for by --concurrency clients at once (p50/p95), after --warmup answers that are
 * not counted (a long-running server's steady state, not its first JIT-cold burst). The server runs
 * in its own thread, as it runs in its own process in use, so the clients' work does not queue in
 * its event loop. Goals on a 2-core machine:
 * first ≤ 400 ms, cached p95 ≤ 20 ms. Usage: npm run bench:images -- [--photos 5] [--requests 400] [--concurrency 20] [--warmup 200]
 */
if (!isMainThread) {
  const { dist, data } = workerData as { dist: string; data: string };
  process.env.DATA_DIR = data;
  await mkdir(join(data, "no-functions"), { recursive: true });
  const server = createForecourtServer({ distDir: dist, functionsDir: join(data, "no-functions"), crashGuard: false });
  const { port } = await server.listen(0);
  parentPort!.postMessage(port);
  parentPort!.once("message", () => void server.close());
} else await bench();

async function bench() {
  const { values } = parseArgs({
    options: {
      photos: { type: "string", default: "5" },
      requests: { type: "string", default: "400" },
      concurrency: { type: "string", default: "20" },
      warmup: { type: "string", default: "200" },
    },
  });
  const photos = Number(values.photos);
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const warmup = Number(values.warmup);

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

  const work = await mkdtemp(join(tmpdir(), "bench-images-"));
  try {
    console.log(`Making ${photos} 4000×3000 JPEG photo(s)…`);
    const files = await Promise.all(Array.from({ length: photos }, (_, index) => dealerPhoto(index + 1)));
    console.log(`  ${files.map((file) => `${(file.length / 1e6).toFixed(1)} MB`).join(", ")}`);
    const host = createServer((req, res) => {
      const index = Number(/\/photo-(\d+)\.jpg$/.exec(req.url ?? "")?.[1]);
      const file = files[index];
      if (file) res.writeHead(200, { "content-type": "image/jpeg", "content-length": file.length }).end(file);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    const dist = join(work, "dist");
    await mkdir(join(dist, "bench-dealer"), { recursive: true });
    await writeFile(join(dist, "bench-dealer", "index.html"), "<h1>bench</h1>");
    await writeFile(
      join(dist, "bench-dealer", ".image-hosts.json"),
      JSON.stringify({ origins: [origin], configured: [origin] }),
    );
    const server = new Worker(new URL(import.meta.url), { workerData: { dist, data: join(work, "data") } });
    const port = await new Promise<number>((resolve, reject) => {
      server.once("message", resolve);
      server.once("error", reject);
    });
    // Kept-alive connections, as a browser's; node:http rather than fetch, so the clients' own
    // work (WHATWG streams) is not what is measured.
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const ask = (index: number) =>
      new Promise<number>((resolve, reject) => {
        const url = `http://127.0.0.1:${port}/.netlify/images?url=${encodeURIComponent(`${origin}/photo-${index}.jpg`)}&w=640&q=75`;
        const started = performance.now();
        const headers = { accept: "image/webp,*/*", "x-forecourt-tenant": "bench-dealer" };
        get(url, { agent, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            if (response.statusCode === 200) resolve(performance.now() - started);
            else reject(new Error(`HTTP ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
          });
        }).on("error", reject);
      });

    const first: number[] = [];
    for (let index = 0; index < photos; index++) first.push(await ask(index));
    first.sort((a, b) => a - b);
    const askAtOnce = async (count: number) => {
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) times.push(await ask(next++ % photos));
        }),
      );
      return times;
    };
    await askAtOnce(warmup);
    const cached = await askAtOnce(requests);
    cached.sort((a, b) => a - b);
    console.log(
      `first transform to 640 px WebP: median ${percentile(first, 0.5).toFixed(0)} ms, max ${first.at(-1)!.toFixed(0)} ms (goal ≤ 400 ms)`,
    );
    console.log(
      `cached, ${concurrency} at once, ${requests} requests after ${warmup} not counted: p50 ${percentile(cached, 0.5).toFixed(1)} ms, p95 ${percentile(cached, 0.95).toFixed(1)} ms (goal p95 ≤ 20 ms)`,
    );
    server.postMessage("close");
    await server.terminate();
    host.close();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
