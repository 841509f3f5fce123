import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readStockJournal, stockJournalPath } from "./stock-journal.ts";

const dir = await mkdtemp(join(tmpdir(), "forecourt-journal-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const write = async (slug: string, text: string) => {
  await mkdir(join(dir, "stock"), { recursive: true });
  await writeFile(stockJournalPath(slug, dir), text);
};

describe("the stock journal a build applies", () => {
  it("is empty when no journal was written", async () => {
    expect(await readStockJournal("nobody", dir)).toEqual([]);
  });

  it("gives the stored changes", async () => {
    const changes = [{ car_id: "1", at: "2026-11-23T09:00:00.000Z", change: { status: "sold" } }];
    await write("dealer", JSON.stringify({ tenant: "dealer", exportedAt: "2026-11-23T09:01:00.000Z", changes }));
    expect(await readStockJournal("dealer", dir)).toEqual(changes);
  });

  it("fails with the file's path when it is broken", async () => {
    await write("broken", "{not json");
    await expect(readStockJournal("broken", dir)).rejects.toThrow(stockJournalPath("broken", dir));
    await write("wrong", JSON.stringify({ tenant: "wrong" }));
    await expect(readStockJournal("wrong", dir)).rejects.toThrow("not a stock journal");
  });

  it("fails with the file's path when the journal exists but cannot be read", async () => {
    // A folder where the file should be: reading it fails with EISDIR, not "no journal".
    await mkdir(stockJournalPath("unreadable", dir), { recursive: true });
    await expect(readStockJournal("unreadable", dir)).rejects.toThrow(
      `${stockJournalPath("unreadable", dir)}: cannot be read`,
    );
  });
});
