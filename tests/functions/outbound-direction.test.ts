import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * Providers speak to the outside world and import no domain code (only the HTTP
 * helper, env, the database and tenant types, and rules from src/lib), and every outbound call
 * goes through http/outbound.ts, so no provider keeps its own copy of "POST with a timeout".
 */
const SHARED = resolve("functions/_shared");
const DOMAIN = ["stock", "syndication", "reservations", "leads", "outbox", "online-payments", "rebuilds", "auth"];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));

const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*?from "(\.[^"]+)"/gms)].map((match) =>
    relative(SHARED, resolve(dirname(file), match[1]!)),
  );

it("providers import no domain code", () => {
  const reachesIntoDomain = sources(join(SHARED, "providers")).flatMap((file) =>
    importsOf(file)
      .filter((target) => DOMAIN.includes(target.split("/")[0]!) || /^[^/]+\.ts$/.test(target))
      .filter((target) => !["env.ts", "tenant.ts"].includes(target))
      .map((target) => `${relative(SHARED, file)} → ${target}`),
  );
  expect(reachesIntoDomain).toEqual([]);
});

it("every outbound call goes through http/outbound.ts", () => {
  const ownCalls = sources("functions")
    .filter((file) => !file.endsWith(join("http", "outbound.ts")))
    .filter((file) => /\bfetch\)?\(|AbortSignal\.timeout\(/.test(readFileSync(file, "utf8")));
  expect(ownCalls).toEqual([]);
});
