import { spawn } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { dealerPhoto } from "./dealer-photo.ts";

/**
 * bench:pages on real-size photos: every Lighthouse figure used to be measured on small
 * SVG placeholders. This copies a sample dealer, points every car's photos at 4000×3000 JPEGs of
 * 3–5 MB on a local "remote" image host (named in images.remoteHosts, as an operator names a
 * dealer's host), builds it, and runs bench:pages on its home, search and car pages, so every photo
 * goes through the local image CDN as on Netlify (each page loaded once unmeasured first: the CDN
 * makes a photo's sizes once, on Netlify's servers, not on the cores the measured phone shares). Goals: mobile performance ≥ 98, LCP ≤ 2.0 s.
 * Usage: npm run bench:real-photos -- [--tenant bayside-ford] [--photos 8] [--runs 3] [--busy]
 */
const { values } = parseArgs({
  options: {
    tenant: { type: "string", default: "bayside-ford" },
    photos: { type: "string", default: "8" },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "home,search,car" },
    busy: { type: "boolean", default: false },
  },
});
const slug = values.tenant;
const work = resolve(".build/bench/real-photos");
const tenantsDir = join(work, "tenants");
const distDir = join(work, "dist");

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => (code === 0 ? done() : fail(new Error(`${args[0]} exited with ${code}`))));
  });
}

console.log(`Making ${values.photos} 4000×3000 JPEG photo(s)…`);
const photos = await Promise.all(Array.from({ length: Number(values.photos) }, (_, index) => dealerPhoto(index + 1)));
console.log(`  ${photos.map((photo) => `${(photo.length / 1e6).toFixed(1)} MB`).join(", ")}`);
const host = createServer((req, res) => {
  const photo = photos[Number(/\/photos\/(\d+)\.jpg$/.exec(req.url ?? "")?.[1])];
  if (!photo) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length, "cache-control": "max-age=3600" });
  res.end(photo);
});
await new Promise<void>((listening) => host.listen(0, "127.0.0.1", listening));
const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

try {
  // The dealer as its stock tool would export it: every car's photos on the dealer's image host.
  await rm(work, { recursive: true, force: true });
  await mkdir(tenantsDir, { recursive: true });
  await cp(join("tenants", slug), join(tenantsDir, slug), { recursive: true });
  const carsFile = join(tenantsDir, slug, "feed", "cars.json");
  const cars = JSON.parse(await readFile(carsFile, "utf8")) as { images?: unknown[] | null }[];
  let next = 0;
  for (const car of cars) {
    if (!car.images?.length) continue;
    car.images = car.images.map(() => {
      const url = `${origin}/photos/${next++ % photos.length}.jpg`;
      return { url, thumb: { url }, isVideo: false };
    });
  }
  await writeFile(carsFile, JSON.stringify(cars));
  const configFile = join(tenantsDir, slug, "tenant.json");
  const config = JSON.parse(await readFile(configFile, "utf8")) as { images?: Record<string, unknown> };
  config.images = { ...config.images, remoteHosts: [origin] };
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const env = { TENANTS_DIR: tenantsDir };
  await run(["scripts/build.ts", slug, "--tenants-dir", tenantsDir, "--dist", distDir], env);
  await run(
    [
      "scripts/bench/pages.ts",
      "--dist",
      distDir,
      "--tenants",
      slug,
      "--pages",
      values.pages,
      "--runs",
      values.runs,
      "--warmup",
      "1",
      ...(values.busy ? ["--busy"] : []),
    ],
    env,
  );
} finally {
  host.close();
}
