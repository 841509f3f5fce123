import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "../../functions/_shared/platform/db/client.ts";
import { migrate } from "../../functions/_shared/platform/db/migrate.ts";

const folder = mkdtempSync(join(tmpdir(), "forecourt-migrations-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("an applied migration whose comment is reworded is not run again; a new one is", async () => {
  const database = await openPglite();
  try {
    cpSync("functions/_shared/platform/db/migrations", folder, { recursive: true });
    const first = readdirSync(folder).find((name) => name.endsWith(".sql"))!;
    const file = join(folder, first);
    writeFileSync(file, `-- A comment reworded after it was applied.\n${readFileSync(file, "utf8")}`);
    expect(await migrate(database.db, folder)).toBe(0);

    const journalFile = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    const last = journal.entries.at(-1);
    const tag = "9999_a_new_table";
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(folder, `${tag}.sql`), "create table a_new_table (id integer primary key);");
    expect(await migrate(database.db, folder)).toBe(1);
    expect(await migrate(database.db, folder)).toBe(0);
  } finally {
    await database.close();
  }
});
