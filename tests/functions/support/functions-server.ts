import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, useDatabase } from "../../../functions/_shared/platform/db/client.ts";
import { openTestPglite } from "./databases.ts";
import { createForecourtServer, type ForecourtServer } from "../../../scripts/server/create-server.ts";

/**
 * The local server with the real functions/ folder, on its own PGlite, for a file's tests: a
 * throwaway dist holding a home page per dealer named. Its port, server and database, once started.
 */
export function useFunctionsServer(slugs: readonly string[]): {
  port: () => number;
  forecourt: () => ForecourtServer;
  database: () => Database;
} {
  let forecourt: ForecourtServer;
  let database: Database;
  let port = 0;
  const dist = mkdtempSync(join(tmpdir(), "forecourt-dist-"));
  beforeAll(async () => {
    for (const slug of slugs) {
      mkdirSync(join(dist, slug));
      writeFileSync(join(dist, slug, "index.html"), `<h1>${slug}</h1>`);
    }
    database = await openTestPglite();
    useDatabase(database);
    forecourt = createForecourtServer({ distDir: dist, functionsDir: resolve("functions"), crashGuard: false });
    ({ port } = await forecourt.listen(0));
  });
  afterAll(async () => {
    await forecourt.close();
    useDatabase(null);
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return { port: () => port, forecourt: () => forecourt, database: () => database };
}
