import { count } from "drizzle-orm";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Database, getDatabase, openPglite, useDatabase } from "../../functions/_shared/db/client.ts";
import { leads } from "../../functions/_shared/db/schema.ts";
import { prepareToListen } from "../../scripts/server/startup.ts";
import { useFunctionEnv } from "./support/harness.ts";
import { useTwoYardsCrm } from "./support/payments.ts";

/**
 * Issue 28 item 5: a cold start on a busy machine took 31.6 s in silence before the server
 * listened. It now says each step as it starts and ends, and a new embedded database starts from
 * a copy of the folder initdb made the first time (a third of initdb's time) instead of initdb.
 */
useFunctionEnv();
useTwoYardsCrm();
const root = mkdtempSync(join(tmpdir(), "forecourt-startup-"));
const template = join(root, "cache", "pglite-template.tar.gz");
process.env.FORECOURT_PGLITE_TEMPLATE = template;
afterAll(() => {
  delete process.env.FORECOURT_PGLITE_TEMPLATE;
  delete process.env.PGLITE_DIR;
  rmSync(root, { recursive: true, force: true });
});

const opened: Database[] = [];
afterEach(async () => {
  useDatabase(null);
  for (const database of opened.splice(0)) await database.close();
});
const track = async (database: Promise<Database>) => {
  opened.push(await database);
  return opened.at(-1)!;
};

describe("the local server's start", () => {
  it("says what it does while it waits, each step with the seconds since the start", async () => {
    process.env.PGLITE_DIR = join(root, "first", "pglite");
    useDatabase(null);
    const lines: string[] = [];
    await prepareToListen(["two-yards", "one-yard"], (line) => lines.push(line));
    await track(getDatabase());
    const steps = [
      /Opening the embedded database in \S+ \(first start creates it\)…$/,
      /Embedded database created in \d+\.\d s \(initdb\)$/,
      /Applying migrations…$/,
      /Migrations: \d+ applied in \d+\.\d s$/,
      /Database ready \(pglite\) in \d+\.\d s$/,
      /Rehearsing the lead path: 200 leads in rolled-back transactions, shared among 2 dealer\(s\)…$/,
      /Lead path rehearsed: 200 leads in rolled-back transactions in \d+\.\d s$/,
    ];
    expect(lines).toHaveLength(steps.length);
    lines.forEach((line, i) => {
      expect(line).toMatch(/^\[\s*\d+\.\d s\] /);
      expect(line).toMatch(steps[i]!);
    });
    const elapsed = lines.map((line) => Number(/^\[\s*([\d.]+) s\]/.exec(line)![1]));
    expect(elapsed).toEqual([...elapsed].sort((a, b) => a - b));
  }, 120_000);

  it("a second start opens the folder and has no migration to apply", async () => {
    const lines: string[] = [];
    const database = await track(openPglite(join(root, "first", "pglite"), (line) => lines.push(line)));
    expect(lines[0]).toMatch(/^Opening the embedded database in \S+…$/);
    expect(lines[1]).toMatch(/^Embedded database opened in \d+\.\d s$/);
    expect(lines[3]).toMatch(/^Migrations: none pending in \d+\.\d s$/);
    const [row] = await database.db.select({ rows: count() }).from(leads);
    expect(row!.rows).toBe(0);
  });
});

describe("a new embedded database", () => {
  it("starts from the copy of the first initdb, migrated like any other (on disk and in memory)", async () => {
    expect(existsSync(template)).toBe(true);
    for (const dir of [join(root, "second", "pglite"), undefined]) {
      const lines: string[] = [];
      const database = await track(openPglite(dir, (line) => lines.push(line)));
      expect(lines[1]).toMatch(/^Embedded database created in \d+\.\d s \(copied from \S+pglite-template\.tar\.gz\)$/);
      expect(lines[3]).toMatch(/^Migrations: \d+ applied/);
      const [row] = await database.db.select({ rows: count() }).from(leads);
      expect(row!.rows).toBe(0);
    }
  });

  it("a copy that is torn or foreign is deleted, initdb runs, and a good copy replaces it", async () => {
    writeFileSync(template, readFileSync(template).subarray(0, 100_000));
    const lines: string[] = [];
    await track(openPglite(join(root, "third", "pglite"), (line) => lines.push(line)));
    expect(lines[1]).toMatch(/\(initdb\)$/);
    expect(gunzipSync(readFileSync(template)).length).toBeGreaterThan(1_000_000);
  }, 120_000);

  it("FORECOURT_PGLITE_TEMPLATE=off always runs initdb", async () => {
    process.env.FORECOURT_PGLITE_TEMPLATE = "off";
    try {
      const lines: string[] = [];
      await track(openPglite(undefined, (line) => lines.push(line)));
      expect(lines[1]).toMatch(/\(initdb\)$/);
    } finally {
      process.env.FORECOURT_PGLITE_TEMPLATE = template;
    }
  }, 120_000);
});
