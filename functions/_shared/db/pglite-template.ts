import { PGlite } from "@electric-sql/pglite";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * How a new PGlite database came to be: initdb, or a copy of the folder initdb made before.
 * initdb is most of a fresh start (1.7 s on a quiet 2-core machine, ~20 s while a build takes both
 * cores); loading the copy takes a third of that. The copy is initdb's output only — nothing of
 * ours, no migrations — kept per PGlite version in node_modules/.cache/forecourt-pglite/ (4.5 MB,
 * see templateFile). A copy that will not start is deleted and initdb runs instead.
 */
export type PgliteOrigin = "initdb" | "template";

/** A started PGlite (in memory when dataDir is omitted) for a database that does not exist yet. */
export async function createPglite(dataDir: string | undefined): Promise<{ client: PGlite; origin: PgliteOrigin }> {
  const file = templateFile();
  // Only into a folder that holds nothing, so that a failed copy can be cleared away whole.
  const usable = file && (!dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0);
  const template = usable ? await readTemplate(file) : undefined;
  if (file && template) {
    const client = start(dataDir, template);
    try {
      await client.waitReady;
      return { client, origin: "template" };
    } catch (error) {
      // A copy this PGlite cannot start from (another build of it, a torn file): made anew below.
      console.warn(`[db] PGlite template ${file} not usable (${(error as Error).message}); running initdb`);
      await client.close().catch(() => {});
      await rm(file, { force: true });
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }
  const client = start(dataDir);
  await client.waitReady;
  if (file && usable) await saveTemplate(client, file);
  return { client, origin: "initdb" };
}

/**
 * The template as an uncompressed tar. Unzipped here, not by PGlite: gzip's checksum finds a torn
 * or foreign file before PGlite sees it (PGlite's own unzip throws where no one can catch it), and
 * PGlite loads a plain tar faster. A file that does not unzip is deleted.
 */
async function readTemplate(file: string): Promise<Blob | undefined> {
  const zipped = await readFile(file).catch(() => undefined);
  if (!zipped) return undefined;
  try {
    return new Blob([gunzipSync(zipped)]);
  } catch (error) {
    console.warn(`[db] PGlite template ${file} does not unzip (${(error as Error).message}); deleted, running initdb`);
    await rm(file, { force: true });
    return undefined;
  }
}

function start(dataDir: string | undefined, loadDataDir?: Blob): PGlite {
  const options = loadDataDir ? { loadDataDir } : {};
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
}

/** Written whole or not at all (a temporary file renamed), so test workers creating it at once never tear it. */
async function saveTemplate(client: PGlite, file: string): Promise<void> {
  try {
    const dump = await client.dumpDataDir("gzip");
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // A read-only node_modules: every new database runs initdb, as before.
  }
}

let defaultFile: string | null | undefined;

/**
 * node_modules/.cache/forecourt-pglite/pglite-<version>.tar.gz; FORECOURT_PGLITE_TEMPLATE=off for
 * none (initdb every time) or a path for another file. Null when off or PGlite cannot be found.
 */
export function templateFile(): string | null {
  const setting = process.env.FORECOURT_PGLITE_TEMPLATE?.trim();
  if (setting === "off") return null;
  if (setting) return setting;
  if (defaultFile !== undefined) return defaultFile;
  try {
    // …/node_modules/@electric-sql/pglite/dist/index.cjs
    const packageDir = dirname(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
    const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
    defaultFile = join(packageDir, "..", "..", ".cache", "forecourt-pglite", `pglite-${version}.tar.gz`);
  } catch {
    defaultFile = null;
  }
  return defaultFile;
}
