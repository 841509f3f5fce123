import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { createPglite, type PgliteTemplate, pgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

/**
 * The embedded database, started in a folder (created with its parent) or in memory. Only
 * client.ts loads this module, by a path esbuild cannot follow, so that PGlite (9 MB of wasm)
 * stays out of the deployed function bundles: production runs on Postgres.
 */
export async function startPglite(
  dir: string | undefined,
  progress: (line: string) => void,
  shown: (path: string) => string,
  template: PgliteTemplate | null = pgliteTemplate(),
): Promise<{ db: unknown; close(): Promise<void> }> {
  if (dir) mkdirSync(dirname(dir), { recursive: true });
  const where = dir ? shown(dir) : "memory";
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  let client: PGlite;
  if (dir && existsSync(join(dir, "PG_VERSION"))) {
    progress(`Opening the embedded database in ${where}…`);
    client = new PGlite(dir);
    await client.waitReady;
    progress(`Embedded database opened in ${seconds()}`);
  } else {
    progress(`Opening the embedded database in ${where} (first start creates it)…`);
    const created = await createPglite(dir, template);
    client = created.client;
    const how = created.origin === "template" ? `copied from ${shown(template?.file ?? "")}` : "initdb";
    progress(`Embedded database created in ${seconds()} (${how})`);
  }
  return { db: drizzle({ client, schema }), close: () => client.close() };
}
