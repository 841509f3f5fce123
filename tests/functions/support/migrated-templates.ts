import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { migrate } from "../../../functions/_shared/platform/db/migrate.ts";
import { createPglite, pgliteTemplate, saveTemplate } from "../../../functions/_shared/platform/db/pglite-template.ts";

/**
 * Databases with every migration applied, made once per test run, which each test's fresh
 * database copies instead of migrating afresh (37 migrations: about a second a database on a
 * quiet 2-core machine, several while builds run beside the tests). The migration tests
 * themselves (migrate.test.ts, startup.test.ts) open their databases without these.
 */

const MIGRATIONS = join("functions", "_shared", "platform", "db", "migrations");

/** What the migrations are: a copy made from other files is never used. */
function migrationsDigest(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path}\0`).update(readFileSync(path)).update("\0");
    }
  };
  walk(MIGRATIONS);
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated PGlite data folder (gzipped tar) beside the initdb copy in node_modules/.cache,
 * named by PGlite's version and the migrations' digest; made when missing, the older ones deleted.
 * Null where there is no initdb copy either (FORECOURT_PGLITE_TEMPLATE=off).
 */
export async function migratedPgliteTemplate(): Promise<string | null> {
  const initdb = pgliteTemplate();
  if (!initdb?.cached) return null;
  const file = join(dirname(initdb.file), `migrated-${basename(initdb.file, ".tar.gz")}-${migrationsDigest()}.tar.gz`);
  if (existsSync(file)) return file;
  const { client } = await createPglite(undefined, initdb);
  try {
    await migrate(drizzlePglite({ client }));
    await saveTemplate(client, file);
  } finally {
    await client.close();
  }
  // A read-only node_modules: every test database migrates afresh, as before.
  if (!existsSync(file)) return null;
  for (const name of await readdir(dirname(file)))
    if (name.startsWith("migrated-") && join(dirname(file), name) !== file)
      await rm(join(dirname(file), name), { force: true });
  return file;
}

/** A migrated database on the test Postgres server, for `create database … template …`; dropped by the returned function. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `forecourt_template_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A pool of one, ended before any test copies it: Postgres copies only a database nobody is connected to.
  const pool = new pg.Pool({ connectionString: url.href, max: 1 });
  try {
    await migrate(drizzlePg({ client: pool }));
  } finally {
    await pool.end();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
