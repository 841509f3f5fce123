import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../functions/_shared/platform/db/migrate.ts";
import {
  ONLINE_PAYMENT_EVENTS,
  ONLINE_PAYMENT_LIFECYCLE,
  ONLINE_PAYMENT_STATUSES,
} from "#lib/online-payments/lifecycle.ts";
import {
  ACTIVE_STATUSES,
  RESERVATION_EVENTS,
  RESERVATION_LIFECYCLE,
  RESERVATION_STATUSES,
} from "#lib/reservations/lifecycle.ts";
import { transitionGrid } from "#lib/lifecycle/transition-table.ts";
import { forEachDatabase } from "./support/each-database.ts";

/**
 * One module per money lifecycle, one writer. The statuses are declared once
 * (src/lib/reservations/lifecycle.ts, src/lib/online-payments/lifecycle.ts); only the two
 * stores write a status; the database's CHECKs and docs/functions-and-data.md's tables say the same.
 */

const STORES = {
  reservations: "functions/_shared/reservations/store.ts",
  onlinePayments: "functions/_shared/online-payments/store.ts",
} as const;

/** Product source under a folder, tests excluded. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

async function productSources(): Promise<{ file: string; text: string }[]> {
  // The benchmarks fill throwaway databases with rows as they would stand; they run no lifecycle.
  const scripts = (await sources("scripts")).filter((file) => !file.startsWith(join("scripts", "bench")));
  const files = [...(await sources("functions")), ...scripts, ...(await sources("src"))];
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(file, "utf8") })));
}

/** Where a source writes a table: Drizzle's insert/update/delete, or SQL text naming it. */
const writesTo = (table: "reservations" | "onlinePayments", text: string): string[] => {
  const sqlName = table === "reservations" ? "reservations" : "online_payments";
  const patterns = [
    new RegExp(`\\.(?:insert|update|delete)\\(\\s*${table}\\s*\\)`, "g"),
    new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}\\b`, "gi"),
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
};

describe("one writer per money lifecycle", () => {
  it("only the stores insert into or update reservations and online payments", async () => {
    const found: string[] = [];
    for (const { file, text } of await productSources())
      for (const table of ["reservations", "onlinePayments"] as const)
        if (file !== STORES[table]) found.push(...writesTo(table, text).map((write) => `${file}: ${write}`));
    expect(found).toEqual([]);
  });

  it("each store sets a status in one statement, its move", async () => {
    for (const [table, file] of Object.entries(STORES)) {
      const text = await readFile(file, "utf8");
      expect(writesTo(table as keyof typeof STORES, text).length, file).toBeGreaterThan(0);
      const sets = [...text.matchAll(/\.set\(\s*\{([^}]*)\}/g)].map((match) => match[1]!);
      expect(
        sets.filter((fields) => /\bstatus\s*:/.test(fields)),
        file,
      ).toHaveLength(1);
    }
  });

  it("no code writes a list of statuses inline: the statuses a move starts from come from the table", async () => {
    const found: string[] = [];
    for (const { file, text } of await productSources())
      for (const match of text.matchAll(/inArray\(\s*(?:reservations|onlinePayments)\.status\s*,\s*\[\s*["']/g))
        found.push(`${file}: ${match[0]}`);
    expect(found).toEqual([]);
  });
});

forEachDatabase("the database's CHECKs are the declared statuses", (database) => {
  /** The quoted values of a constraint's or an index's definition, in order. */
  const valuesOf = (definition: string) => [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1]);

  it("reservations and online payments accept exactly their lifecycle's statuses", async () => {
    const result = await database().db.execute(
      sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint where conname in ('reservations_status', 'online_payments_status') order by conname`,
    );
    const checks = Object.fromEntries(
      rowsOf<{ conname: string; definition: string }>(result).map((row) => [row.conname, valuesOf(row.definition)]),
    );
    expect(checks).toEqual({
      online_payments_status: [...ONLINE_PAYMENT_STATUSES],
      reservations_status: [...RESERVATION_STATUSES],
    });
  });

  it("the one-active-reservation indexes count the active statuses", async () => {
    const result = await database().db.execute(
      sql`select indexname, indexdef from pg_indexes where indexname like 'reservations_one_active_per_%' order by indexname`,
    );
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(result);
    expect(indexes.map((row) => row.indexname)).toEqual([
      "reservations_one_active_per_car",
      "reservations_one_active_per_client",
      "reservations_one_active_per_phone",
    ]);
    for (const row of indexes) expect(valuesOf(row.indexdef), row.indexname).toEqual([...ACTIVE_STATUSES]);
  });
});

describe("docs/functions-and-data.md shows the lifecycle tables as they are", () => {
  /** The Markdown table whose header starts with `| <title> |`, as words (backticks dropped, — as -). */
  async function docsTable(title: string): Promise<string[][]> {
    const docs = await readFile("docs/functions-and-data.md", "utf8");
    const lines = docs.split("\n");
    const start = lines.findIndex((line) => line.startsWith(`| ${title} |`));
    expect(start, `a table headed "${title}"`).toBeGreaterThanOrEqual(0);
    const rows: string[][] = [];
    for (const line of lines.slice(start)) {
      if (!line.startsWith("|")) break;
      const cells = line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim().replaceAll("`", "").replace("—", "-"));
      if (!cells.every((cell) => /^-+$/.test(cell))) rows.push(cells);
    }
    return rows;
  }

  it("reservations", async () => {
    expect(await docsTable("reservation")).toEqual([
      ["reservation", ...RESERVATION_EVENTS],
      ...transitionGrid(RESERVATION_LIFECYCLE),
    ]);
  });

  it("online payments", async () => {
    expect(await docsTable("online payment")).toEqual([
      ["online payment", ...ONLINE_PAYMENT_EVENTS],
      ...transitionGrid(ONLINE_PAYMENT_LIFECYCLE),
    ]);
  });
});
