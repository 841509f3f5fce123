import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../../scripts/db/postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of a Postgres server for tests, or "" when there is none. */
    postgresUrl: string;
    /** Why Postgres tests are skipped, when they are. */
    postgresSkipReason: string;
  }
}

/** Once per `vitest run`: DATABASE_URL if set, else a throwaway cluster when Debian's binaries exist. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide("postgresUrl", process.env.DATABASE_URL);
    project.provide("postgresSkipReason", "");
    return () => {};
  }
  let cluster = null;
  let reason = "";
  if (process.env.FORECOURT_TEST_POSTGRES === "off") {
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
  project.provide("postgresUrl", cluster?.url ?? "");
  project.provide("postgresSkipReason", reason);
  if (reason) console.warn(`[tests] Postgres tests SKIPPED: ${reason}`);
  return () => cluster?.stop();
}
