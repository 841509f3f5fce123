import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_FUNCTIONS, makeDist, rawRequest, type RawRequest } from "../../tests/support/server-fixtures.ts";
import { createForecourtServer, type ForecourtServer } from "./create-server.ts";
import { isPrivateAddress } from "./remote-fetch.ts";

/**
 * The local server answers /.netlify/images as Netlify Image CDN does, for the dealer's
 * own files and its allowed remote image hosts (here a local "dealer image host").
 */
let forecourt: ForecourtServer;
let port: number;
let dist: ReturnType<typeof makeDist>;
let imageHost: Server;
let hostOrigin: string;
let photo: Buffer;
let requestsToHost = 0;
const cache = mkdtempSync(join(tmpdir(), "image-cache-"));

beforeAll(async () => {
  process.env.DATA_DIR = cache;
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .toBuffer();
  imageHost = createServer((req, res) => {
    requestsToHost++;
    if (req.url === "/stock/car.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else if (req.url === "/moved.jpg") res.writeHead(302, { location: "/stock/car.jpg" }).end();
    else if (req.url === "/page.html") res.writeHead(200, { "content-type": "text/html" }).end("<h1>not an image</h1>");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageHost.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
  dist = makeDist();
  mkdirSync(join(dist.distDir, "tenant-a", "images"), { recursive: true });
  writeFileSync(join(dist.distDir, "tenant-a", "images", "yard.jpg"), photo);
  // What the dealer's build writes: tenant-a names the local host; tenant-b's feed uses it but names nothing.
  writeFileSync(
    join(dist.distDir, "tenant-a", ".image-hosts.json"),
    JSON.stringify({ origins: [hostOrigin], configured: [hostOrigin] }),
  );
  writeFileSync(
    join(dist.distDir, "tenant-b", ".image-hosts.json"),
    JSON.stringify({ origins: [hostOrigin], configured: [] }),
  );
  forecourt = createForecourtServer({ distDir: dist.distDir, functionsDir: FIXTURE_FUNCTIONS });
  ({ port } = await forecourt.listen(0));
});

afterAll(async () => {
  await forecourt.close();
  imageHost.close();
  dist.cleanup();
  rmSync(cache, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

const image = (slug: string, url: string, params = "w=640", extra: Omit<RawRequest, "path"> = {}) =>
  rawRequest(port, {
    host: `${slug}.localhost:${port}`,
    path: `/.netlify/images?url=${encodeURIComponent(url)}&${params}`,
    ...extra,
  });
const webp = { headers: { accept: "image/avif,image/webp,image/apng,*/*;q=0.8".replace("image/avif,", "") } };

describe("/.netlify/images", () => {
  it("resizes a same-site photo to the asked width and converts it to what the browser takes", async () => {
    const res = await image("tenant-a", "/images/yard.jpg", "w=640&q=75", webp);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers.vary).toBe("Accept");
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 480]);
  });

  it("gives AVIF to a browser that takes it, JPEG to one that takes neither, and fm wins", async () => {
    const avif = await image("tenant-a", "/images/yard.jpg", "w=360", { headers: { accept: "image/avif,image/webp" } });
    expect(avif.headers["content-type"]).toBe("image/avif");
    const plain = await image("tenant-a", "/images/yard.jpg", "w=360", { headers: { accept: "*/*" } });
    expect(plain.headers["content-type"]).toBe("image/jpeg");
    const png = await image("tenant-a", "/images/yard.jpg", "w=100&fm=png", webp);
    expect(png.headers["content-type"]).toBe("image/png");
  });

  it("fetches an allowed remote photo once, then answers from its cache and by ETag", async () => {
    const url = `${hostOrigin}/stock/car.jpg`;
    const first = await image("tenant-a", url, "w=960", webp);
    expect(first.status).toBe(200);
    expect((await sharp(first.body).metadata()).width).toBe(960);
    const fetched = requestsToHost;
    const again = await image("tenant-a", url, "w=960", webp);
    expect(again.body.equals(first.body)).toBe(true);
    expect(requestsToHost).toBe(fetched);
    const revalidated = await image("tenant-a", url, "w=960", {
      headers: { ...webp.headers, "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
  });

  it("follows a redirect on the allowed host, and never enlarges a photo", async () => {
    const res = await image("tenant-a", `${hostOrigin}/moved.jpg`, "w=4000", webp);
    expect(res.status).toBe(200);
    expect((await sharp(res.body).metadata()).width).toBe(1600);
  });

  it("refuses a host the dealer does not allow with 400 naming the setting", async () => {
    const res = await image("tenant-a", "https://elsewhere.example/car.jpg");
    expect(res.status).toBe(400);
    expect(res.text).toContain("images.remoteHosts in tenants/tenant-a/tenant.json");
  });

  it("never fetches a private address the dealer did not name itself, whatever its feed says", async () => {
    const before = requestsToHost;
    const res = await image("tenant-b", `${hostOrigin}/stock/car.jpg`);
    expect(res.status).toBe(400);
    expect(res.text).toContain("private address");
    expect(requestsToHost).toBe(before);
  });

  it("answers what is not an image, or not there, without a 500", async () => {
    expect((await image("tenant-a", `${hostOrigin}/page.html`)).status).toBe(502);
    expect((await image("tenant-a", `${hostOrigin}/gone.jpg`)).status).toBe(502);
    expect((await image("tenant-a", "/images/none.jpg")).status).toBe(404);
  });

  it.each([
    ["//example.com/car.jpg", ""],
    ["javascript:alert(1)", ""],
    ["images/car.webp", ""],
  ])("refuses url %s with 400", async (url, params) => {
    expect((await image("tenant-a", url, params)).status).toBe(400);
  });

  // Netlify: "If any transformation parameters have invalid values, we return a 404" (docs.netlify.com/image-cdn/overview).
  it.each([["w=0"], ["w=99999"], ["q=101"], ["fm=bmp"], ["fit=stretch"], ["position=middle"]])(
    "answers an invalid transformation value (%s) with 404, as Netlify does",
    async (params) => {
      const res = await image("tenant-a", "/images/yard.jpg", params);
      expect(res.status).toBe(404);
    },
  );

  it("serves vector images as they are, and never outside the dealer's folder", async () => {
    const svg = await image("tenant-a", "/logo.svg");
    expect(svg.status).toBe(200);
    expect(svg.text).toContain("tenant-a");
    expect((await image("tenant-a", "/../tenant-b/logo.svg")).text).not.toContain("tenant-b");
    expect((await image("tenant-a", "/.image-hosts.json")).status).toBe(404);
  });

  it("converts a vector image when a format is asked for (an email's PNG logo)", async () => {
    writeFileSync(
      join(dist.distDir, "tenant-a", "images", "mark.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#003478"/></svg>',
    );
    const png = await image("tenant-a", "/images/mark.svg", "w=160&fm=png");
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect((await image("tenant-a", "/images/mark.svg", "w=160&fm=jpg")).headers["content-type"]).toBe("image/jpeg");
  });
});

describe("private addresses", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["fd00::1", true],
    ["8.8.8.8", false],
    ["2606:4700::1111", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
