import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * The platform layer (functions/_shared/platform: env, tenant, http, db, auth, outbox, providers,
 * messages' queue and send) imports no domain folder, so a domain can be read, moved or removed
 * without touching what every domain stands on; providers speak to the outside world and know no
 * domain either. Every outbound call goes through http/outbound.ts, so no provider keeps its own
 * copy of "POST with a timeout".
 */
const SHARED = resolve("functions/_shared");
const PLATFORM = join(SHARED, "platform");

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name));

/** Where each relative import of a file lands, relative to functions/_shared. */
const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from "(\.[^"]+)"/gms)].map((match) =>
    relative(SHARED, resolve(dirname(file), match[1]!)),
  );

it("the platform layer imports no domain code", () => {
  const reachesIntoDomain = sources(PLATFORM).flatMap((file) =>
    importsOf(file)
      .filter((target) => !target.startsWith("platform/") && !target.startsWith(".."))
      .map((target) => `${relative(SHARED, file)} → ${target}`),
  );
  expect(reachesIntoDomain).toEqual([]);
});

it("the payments' shared wing imports neither wing it serves", () => {
  // Which wing an event goes to is decided by functions/payments-webhook.ts, which imports both.
  const reachesIntoWing = sources(join(SHARED, "payment-events")).flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith("reservations/") || target.startsWith("online-payments/"))
      .map((target) => `${relative(SHARED, file)} → ${target}`),
  );
  expect(reachesIntoWing).toEqual([]);
});

it("every outbound call goes through http/outbound.ts", () => {
  const ownCalls = sources("functions")
    .filter((file) => !file.endsWith(join("http", "outbound.ts")))
    .filter((file) => /\bfetch\)?\(|AbortSignal\.timeout\(/.test(readFileSync(file, "utf8")));
  expect(ownCalls).toEqual([]);
});
