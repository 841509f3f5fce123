import { afterAll, beforeAll, describe } from "vitest";
import { useDatabase, type Database } from "../../../functions/_shared/platform/db/client.ts";
import { testDatabases } from "./databases.ts";

/**
 * Runs a block of tests once per test database (PGlite, then Postgres when available), with that
 * database installed as the functions' database. A Postgres block without a server is skipped
 * and its title says why.
 */
export function forEachDatabase(title: string, body: (database: () => Database) => void): void {
  for (const target of testDatabases()) {
    describe.skipIf(target.skip)(`${title} [${target}]`, () => {
      let database: Database | undefined;
      beforeAll(async () => {
        database = await target.open();
        useDatabase(database);
      });
      afterAll(async () => {
        useDatabase(null);
        await database?.close();
      });
      body(() => database!);
    });
  }
}
