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
 * see pgliteTemplate). A cached copy that will not start is deleted and initdb runs instead (and
 * makes it anew); an operator's file (FORECOURT_PGLITE_TEMPLATE) is kept, since the fault may be
 * elsewhere (the data folder, the machine), and written only where there is none yet.
 */
export type PgliteOrigin = "initdb" | "template";

/** The copy new databases start from; `cached` when it is ours (the default file), to delete and make anew. */
export interface PgliteTemplate {
  file: string;
  cached: boolean;
}

/** A started PGlite (in memory when dataDir is omitted) for a database that does not exist yet. */
export async function createPglite(
  dataDir: string | undefined,
  template: PgliteTemplate | null = pgliteTemplate(),
): Promise<{ client: PGlite; origin: PgliteOrigin }> {
  // Only into a folder that holds nothing, so that a failed copy can be cleared away whole.
  const usable = template && (!dataDir || !existsSync(dataDir) || readdirSync(dataDir).length === 0) ? template : null;
  const copy = usable ? await readTemplate(usable) : undefined;
  if (usable && copy) {
    const client = start(dataDir, copy);
    try {
      await client.waitReady;
      return { client, origin: "template" };
    } catch (error) {
      // A copy this PGlite cannot start from (another build of it), or not the copy's fault at all
      // (a data folder it cannot write): notUsable decides what becomes of the file.
      await client.close().catch(() => {});
      await notUsable(usable, `did not start (${(error as Error).message})`);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }
  const client = start(dataDir);
  await client.waitReady;
  if (usable && (usable.cached || !existsSync(usable.file))) await saveTemplate(client, usable.file);
  return { client, origin: "initdb" };
}

/** Ours is deleted (initdb makes it anew); an operator's file is theirs to replace. */
async function notUsable(template: PgliteTemplate, why: string): Promise<void> {
  if (template.cached) {
    console.warn(`[db] PGlite template ${template.file} ${why}; deleted, running initdb`);
    await rm(template.file, { force: true });
  } else
    console.warn(
      `[db] PGlite template ${template.file} (FORECOURT_PGLITE_TEMPLATE) ${why}; kept, running initdb. Replace that file, or unset FORECOURT_PGLITE_TEMPLATE to use the default cache`,
    );
}

/**
 * The template as an uncompressed tar. Unzipped here, not by PGlite: gzip's checksum finds a torn
 * or foreign file before PGlite sees it (PGlite's own unzip throws where no one can catch it), and
 * PGlite loads a plain tar faster. A file that does not unzip is not usable (see notUsable).
 */
async function readTemplate(template: PgliteTemplate): Promise<Blob | undefined> {
  const zipped = await readFile(template.file).catch(() => undefined);
  if (!zipped) return undefined;
  try {
    return new Blob([gunzipSync(zipped)]);
  } catch (error) {
    await notUsable(template, `does not unzip (${(error as Error).message})`);
    return undefined;
  }
}

function start(dataDir: string | undefined, loadDataDir?: Blob): PGlite {
  const options = loadDataDir ? { loadDataDir } : {};
  return dataDir ? new PGlite(dataDir, options) : new PGlite(options);
}

/** Written whole or not at all (a temporary file renamed), so test workers creating it at once never tear it. */
export async function saveTemplate(client: PGlite, file: string): Promise<void> {
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
export function pgliteTemplate(): PgliteTemplate | null {
  const setting = process.env.FORECOURT_PGLITE_TEMPLATE?.trim();
  if (setting === "off") return null;
  if (setting) return { file: setting, cached: false };
  if (defaultFile === undefined) {
    try {
      // …/node_modules/@electric-sql/pglite/dist/index.cjs
      const packageDir = dirname(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
      const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
      defaultFile = join(packageDir, "..", "..", ".cache", "forecourt-pglite", `pglite-${version}.tar.gz`);
    } catch {
      defaultFile = null;
    }
  }
  return defaultFile ? { file: defaultFile, cached: true } : null;
}
