import { warmDatabase } from "../../functions/_shared/platform/db/client.ts";
import { rehearseBeforeListening } from "./rehearse.ts";

/**
 * What the local server does before it listens (`npm start`, `npm run serve`): the database opened
 * (created on a first start) and migrated, its pool filled, the lead path rehearsed. On a busy
 * machine that is tens of seconds, so each step is printed as it starts and ends, with the seconds
 * since the first: `[  0.0 s] Opening the embedded database in .data/pglite (first start creates it)…`.
 */
export async function prepareToListen(slugs: readonly string[], print = console.log): Promise<void> {
  const started = performance.now();
  const log = (line: string) => print(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  // Migrations applied and the pool's connections open before the first request can arrive.
  await warmDatabase(log);
  await rehearseBeforeListening(slugs, log);
}
