import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../../scripts/db/postgres-cluster.ts";
import { migratedPgliteTemplate, migratedPostgresTemplate } from "./migrated-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of a Postgres server for tests, or "" when there is none. */
    postgresUrl: string;
    /** Why Postgres tests are skipped, when they are. */
    postgresSkipReason: string;
    /** A migrated database on that server that each test's database copies, or "". */
    postgresTemplate: string;
    /** A migrated PGlite data folder (gzipped tar) that each test's PGlite starts from, or "". */
    pgliteTemplate: string;
  }
}

/**
 * Once per `vitest run`: DATABASE_URL if set, else a throwaway cluster when Debian's binaries
 * exist; and the migrated databases each test's fresh one copies (migrated-templates.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide("pgliteTemplate", (await migratedPgliteTemplate()) ?? "");
  let cluster = null;
  let reason = "";
  if (process.env.DATABASE_URL) {
    // The server is someone else's: used as it is.
  } else if (process.env.FORECOURT_TEST_POSTGRES === "off") {
    reason = "FORECOURT_TEST_POSTGRES=off";
  } else {
    try {
      cluster = await startPostgresCluster();
      if (!cluster)
        reason =
          "no PostgreSQL binaries at /usr/lib/postgresql/*/bin and DATABASE_URL is not set (apt-get install postgresql)";
    } catch (error) {
      reason = `the throwaway PostgreSQL cluster did not start: ${(error as Error).message}`;
    }
  }
  const url = process.env.DATABASE_URL || cluster?.url || "";
  const template = url ? await migratedPostgresTemplate(url) : null;
  project.provide("postgresUrl", url);
  project.provide("postgresSkipReason", reason);
  project.provide("postgresTemplate", template?.name ?? "");
  if (reason) console.warn(`[tests] Postgres tests SKIPPED: ${reason}`);
  return async () => {
    await template?.drop();
    cluster?.stop();
  };
}
