import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { createForecourtServer, type ForecourtServer } from "../../scripts/server/create-server.ts";
import { GALLERY, writeGalleryTenant } from "../support/real-export-gallery.ts";
import { expect, test } from "./test.ts";

/**
 * Real exports go live with their photos. Every export of the gallery (tests/support/
 * real-export-gallery.ts: a DMS CSV, Google vehicle listings as TSV, CSV and RSS, Meta XML and CSV)
 * is onboarded as its own dealer, built and served; the photos sit on the dealer's image host (here
 * a local server the test starts) and reach the page through the local image CDN, resized, under
 * the production content security policy. The Canadian dealer's TSV (CAD prices, a stray inch mark
 * in a field) is looked at closest.
 */
const run = promisify(execFile);
const SLUG = "gallery-photos";
const entry = GALLERY.find((item) => item.folder === "google-vehicle-listings-tsv-cad")!;

let work: string;
let imageHost: Server;
let photoRequests = 0;
let forecourt: ForecourtServer;
let base: string;
let baseOf: (slug: string) => string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await mkdir(".build", { recursive: true });
  work = await mkdtemp(join(".build", "gallery-e2e-"));
  // A dealer's photo: a 2000×1500 JPEG of noise (it does not compress away), about 1.5 MB.
  const photo = await sharp(
    Buffer.alloc(2000 * 1500 * 3).map(() => Math.floor(Math.random() * 256)),
    {
      raw: { width: 2000, height: 1500, channels: 3 },
    },
  )
    .jpeg({ quality: 90 })
    .toBuffer();
  imageHost = createServer((req, res) => {
    photoRequests++;
    // Every photo address of the exports (some have no extension: Google's docs' /image1).
    if (req.method === "GET" || req.method === "HEAD") res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => imageHost.listen(0, "127.0.0.1", resolve));
  const photoOrigin = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
  await writeGalleryTenant(join(work, "tenants"), SLUG, entry, { photoOrigin });
  for (const [index, other] of GALLERY.entries())
    if (other !== entry) await writeGalleryTenant(join(work, "tenants"), `gallery-${index}`, other, { photoOrigin });
  await run(
    process.execPath,
    ["scripts/build.ts", "--tenants-dir", join(work, "tenants"), "--dist", join(work, "dist")],
    { env: { ...process.env, FORECOURT_BUILD_DIR: join(work, "build") } },
  );
  process.env.DATA_DIR = join(work, "data");
  forecourt = createForecourtServer({ distDir: join(work, "dist"), functionsDir: "functions", crashGuard: false });
  const { port } = await forecourt.listen(0);
  base = `http://${SLUG}.localhost:${port}`;
  baseOf = (slug) => `http://${slug}.localhost:${port}`;
});

test.afterAll(async () => {
  await forecourt?.close();
  imageHost?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

test("a real export's car page shows its photos from the dealer's host, resized by the image CDN", async ({ page }) => {
  const cars = (await readdir(join(work, "dist", SLUG, "cars"))).filter((name) => /^\d{4}-/.test(name));
  expect(cars.length).toBe(entry.cars);
  const response = await page.goto(`${base}/cars/${cars[0]}/`);
  expect(response?.status()).toBe(200);
  const photo = page.locator(".vehicle-gallery img").first();
  await expect(photo).toBeVisible();
  // Loaded (not the placeholder), through the image CDN, at a width for the screen, not 2000 px.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const shown = await photo.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
    failed: img.hasAttribute("data-photo-failed"),
  }));
  expect(shown.failed).toBe(false);
  expect(shown.src).toContain("/.netlify/images?url=http%3A%2F%2F127.0.0.1");
  expect(shown.width).toBeLessThan(2000);
  expect(photoRequests).toBeGreaterThan(0);
  // The page is priced in the dealer's currency (CAD, as its export), never relabelled as dollars
  // of another kind, and its policy allowed every image (test.ts).
  await expect(
    page
      .locator(".sidebar")
      .getByText(/^CAD\s[\d,]+$/)
      .first(),
  ).toBeVisible();
  const html = await readFile(join(work, "dist", SLUG, "cars", cars[0]!, "index.html"), "utf8");
  expect(html).toContain('"priceCurrency":"CAD"');
  expect(html).toContain('data-currency="CAD"');
  expect(html).toContain("/.netlify/images?url=http%3A%2F%2F127.0.0.1");
});

for (const [index, other] of GALLERY.entries()) {
  if (other === entry) continue;
  test(`${other.folder}: built with its ${other.cars} car(s), and a car page shows its photo through the image CDN`, async ({
    page,
  }) => {
    const slug = `gallery-${index}`;
    const cars = (await readdir(join(work, "dist", slug, "cars"))).filter((name) => /^\d{4}-/.test(name));
    // Every car of the export is there: a page, or (sold) a redirect to similar stock.
    const redirects = await readFile(join(work, "dist", slug, "_redirects"), "utf8");
    const sold = redirects.split("\n").filter((line) => /^\/cars\/\S+\s+\/search\//.test(line));
    expect(cars.length + sold.length).toBe(other.cars);
    await page.goto(`${baseOf(slug)}/cars/${cars[0]}/`);
    const photo = page.locator(".vehicle-gallery img").first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.hasAttribute("data-photo-failed"))).toBe(false);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      "/.netlify/images?url=http%3A%2F%2F127.0.0.1",
    );
    await expect(page.locator("html")).toHaveAttribute("data-currency", String(other.feed.currency ?? "AUD"));
  });
}

test("a photo whose host has lost it shows the dealer's placeholder in the same box", async ({ page }) => {
  const cars = (await readdir(join(work, "dist", SLUG, "cars"))).filter((name) => /^\d{4}-/.test(name));
  imageHost.removeAllListeners("request");
  imageHost.on("request", (_req, res) => res.writeHead(404).end());
  await page.goto(`${base}/cars/${cars[1]}/`);
  const photo = page.locator(".vehicle-gallery img").first();
  await expect(photo).toHaveAttribute("data-photo-failed", "");
  await expect(photo).toHaveAttribute("src", "/images/no-photo.svg");
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});
