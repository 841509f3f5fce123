import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildTenant } from "../build/run-tenant.ts";
import { bytesText, type UploadPlan } from "../deploy/digest-diff.ts";
import { DEFAULT_FUNCTIONS_DIR, functionsDirOf, planDeploy, rememberManifest } from "../deploy/plan.ts";
import { dealerDeployConfig } from "../nightly/deploy-config.ts";
import { generateLargeTenant } from "../samples/generate.ts";

/**
 * Deploy plan benchmark: one generated dealer (--cars, default 100), built with the real build
 * path into .build/bench/deploy-plan/ (never tenants/ or dist/), and what its Netlify deploy would
 * upload against the previous build's manifest (scripts/deploy/, Netlify's digest rule) for:
 * nothing changed, one price changed, one car sold, and a code release. The release is simulated
 * on the built site as Astro would make it: the stylesheet every page links gets a new content
 * hash, so every page that links it changes; and every function zip gets new bytes (a release
 * that rebuilt them all). Function zips come from --functions (default .netlify/functions) and are
 * copied first; without any, functions read "not bundled".
 *
 * Usage: npm run bench:deploy-plan -- [--cars 100] [--functions <folder of function zips>]
 */
const { values } = parseArgs({
  options: { cars: { type: "string", default: "100" }, functions: { type: "string" } },
});
const cars = Number(values.cars);
const root = resolve(".build/bench/deploy-plan");
const tenantsDir = join(root, "tenants");
const buildDir = join(root, "build");
const slug = `bench-${cars}`;
const siteDir = join(root, "dist", slug);
const feedFile = join(tenantsDir, slug, "feed/cars.json");

await rm(root, { recursive: true, force: true });
await mkdir(tenantsDir, { recursive: true });
await generateLargeTenant(tenantsDir, cars);

// A copy, so that the release case can change the zips without touching the folder given.
const given = await functionsDirOf(values.functions).catch((error: Error) => {
  console.error(`--functions: ${error.message}`);
  process.exit(2);
});
const functionsDir = given ? join(root, "functions") : null;
if (given && functionsDir) await cp(given, functionsDir, { recursive: true });

async function build(): Promise<number> {
  const result = await buildTenant(slug, { tenantsDir, outDir: siteDir, buildDir });
  if (!result.ok) {
    console.error(`${slug} failed: ${result.error}\nlog: ${result.logFile}`);
    process.exit(1);
  }
  return result.seconds;
}

interface Row {
  case: string;
  filesSent: number;
  bytesSent: string;
  removed: number;
  functionsSent: number | "not bundled";
  functionBytesSent: string;
  siteFiles: number;
  siteBytes: string;
  buildSeconds: number;
  planSeconds: number;
}
const rows: Row[] = [];
const raw: { case: string; plan: UploadPlan }[] = [];

/** Plans the deploy of the site as it is now against the last plan's manifest, then keeps this one. */
async function plan(label: string, buildSeconds: number) {
  const started = performance.now();
  const config = await dealerDeployConfig(siteDir);
  const { plan, manifest } = await planDeploy({
    slug,
    siteDir,
    functionsDir,
    config,
    against: "plan",
    buildDir,
  });
  const planSeconds = (performance.now() - started) / 1000;
  await rememberManifest(slug, manifest, { buildDir });
  raw.push({ case: label, plan });
  rows.push({
    case: label,
    filesSent: plan.files.upload,
    bytesSent: bytesText(plan.files.uploadBytes),
    removed: plan.files.deleted,
    functionsSent: plan.functions ? plan.functions.upload : "not bundled",
    functionBytesSent: bytesText(plan.functions?.uploadBytes ?? 0),
    siteFiles: plan.files.total,
    siteBytes: bytesText(plan.files.totalBytes),
    buildSeconds: Number(buildSeconds.toFixed(1)),
    planSeconds: Number(planSeconds.toFixed(2)),
  });
  console.log(
    `${label}: ${plan.files.upload} files, ${bytesText(plan.files.uploadBytes)} (${plan.files.examples.upload.join(", ")})`,
  );
}

type FeedCar = { status: string; price: number };
async function changeFeed(change: (cars: FeedCar[]) => void) {
  const feed = JSON.parse(await readFile(feedFile, "utf8")) as FeedCar[];
  change(feed);
  await writeFile(feedFile, JSON.stringify(feed, null, 2));
}
const inStock = (feed: FeedCar[], nth: number) => feed.filter((car) => car.status === "in_stock")[nth]!;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

/** A release that changed the site-wide stylesheet: a new content-hashed name, linked from every page that linked the old. */
async function releaseStylesheet(): Promise<string> {
  const pages = await htmlFiles(siteDir);
  const links = new Map<string, number>();
  for (const page of pages)
    for (const [name] of (await readFile(page, "utf8")).matchAll(/_astro\/[\w.-]+\.css/g))
      links.set(name, (links.get(name) ?? 0) + 1);
  const [old] = [...links].sort((a, b) => b[1] - a[1])[0]!;
  const css = `${await readFile(join(siteDir, old), "utf8")}\n/* release 2 */\n`;
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  const renamed = old.replace(/\.[\w-]+\.css$/, `.${hash}.css`);
  await writeFile(join(siteDir, renamed), css);
  await rm(join(siteDir, old));
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    if (html.includes(old)) await writeFile(page, html.replaceAll(old, renamed));
  }
  return `${old} → ${renamed}, linked from ${links.get(old)} of ${pages.length} pages`;
}

/** New bytes in every zip, still a valid zip: its end-of-central-directory record gets a comment. */
async function releaseFunctions(dir: string): Promise<void> {
  for (const name of (await readdir(dir)).filter((file) => file.endsWith(".zip"))) {
    const bytes = await readFile(join(dir, name));
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0) throw new Error(`${name} is not a zip`);
    const comment = Buffer.from("release 2");
    const head = Buffer.from(bytes.subarray(0, end + 22));
    head.writeUInt16LE(comment.length, end + 20);
    await writeFile(join(dir, name), Buffer.concat([head, comment]));
  }
}

console.log(
  `${slug}: ${cars} cars, built in ${siteDir}; functions: ${given ?? `not bundled (no zips in ${DEFAULT_FUNCTIONS_DIR}; pass --functions)`}`,
);
await plan("first deploy (cold build)", await build());
await plan("nothing changed (rebuilt)", await build());
await changeFeed((feed) => {
  inStock(feed, 0).price -= 1000;
});
await plan("one price changed", await build());
await changeFeed((feed) => {
  inStock(feed, 1).status = "sold";
});
await plan("one car sold", await build());
console.log(`code release: ${await releaseStylesheet()}`);
if (functionsDir) await releaseFunctions(functionsDir);
await plan("code release (site-wide CSS, every function zip)", 0);

console.table(rows);
await writeFile(
  resolve(".build/bench/deploy-plan-results.json"),
  JSON.stringify({ tenant: slug, cars, functions: given, rows, plans: raw }, null, 2),
);
