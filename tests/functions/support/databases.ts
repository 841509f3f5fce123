import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../../../functions/_shared/platform/db/client.ts";

/**
 * The databases every data and function test runs against: a fresh in-memory PGlite always, and
 * a fresh database on the test Postgres server when there is one (see postgres-global.ts).
 * Use with describe.each: `describe.each(testDatabases())("%s", (target) => ...)`; a skipped
 * target says why in its name.
 */
export interface TestDatabase {
  name: string;
  skip: boolean;
  open(): Promise<Database>;
  toString(): string;
}

export function testDatabases(): TestDatabase[] {
  const url = inject("postgresUrl");
  const reason = inject("postgresSkipReason");
  const pglite: TestDatabase = { name: "pglite", skip: false, open: openTestPglite, toString: () => "pglite" };
  const postgres: TestDatabase = {
    name: "postgres",
    skip: !url,
    open: () => openFreshPostgres(url, inject("postgresTemplate")),
    toString: () => (url ? "postgres" : `postgres (skipped: ${reason})`),
  };
  return [pglite, postgres];
}

/** A fresh in-memory PGlite, started from the run's migrated copy (migrated-templates.ts). */
export function openTestPglite(): Promise<Database> {
  const migrated = inject("pgliteTemplate");
  return openPglite(undefined, undefined, migrated ? { file: migrated, cached: false } : undefined);
}

/** A new database per test file (a copy of the migrated template), so files running in parallel never see each other's rows. */
async function openFreshPostgres(adminUrl: string, template: string): Promise<Database> {
  const name = `forecourt_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href, 10);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
