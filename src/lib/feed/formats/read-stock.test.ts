import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTenantFeed } from "../load-feed.ts";
import { formatFeedIssue } from "../validate.ts";
import type { FeedMapping } from "./mapping-schema.ts";
import { readStockFile, type StockFeedSettings } from "./read-stock.ts";

/** A dealer's own CSV or XML export, read through a mapping; every problem named. */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stock-export-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const context = { timeZone: "Australia/Brisbane", configPath: "tenants/demo/tenant.json" };
const STOCK_TOOL_MAPPING: FeedMapping = {
  id: "Stock No",
  year: "Year",
  make: "Make",
  model: "Model",
  badge: "Variant",
  km: { column: "Odometer", unit: "km" },
  price: "Retail Price",
  price_type: { column: "Price Type", values: { DAP: "Drive Away", EGC: "Excl. Govt. Charges" } },
  car_type: "Condition",
  status: "Status",
  created_at: "Date In",
  images: { column: "Photos", split: "|" },
  standardEquipment: { column: "Features", split: ";" },
  dealercomments: "Comments",
  specifications: [{ column: "ATM", group: "Weights" }],
};
const csvSettings = (mapping: FeedMapping = STOCK_TOOL_MAPPING): StockFeedSettings => ({
  format: "csv",
  mapping,
  delimiter: "auto",
  encoding: "auto",
});

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

const HEADER =
  "Stock No,Year,Make,Model,Variant,Odometer,Retail Price,Price Type,Condition,Status,Date In,Photos,Features,Comments,ATM";

describe("a stock tool's CSV export", () => {
  it("maps its columns, units and words onto cars", async () => {
    const path = await file(
      "cars.csv",
      `\uFEFF${HEADER}\r\n` +
        `A1,2021,Toyota,Hilux,SR5,"45,120",$52990,DAP,Used,Available,25/11/2026,a.jpg|b.jpg,Tow bar;Bull bar,"Serviced, one owner\r\nand clean",\r\n` +
        `A2,2026,Jayco,Starcraft,,0,"$64,990.00",EGC,Ex-Demo,Under Offer,1/11/2026 9:15,c.jpg,,,"2,500kg"\r\n`,
    );
    const rows = await readStockFile(path, csvSettings(), context);
    expect(rows.issues).toEqual([]);
    expect(rows.columns[0]).toBe("Stock No");
    expect(rows.records).toEqual([
      {
        id: "A1",
        year: 2021,
        make: "Toyota",
        model: "Hilux",
        badge: "SR5",
        km: 45120,
        price: 52990,
        price_type: "Drive Away",
        car_type: "used",
        status: "in_stock",
        created_at: "2026-11-24T14:00:00.000Z",
        images: ["a.jpg", "b.jpg"],
        standardEquipment: ["Tow bar", "Bull bar"],
        dealercomments: "Serviced, one owner\r\nand clean",
        name: "2021 Toyota Hilux",
        slug: "2021-toyota-hilux-sr5-a1",
      },
      {
        id: "A2",
        year: 2026,
        make: "Jayco",
        model: "Starcraft",
        km: 0,
        price: 64990,
        price_type: "Excl. Govt. Charges",
        car_type: "demo",
        status: "in_stock",
        reserved: true,
        created_at: "2026-10-31T23:15:00.000Z",
        images: ["c.jpg"],
        specifications: [{ group: "Weights", label: "ATM", value: "2,500kg" }],
        name: "2026 Jayco Starcraft",
        slug: "2026-jayco-starcraft-a2",
      },
    ]);
    expect(rows.origins).toEqual(["cars.csv line 2", "cars.csv line 4"]);
  });

  it("skips a bad row with its line, stock id, column and reason; the rest go on", async () => {
    const path = await file(
      "bad-rows.csv",
      `${HEADER}\nB1,2020,Mazda,CX-5,,"12,4OO",29990,,Used,Available,,,,,\nB2,2020,Mazda,CX-5,,1000,29990,,Used,Available,,,,,\nB3,2020,Mazda\n`,
    );
    const rows = await readStockFile(path, csvSettings(), context);
    expect(rows.records.map((car) => car.id)).toEqual(["B2"]);
    expect(rows.issues).toEqual([
      { at: "bad-rows.csv line 2", id: "B1", column: "Odometer", reason: '"12,4OO" is not a number' },
      {
        at: "bad-rows.csv line 4",
        column: "(row)",
        reason: "has 3 values where the header has 15 (a delimiter or quote out of place?)",
      },
    ]);
  });

  it("reads Windows-1252 text (é, ’) as well as UTF-8", async () => {
    const text = `Stock No,Year,Make,Model,Condition,Comments\nW1,2019,Renault,Clio,Used,Café racer’s pick\n`;
    const bytes = Uint8Array.from(
      [...text].map((char) => (char === "é" ? 0xe9 : char === "’" ? 0x92 : char.charCodeAt(0))),
    );
    const mapping = {
      id: "Stock No",
      year: "Year",
      make: "Make",
      model: "Model",
      car_type: "Condition",
      dealercomments: "Comments",
    };
    const rows = await readStockFile(await file("cp1252.csv", bytes), csvSettings(mapping), context);
    expect(rows.records[0]?.dealercomments).toBe("Café racer’s pick");
  });

  it("finds the delimiter from the header (tab, semicolon)", async () => {
    const mapping = { id: "id", year: "year", make: "make", model: "model", car_type: "type" };
    for (const [name, separator] of [
      ["tabs.tsv", "\t"],
      ["semis.csv", ";"],
    ] as const) {
      const path = await file(
        name,
        `id${separator}year${separator}make${separator}model${separator}type\n1${separator}2020${separator}Kia${separator}Rio${separator}new\n`,
      );
      const rows = await readStockFile(path, csvSettings(mapping), context);
      expect(rows.records[0], name).toMatchObject({ id: "1", make: "Kia", model: "Rio", car_type: "new" });
    }
  });

  it.each([
    [
      "a wrong delimiter",
      "wrong-delimiter.csv",
      `${HEADER}\nB2,2020,Mazda\n`,
      { ...csvSettings(), delimiter: ";" as const },
      /^tenants\/demo\/tenant\.json: feed\.mapping\.id: no column "Stock No" in wrong-delimiter\.csv \(columns: Stock No,Year,Make/,
    ],
    [
      "a missing header row",
      "no-header.csv",
      "B2,2020,Mazda,CX-5,,1000,29990,,Used,Available,,,,,\n",
      csvSettings(),
      /^tenants\/demo\/tenant\.json: feed\.mapping\.id: no column "Stock No" in no-header\.csv \(columns: B2, 2020, Mazda/,
    ],
    [
      "an unknown mapped column",
      "unknown-column.csv",
      `${HEADER}\n`,
      csvSettings({ ...STOCK_TOOL_MAPPING, price: { column: "RRP" } }),
      /^tenants\/demo\/tenant\.json: feed\.mapping\.price\.column: no column "RRP" in unknown-column\.csv \(columns: Stock No, Year/,
    ],
    ["an empty file", "empty.csv", "", csvSettings(), /^empty\.csv: the file is empty \(no header row\)$/],
    ["an unclosed quote", "quote.csv", `${HEADER}\n"B1,2020\n`, csvSettings(), /^quote\.csv: not readable as CSV/],
  ])("%s fails the tenant with the file and mapping path", async (_, name, content, settings, message) => {
    const path = await file(name, content);
    await expect(readStockFile(path, settings, context)).rejects.toThrow(message);
  });
});

describe("a 50 MB export", () => {
  it("is read row by row to the end, its one bad row named by line", { timeout: 120_000 }, async () => {
    const path = join(dir, "large.csv");
    const out = createWriteStream(path);
    const comment = `"${"Low kms, one owner, full service history, tow bar, roof racks. ".repeat(5)}"`;
    let rows = 0;
    while (out.bytesWritten + out.writableLength < 50 * 1024 * 1024) {
      if (rows === 0) out.write(`${HEADER}\n`);
      rows++;
      const odometer = rows === 70_000 ? '"12,4OO"' : String(rows * 7);
      const line = `L${rows},2021,Toyota,Hilux,SR5,${odometer},"$52,990",DAP,Used,Available,25/11/2026,a.jpg|b.jpg,Tow bar,${comment},\n`;
      if (!out.write(line)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    expect((await stat(path)).size).toBeGreaterThanOrEqual(50 * 1024 * 1024);
    const read = await readStockFile(path, csvSettings(), context);
    expect(read.rows).toBe(rows);
    expect(read.records).toHaveLength(rows - 1);
    expect(read.issues).toEqual([
      { at: "large.csv line 70001", id: "L70000", column: "Odometer", reason: '"12,4OO" is not a number' },
    ]);
  });
});

describe("through the tenant's feed loader", () => {
  it("names skipped records by line and source column, keeps the first of duplicate stock ids", async () => {
    const feedDir = join(dir, "feed");
    await rm(feedDir, { recursive: true, force: true });
    await import("node:fs/promises").then(({ mkdir }) => mkdir(feedDir));
    await writeFile(
      join(feedDir, "stock.csv"),
      "Stock No,Year,Make,Model,Condition\nD1,2020,Kia,Rio,Used\nD1,2021,Kia,Rio,Used\nD3,1850,Ford,Model T,Used\nD4,2022,Kia,Rio,Unknown\n",
    );
    await writeFile(join(feedDir, "locations.json"), "[]");
    const { feed, issues } = await loadTenantFeed({
      slug: "demo",
      dir: feedDir,
      stock: {
        settings: csvSettings({ id: "Stock No", year: "Year", make: "Make", model: "Model", car_type: "Condition" }),
        fileName: "stock.csv",
        context,
      },
    });
    expect(feed.cars.map((car) => [car.id, car.year, car.slug])).toEqual([["D1", 2020, "2020-kia-rio-d1"]]);
    expect(issues.map(formatFeedIssue)).toEqual([
      'demo: stock.csv line 3 (stock D1): Stock No: duplicate id "D1" (record skipped)',
      "demo: stock.csv line 4 (stock D3): Year: must be 1900 or later (record skipped)",
      "demo: stock.csv line 5 (stock D4): Condition: must be one of new, used, demo (record skipped)",
    ]);
  });
});

describe("XML exports", () => {
  const xmlSettings = (mapping: FeedMapping, recordElement?: string): StockFeedSettings => ({
    format: "xml",
    mapping,
    delimiter: "auto",
    encoding: "auto",
    recordElement,
  });
  const mapping: FeedMapping = {
    id: "@id",
    year: "Year",
    make: "Make",
    model: "Model",
    car_type: "Condition",
    km: { column: "Odometer/Value", unit: "miles" },
    images: "Photos/Photo",
    price: { column: "Price", money: "cents" },
  };

  it("reads one element per car, nested paths, attributes and repeated elements", async () => {
    const path = await file(
      "stock.xml",
      `<?xml version="1.0"?>\n<Stock>\n <Vehicle id="X1">\n  <Year>2020</Year><Make>Ford</Make><Model>Ranger</Model>\n  <Condition>Used</Condition><Odometer><Value>10000</Value></Odometer>\n  <Photos><Photo>1.jpg</Photo><Photo><![CDATA[2.jpg]]></Photo></Photos><Price>4599000</Price>\n </Vehicle>\n <Vehicle id="X2"><Year>20x0</Year><Make>Ford</Make><Model>Puma</Model><Condition>New</Condition></Vehicle>\n</Stock>\n`,
    );
    const rows = await readStockFile(path, xmlSettings(mapping), context);
    expect(rows.records).toEqual([
      expect.objectContaining({ id: "X1", year: 2020, km: 16093, images: ["1.jpg", "2.jpg"], price: 45990 }),
    ]);
    expect(rows.issues).toEqual([
      { at: "stock.xml <vehicle> 2 (line 8)", id: "X2", column: "Year", reason: '"20x0" is not a number' },
    ]);
  });

  it.each([
    ["malformed XML", "<Stock><Vehicle id='1'><Year>2020</Vehicle></Stock>", /^broken\.xml: not well-formed XML/],
    ["an empty file", "", /^broken\.xml: the file is empty$/],
    [
      "a mapped element no record has",
      "<Stock><Vehicle id='1'><Year>2020</Year></Vehicle></Stock>",
      /^tenants\/demo\/tenant\.json: feed\.mapping\.make: no element "Make" in broken\.xml \(elements: @id, year\)/,
    ],
  ])("%s fails the tenant", async (_, content, message) => {
    const path = await file("broken.xml", content);
    await expect(readStockFile(path, xmlSettings(mapping), context)).rejects.toThrow(message);
  });
});
