import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { existsSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { isProduction } from "../env.ts";
import { migrate } from "./migrate.ts";
import type { PgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`, for work that must commit with the caller's. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Opens every connection the pool may use, so a burst of first requests does not wait to connect. */
  fillPool?(): Promise<void>;
}

/** Where `npm start` keeps its embedded database unless PGLITE_DIR says otherwise. */
const DEFAULT_PGLITE_DIR = ".data/pglite";

/** What a slow open is doing, for a server that says what it waits for (scripts/server/startup.ts). */
export type Progress = (line: string) => void;

/** A path as the operator typed it: relative inside the project, else absolute. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * PGlite in a folder (created with its parent), or in memory when dataDir is omitted (tests).
 * A new database starts from `template` when given (tests hand in one already migrated), else
 * from the cached copy of initdb's output (pglite-template.ts).
 * Its module is imported by a computed path: esbuild leaves it (and PGlite's wasm) out of the
 * deployed function bundles, where a missing DATABASE_URL is an error (see getDatabase).
 */
export async function openPglite(
  dataDir?: string,
  progress: Progress = () => {},
  template?: PgliteTemplate | null,
): Promise<Database> {
  const { startPglite } = (await import(/* @vite-ignore */ pgliteModule())) as typeof import("./pglite.ts");
  const started = await startPglite(dataDir ? resolve(dataDir) : undefined, progress, shown, template);
  const database: Database = { db: started.db as Db, kind: "pglite", close: started.close };
  await migrateWithProgress(database.db, progress);
  return database;
}

/** pglite.ts beside this file, or in the repository when this runs bundled (npm run serve -- --functions dist/functions). */
function pgliteModule(): string {
  const beside = new URL("./pglite.ts", import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside.href;
  const root = process.env.FORECOURT_ROOT || process.cwd();
  return pathToFileURL(join(root, "functions", "_shared", "platform", "db", "pglite.ts")).href;
}

async function migrateWithProgress(db: Db, progress: Progress): Promise<void> {
  const started = performance.now();
  progress("Applying migrations…");
  const applied = await migrate(db);
  progress(`Migrations: ${applied ? `${applied} applied` : "none pending"} in ${seconds(started)}`);
}

export async function openPostgres(url: string, poolMax = 5, progress: Progress = () => {}): Promise<Database> {
  progress("Connecting to Postgres (DATABASE_URL)…");
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[db] idle Postgres client error:", error.message));
  const database: Database = {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
    fillPool: async () => {
      const clients = await Promise.all(Array.from({ length: poolMax }, () => pool.connect()));
      for (const client of clients) client.release();
    },
  };
  await migrateWithProgress(database.db, progress);
  return database;
}

/**
 * A deployed function's disk is read-only or thrown away with its instance, so an embedded
 * database there would lose every lead it took: production needs Postgres, and says so.
 */
export const DATABASE_URL_NOT_SET =
  "DATABASE_URL is not set: deployed functions store leads in Postgres, so set DATABASE_URL (postgres://…) in the site's environment variables; the embedded database is for local use only";

// One database per process, opened (and migrated) on first use.
let current: Promise<Database> | null = null;

/** The process's database; `progress` hears what the first open does (later callers share it). */
export function getDatabase(progress?: Progress): Promise<Database> {
  if (!current) {
    const url = process.env.DATABASE_URL;
    current = url
      ? openPostgres(url, Number(process.env.DATABASE_POOL_MAX) || 5, progress)
      : isProduction()
        ? Promise.reject(new Error(DATABASE_URL_NOT_SET))
        : openPglite(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR, progress);
    // A failed open is retried by the next request rather than cached forever.
    current.catch(() => (current = null));
  }
  return current;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Tests (and the benchmark) hand in their own database; null goes back to the environment's. */
export function useDatabase(database: Database | null): void {
  current = database ? Promise.resolve(database) : null;
}

/**
 * Opens and migrates the database and fills its pool now (the local server does this before it
 * listens), so the first requests do not pay for it; each step is told to `log` as it starts and
 * ends. A failure is only reported, and the first request tries again.
 */
export function warmDatabase(log: Progress = console.log): Promise<void> {
  const started = performance.now();
  return getDatabase(log)
    .then(async (database) => {
      if (database.fillPool) {
        log("Opening the pool's connections…");
        await database.fillPool();
      }
      return database;
    })
    .then(
      (database) => log(`Database ready (${database.kind}) in ${seconds(started)}`),
      (error: Error) => log(`The database could not be opened yet (${error.message}); the first request will retry.`),
    );
}
