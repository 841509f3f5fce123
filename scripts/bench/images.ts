import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createForecourtServer } from "../server/create-server.ts";
import { dealerPhoto } from "./dealer-photo.ts";

/**
 * bench:images (issue 36): the local image CDN on a dealer's real-size photo. A 4000×3000 JPEG of
 * about 4 MB sits on a local "remote" image host; the first request transforms it to 640 px WebP
 * (fetch, decode, resize, encode: `first`, over --photos different photos), then --requests cached
 * answers are asked for by --concurrency clients at once (p50/p95). Goals on a 2-core machine:
 * first ≤ 400 ms, cached p95 ≤ 20 ms. Usage: npm run bench:images -- [--photos 5] [--requests 400] [--concurrency 20]
 */
const { values } = parseArgs({
  options: {
    photos: { type: "string", default: "5" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "20" },
  },
});
const photos = Number(values.photos);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

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
  process.env.DATA_DIR = join(work, "data");
  const server = createForecourtServer({ distDir: dist, functionsDir: join(work, "no-functions"), crashGuard: false });
  await mkdir(join(work, "no-functions"));
  const { port } = await server.listen(0);
  const ask = async (index: number) => {
    const url = `http://127.0.0.1:${port}/.netlify/images?url=${encodeURIComponent(`${origin}/photo-${index}.jpg`)}&w=640&q=75`;
    const started = performance.now();
    const response = await fetch(url, { headers: { accept: "image/webp,*/*", "x-forecourt-tenant": "bench-dealer" } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${Buffer.from(body).toString()}`);
    return performance.now() - started;
  };

  const first: number[] = [];
  for (let index = 0; index < photos; index++) first.push(await ask(index));
  first.sort((a, b) => a - b);
  const cached: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) cached.push(await ask(next++ % photos));
    }),
  );
  cached.sort((a, b) => a - b);
  console.log(
    `first transform to 640 px WebP: median ${percentile(first, 0.5).toFixed(0)} ms, max ${first.at(-1)!.toFixed(0)} ms (goal ≤ 400 ms)`,
  );
  console.log(
    `cached, ${concurrency} at once, ${requests} requests: p50 ${percentile(cached, 0.5).toFixed(1)} ms, p95 ${percentile(cached, 0.95).toFixed(1)} ms (goal p95 ≤ 20 ms)`,
  );
  await server.close();
  host.close();
} finally {
  await rm(work, { recursive: true, force: true });
}
