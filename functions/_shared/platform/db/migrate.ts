import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Any 64-bit number unique to this app: serialises migration runs of concurrent cold starts.
const MIGRATION_LOCK = 7_345_002_118;

/** The checked-in SQL migrations; bundled, they sit beside the bundle (npm run build:functions copies them). */
function migrationsFolder(): string {
  const beside = fileURLToPath(new URL("./migrations", import.meta.url));
  if (existsSync(join(beside, "meta", "_journal.json"))) return beside;
  return join(process.env.FORECOURT_ROOT || process.cwd(), "functions", "_shared", "platform", "db", "migrations");
}

/**
 * Applies pending migrations in one transaction under an advisory lock, so two processes starting
 * at once (function cold starts, test workers) never apply a migration twice. Works the same on
 * PGlite and Postgres; the bookkeeping table is ours, not drizzle-kit's.
 */
export async function migrate(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  folder = migrationsFolder(),
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists forecourt_migrations (hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`,
    );
    const applied = await tx.execute<{ hash: string; created_at: unknown }>(
      sql`select hash, created_at from forecourt_migrations`,
    );
    const rows = rowsOf<{ hash: string; created_at: unknown }>(applied);
    const done = new Set(rows.map((row) => row.hash));
    // A migration is its journal entry (its `when`), as drizzle's own migrator has it: a comment
    // reworded in an applied file changes its hash but must not run it again.
    const doneAt = new Set(rows.map((row) => String(row.created_at)));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash) || doneAt.has(String(migration.folderMillis))) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into forecourt_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count++;
    }
    return count;
  });
}

/** node-postgres returns { rows }, PGlite returns { rows } too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
