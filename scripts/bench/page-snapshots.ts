import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { createForecourtServer } from "../server/create-server.ts";
import { chromiumExecutable } from "../support/chromium.ts";
import { CHROME_FLAGS } from "./page-metrics.ts";

/**
 * What a shopper sees on every car page of a built dealer, read in Chromium once every island has
 * hydrated (the page scrolled to its foot, so client:visible ones do too): the status, the title,
 * the body's visible text, each image's src and alt, and the accessibility tree of the page's main
 * regions. Run it on two builds and compare, to show a change in how pages are made left what
 * they show alone:
 *   node scripts/bench/page-snapshots.ts --dist <base dist> --out base.json
 *   node scripts/bench/page-snapshots.ts --against base.json --out new.json
 * Reduced motion keeps the reviews carousel still, so both reads see the same slides. `look` is
 * how each element is laid out and painted (its box and the computed styles that show), so a page
 * that looks the same reads the same, element by element.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    dist: { type: "string", default: "dist" },
    tenant: { type: "string", default: "harbour-city-motor-group" },
    out: { type: "string", default: ".build/bench/page-snapshots.json" },
    against: { type: "string" },
    limit: { type: "string" },
    width: { type: "string", default: "1280" },
  },
});

interface Snapshot {
  status: number;
  title: string;
  text: string;
  images: [src: string | null, alt: string | null][];
  regions: Record<string, string>;
  /** Every shown element's box and computed look, in document order (islands' wrappers left out). */
  look: string[];
}

const REGIONS = ["header", "main", "footer", "aside", "dialog"];
const cars = join(values.dist, values.tenant, "cars");
const paths = readdirSync(cars)
  .filter((name) => existsSync(join(cars, name, "car.json")))
  .sort()
  .slice(0, values.limit ? Number(values.limit) : undefined)
  .map((name) => `/cars/${name}/`);

async function snapshot(browser: Browser, origin: string, path: string): Promise<Snapshot> {
  const context = await browser.newContext({
    reducedMotion: "reduce",
    viewport: { width: Number(values.width), height: 900 },
  });
  const page = await context.newPage();
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: "load" });
    // Down the page and back, so every client:visible island hydrates; then wait for all of them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 30));
      }
      window.scrollTo(0, 0);
    });
    await page
      .waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0, null, { timeout: 15_000 })
      .catch(() => {});
    await page.waitForLoadState("networkidle").catch(() => {});
    const regions: Record<string, string> = {};
    for (const role of REGIONS) {
      const located = page.locator(role);
      const count = await located.count();
      for (let i = 0; i < count; i += 1) regions[`${role}[${i}]`] = await located.nth(i).ariaSnapshot();
    }
    return {
      status: response?.status() ?? 0,
      title: await page.title(),
      // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out and shown is the point.
      text: await page.evaluate(() => document.body.innerText),
      images: await page.evaluate(() =>
        [...document.images].map(
          (image) => [image.getAttribute("src"), image.getAttribute("alt")] as [string | null, string | null],
        ),
      ),
      regions,
      look: await page.evaluate(() => {
        const SKIP = new Set(["ASTRO-ISLAND", "ASTRO-SLOT", "TEMPLATE", "SCRIPT", "STYLE", "NOSCRIPT"]);
        const PROPS = [
          "display",
          "visibility",
          "color",
          "background-color",
          "font-size",
          "font-weight",
          "border",
          "opacity",
        ];
        const shown: string[] = [];
        for (const element of document.body.querySelectorAll("*")) {
          if (SKIP.has(element.tagName) || element.closest("template")) continue;
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const box4 = [box.x, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n)).join(",");
          shown.push(`${element.tagName} ${box4} ${PROPS.map((name) => style.getPropertyValue(name)).join("|")}`);
        }
        return shown;
      }),
    };
  } finally {
    await context.close();
  }
}

const site = createForecourtServer({ distDir: values.dist, functionsDir: "functions" });
const { port } = await site.listen(0);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROME_FLAGS });
const origin = `http://${values.tenant}.localhost:${port}`;
const results: Record<string, Snapshot> = {};
try {
  // Two pages at a time: one per core.
  const queue = [...paths];
  await Promise.all(
    [0, 1].map(async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        results[path] = await snapshot(browser, origin, path);
        if (Object.keys(results).length % 50 === 0) console.error(`${Object.keys(results).length} of ${paths.length}…`);
      }
    }),
  );
} finally {
  await browser.close();
  await site.close();
}
await mkdir(join(values.out, ".."), { recursive: true });
await writeFile(values.out, JSON.stringify(results, null, 1));
console.log(`${paths.length} car pages read from ${values.dist}/${values.tenant} → ${values.out}`);

if (values.against) {
  const base = JSON.parse(await readFile(values.against, "utf8")) as Record<string, Snapshot>;
  const fields = ["status", "title", "text", "images", "regions", "look"] as const;
  const differing: Record<string, string[]> = {};
  for (const path of new Set([...Object.keys(base), ...Object.keys(results)])) {
    const before = base[path];
    const after = results[path];
    const changed =
      !before || !after ? ["missing"] : fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
    if (changed.length > 0) differing[path] = changed;
  }
  const count = Object.keys(differing).length;
  console.log(
    `${Object.keys(results).length} pages compared with ${values.against}: ${count === 0 ? "all identical" : `${count} differ`}`,
  );
  for (const [path, changed] of Object.entries(differing).slice(0, 40)) {
    console.log(`  ${path}: ${changed.join(", ")}`);
    const [before, after] = [base[path]?.look ?? [], results[path]?.look ?? []];
    const first = before.findIndex((line, i) => line !== after[i]);
    if (changed.includes("look"))
      console.log(`    first look difference at element ${first}:\n      ${before[first]}\n      ${after[first]}`);
  }
}
// The local server's functions may have opened the embedded database, which keeps Node running.
process.exit(0);
