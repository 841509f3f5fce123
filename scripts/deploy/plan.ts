import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";
import { buildDirOf } from "../build/run-tenant.ts";
import { FUNCTION_ZIPS_DIR } from "../build/functions-zip.ts";
import {
  type DeployManifest,
  deployedName,
  type FileEntry,
  type FunctionEntry,
  planUpload,
  type UploadPlan,
} from "./digest-diff.ts";

/**
 * A dealer's deploy plan from its folders: every file the Netlify CLI would send, with the digest
 * the deploy API asks for (./digest-diff.ts), compared with the manifest of the last deploy (or of
 * the last plan). Manifests are kept per dealer under `<build dir>/deploys/<slug>/`:
 * `manifest.json` after every plan, `deployed.json` after a deploy that went live.
 */

/** Where `netlify build` leaves function zips; the planner's functions folder when none is given. */
/** Where `netlify build` (and the nightly's one bundle) leaves the function zips. */
export const DEFAULT_FUNCTIONS_DIR = FUNCTION_ZIPS_DIR;

const manifestDirOf = (slug: string, buildDir?: string) => join(buildDirOf({ buildDir }), "deploys", slug);

interface StoredManifest extends DeployManifest {
  /** siteKey() of the Netlify site this manifest went live on (deployed.json only). */
  deployedTo?: string;
}

async function readManifest(file: string): Promise<StoredManifest | undefined> {
  return readFile(file, "utf8").then(
    (text) => JSON.parse(text) as StoredManifest,
    () => undefined,
  );
}

async function writeManifest(file: string, manifest: StoredManifest): Promise<void> {
  await mkdir(resolve(file, ".."), { recursive: true });
  await writeFile(`${file}.tmp`, JSON.stringify(manifest));
  await rename(`${file}.tmp`, file);
}

/** The manifest a deploy (to the site `siteKey`) or a plan is compared with. */
export async function lastManifest(
  slug: string,
  against: "deploy" | "plan",
  options: { siteKey?: string; buildDir?: string } = {},
): Promise<StoredManifest | undefined> {
  const dir = manifestDirOf(slug, options.buildDir);
  if (against === "plan") return readManifest(join(dir, "manifest.json"));
  const deployed = await readManifest(join(dir, "deployed.json"));
  // A dealer moved to another site starts again: that site holds none of these files.
  return deployed && (!options.siteKey || deployed.deployedTo === options.siteKey) ? deployed : undefined;
}

/** Keeps the manifest of this plan; with `deployedTo`, also as what that site now holds. */
export async function rememberManifest(
  slug: string,
  manifest: DeployManifest,
  options: { deployedTo?: string; buildDir?: string } = {},
): Promise<void> {
  const dir = manifestDirOf(slug, options.buildDir);
  await writeManifest(join(dir, "manifest.json"), manifest);
  if (options.deployedTo)
    await writeManifest(join(dir, "deployed.json"), { ...manifest, deployedTo: options.deployedTo });
}

interface Digest {
  digest: string;
  size: number;
  mtimeMs: number;
}

/** A file's digest, reused from `cached` while its size and mtime are those it was taken at (as git's index does). */
async function digestFile(file: string, algorithm: "sha1" | "sha256", cached?: Digest): Promise<Digest> {
  const info = await stat(file);
  if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached;
  const hash = createHash(algorithm);
  await pipeline(createReadStream(file), hash);
  return { digest: hash.digest("hex"), size: info.size, mtimeMs: info.mtimeMs };
}

/** Every file the CLI sends from `siteDir`, by its deploy path ("cars/x/index.html"). */
async function siteFiles(siteDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!deployedName(entry.name)) continue;
      // Symbolic links are not followed: the CLI's walker reads each entry with lstat.
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else if (entry.isFile()) found.push(relative(siteDir, join(dir, entry.name)).split(sep).join("/"));
    }
  };
  await walk(siteDir);
  return found.sort();
}

/** The site files with their sha1s; `previous` lends the digests of files untouched since it was made. */
export async function hashSiteFiles(
  siteDir: string,
  previous?: Record<string, FileEntry>,
): Promise<Record<string, FileEntry>> {
  const paths = await siteFiles(siteDir);
  const digests = await mapWithConcurrency(paths, FILE_CONCURRENCY, (path) => {
    const known = previous?.[path];
    const cached = known?.mtimeMs === undefined ? undefined : { ...known, digest: known.sha1, mtimeMs: known.mtimeMs };
    return digestFile(join(siteDir, path), "sha1", cached);
  });
  return Object.fromEntries(
    paths.map((path, i) => [path, { sha1: digests[i]!.digest, size: digests[i]!.size, mtimeMs: digests[i]!.mtimeMs }]),
  );
}

// The function zips are shared by every dealer of a night: each is read once per process.
const zipDigests = new Map<string, Digest>();

/**
 * The function zips in `dir` with their sha256s, by function name; null when it holds none. A zip is
 * sent as it is: zip-it-and-ship-it copies a `.zip` in a functions folder without opening it
 * (src/runtimes/node/index.ts), so its digest here is the one the deploy sends.
 */
export async function hashFunctionZips(
  dir: string,
  previous?: Record<string, FunctionEntry> | null,
): Promise<Record<string, FunctionEntry> | null> {
  const zips = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".zip"))
    .map((entry) => entry.name)
    .sort();
  if (zips.length === 0) return null;
  const entries = await mapWithConcurrency(zips, FILE_CONCURRENCY, async (zip) => {
    const file = resolve(dir, zip);
    const name = zip.slice(0, -".zip".length);
    const known = previous?.[name];
    const cached =
      zipDigests.get(file) ??
      (known?.mtimeMs === undefined ? undefined : { digest: known.sha256, size: known.size, mtimeMs: known.mtimeMs });
    const digest = await digestFile(file, "sha256", cached);
    zipDigests.set(file, digest);
    return [name, { sha256: digest.digest, size: digest.size, mtimeMs: digest.mtimeMs }] as const;
  });
  return Object.fromEntries(entries);
}

const isDirectory = (path: string) =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );

/** The folder of function zips: the one given, else .netlify/functions when it exists, else none ("not bundled"). */
export async function functionsDirOf(given?: string | null): Promise<string | null> {
  if (given === null) return null;
  if (given !== undefined) {
    if (!(await isDirectory(given))) throw new Error(`the functions folder ${given} does not exist`);
    // Unzipped bundles are zipped by the CLI at deploy time: their zips' digests are not known here.
    if (!(await readdir(given)).some((name) => name.endsWith(".zip")))
      throw new Error(`the functions folder ${given} holds no .zip: give the folder of function zips a deploy sends`);
    return given;
  }
  return (await isDirectory(DEFAULT_FUNCTIONS_DIR)) ? DEFAULT_FUNCTIONS_DIR : null;
}

/**
 * The CLI sends the deploy's config as one more file, `netlify.toml` (src/utils/deploy/hash-config.ts):
 * its own rendering of the config with the site's _headers and _redirects merged in. This entry's
 * digest is of those inputs, so it changes when any of them does; its size is theirs, near the CLI's.
 */
async function configEntry(siteDir: string, config: string): Promise<FileEntry> {
  const parts = [config];
  for (const name of ["_headers", "_redirects"])
    parts.push(await readFile(join(siteDir, name), "utf8").catch(() => ""));
  const text = parts.join("\n\0\n");
  return { sha1: createHash("sha1").update(text).digest("hex"), size: Buffer.byteLength(text) };
}

export interface PlanDeployOptions {
  slug: string;
  siteDir: string;
  /** A folder of function zips; null: not bundled; left out: .netlify/functions when it exists. */
  functionsDir?: string | null;
  /** The dealer's deploy config (the netlify.toml it deploys with), sent as the file `netlify.toml`. */
  config?: string;
  /** "deploy": compare with what the site `siteKey` holds (its last deploy); "plan": with the last manifest made. */
  against: "deploy" | "plan";
  siteKey?: string;
  buildDir?: string;
}

/** The manifest of the dealer's deploy as its folders are now, and what sending it would upload. */
export async function planDeploy(options: PlanDeployOptions): Promise<{ plan: UploadPlan; manifest: DeployManifest }> {
  const store = { siteKey: options.siteKey, buildDir: options.buildDir };
  const [previous, latest] = await Promise.all([
    lastManifest(options.slug, options.against, store),
    // The newest manifest lends its digests to files untouched since (an unchanged dealer is not read again).
    lastManifest(options.slug, "plan", store),
  ]);
  const functionsDir = await functionsDirOf(options.functionsDir);
  const [files, functions] = await Promise.all([
    hashSiteFiles(options.siteDir, latest?.files),
    functionsDir ? hashFunctionZips(functionsDir, latest?.functions) : null,
  ]);
  if (options.config !== undefined) files["netlify.toml"] = await configEntry(options.siteDir, options.config);
  const manifest: DeployManifest = { createdAt: new Date().toISOString(), files, functions };
  return { plan: planUpload(manifest, previous, options.against), manifest };
}
