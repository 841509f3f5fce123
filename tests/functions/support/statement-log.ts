import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Logger } from "drizzle-orm/logger";
import { type Database, type Db, useDatabase } from "../../../functions/_shared/platform/db/client.ts";
import * as schema from "../../../functions/_shared/platform/db/schema.ts";

/** One SQL statement as the functions sent it. */
export interface LoggedStatement {
  sql: string;
  params: unknown[];
}

/**
 * The test database installed again behind a drizzle instance that records every statement sent
 * through it (the same connection or pool: same data). Drizzle's own logger sees each query and,
 * on Postgres, a transaction's begin and commit; PGlite runs those itself, so they are recorded
 * here around each transaction. Call `restore()` to put the plain database back.
 */
export function logStatements(database: Database): {
  statements: LoggedStatement[];
  clear(): void;
  restore(): void;
} {
  const statements: LoggedStatement[] = [];
  const logger: Logger = { logQuery: (sql, params) => void statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  let db: Db;
  if (database.kind === "postgres") db = drizzlePg({ client: client as never, schema, logger }) as unknown as Db;
  else {
    db = drizzlePglite({ client: client as never, schema, logger }) as unknown as Db;
    const session = (db as unknown as { session: { transaction: (...args: unknown[]) => Promise<unknown> } }).session;
    const transaction = session.transaction.bind(session);
    session.transaction = async (...args) => {
      statements.push({ sql: "begin", params: [] });
      try {
        return await transaction(...args);
      } finally {
        statements.push({ sql: "commit", params: [] });
      }
    };
  }
  useDatabase({ ...database, db });
  return {
    statements,
    clear: () => void statements.splice(0),
    restore: () => useDatabase(database),
  };
}
