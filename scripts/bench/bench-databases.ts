import { type Database, openPglite, openPostgres } from "../../functions/_shared/platform/db/client.ts";
import { startPostgresCluster } from "../db/postgres-cluster.ts";

/** The value at share `p` (0–1) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Runs `measure` on each database named in `--db` ("postgres,pglite"): Postgres from DATABASE_URL
 * or a throwaway cluster (skipped, and said so, where the server is not installed), PGlite in
 * memory. Each is closed (and its cluster stopped) after its run; the results in order.
 */
export async function eachBenchDatabase<T>(
  names: string,
  measure: (name: "postgres" | "pglite", database: Database) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const name of names.split(",")) {
    if (name === "postgres") {
      const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
      const url = process.env.DATABASE_URL ?? cluster?.url;
      if (!url) {
        console.log("postgres: SKIPPED (no /usr/lib/postgresql/*/bin and no DATABASE_URL; apt-get install postgresql)");
        continue;
      }
      const database = await openPostgres(url);
      try {
        results.push(await measure("postgres", database));
      } finally {
        await database.close();
        cluster?.stop();
      }
    } else if (name === "pglite") {
      const database = await openPglite();
      try {
        results.push(await measure("pglite", database));
      } finally {
        await database.close();
      }
    } else throw new Error(`--db takes postgres and/or pglite, not ${name}`);
  }
  return results;
}
