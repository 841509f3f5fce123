import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import pg from "pg";
import { migrate } from "./migrate.ts";
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

/** PGlite in a folder (created with its parent), or in memory when dataDir is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = dataDir ? new PGlite(resolve(dataDir)) : new PGlite();
  await client.waitReady;
  const database: Database = {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
  await migrate(database.db);
  return database;
}

export async function openPostgres(url: string, poolMax = 5): Promise<Database> {
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
  await migrate(database.db);
  return database;
}

// One database per process, opened (and migrated) on first use.
let current: Promise<Database> | null = null;

export function getDatabase(): Promise<Database> {
  if (!current) {
    const url = process.env.DATABASE_URL;
    current = url
      ? openPostgres(url, Number(process.env.DATABASE_POOL_MAX) || 5)
      : openPglite(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
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
 * listens), so the first requests do not pay for it; a failure is only reported, and the first
 * request tries again.
 */
export function warmDatabase(log: (line: string) => void = console.log): Promise<void> {
  const started = performance.now();
  return getDatabase()
    .then(async (database) => {
      await database.fillPool?.();
      return database;
    })
    .then(
      (database) => log(`Database ready (${database.kind}) in ${((performance.now() - started) / 1000).toFixed(1)} s`),
      (error: Error) => log(`The database could not be opened yet (${error.message}); the first request will retry.`),
    );
}
