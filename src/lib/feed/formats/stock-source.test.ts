import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTenantConfig } from "../../tenant/load-tenant.ts";
import { validateRecords } from "../validate.ts";
import type { FeedMapping } from "./mapping-schema.ts";
import { readCsvStockFileSync, readStockFile, type StockFeedSettings } from "./read-stock.ts";
import { readLocalStock, rowIssueToFeedIssue, type StockSource, stockSourceOf } from "./stock-source.ts";

/**
 * The build's read of a dealer's export (readLocalStock), each mapped row validated as
 * it is read. A row the mapping cannot read and a row the car schema rejects are both skipped and
 * named by line; the cars that come back are the schema's output, not the mapped rows.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stock-source-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const TENANT = "demo";
const context = { timeZone: "Australia/Brisbane", configPath: "tenants/demo/tenant.json" };

function source(format: "csv" | "xml", fileName: string, mapping: FeedMapping): StockSource {
  const settings: StockFeedSettings = { format, mapping, delimiter: "auto", encoding: "auto" };
  return { settings, fileName, context };
}

/** The keep-every-row path (test helpers): map every row, then validate the lot with its sources. */
async function keepEveryRow(file: string, stock: StockSource) {
  const rows = await readStockFile(file, stock.settings, stock.context);
  const validated = validateRecords(TENANT, "cars", rows.records, {
    origins: rows.origins,
    columns: rows.sourceColumns,
  });
  return {
    rows,
    records: validated.records,
    issues: [...rows.issues.map((issue) => rowIssueToFeedIssue(TENANT, issue)), ...validated.issues],
  };
}

const CSV_MAPPING: FeedMapping = {
  id: "Stock No",
  year: "Year",
  make: "Make",
  model: "Model",
  km: { column: "Odometer", unit: "km" },
  price: "Retail Price",
  price_type: "Price Type",
  car_type: "Condition",
  status: "Status",
  vin: "VIN",
  images: { column: "Photos", split: "|" },
};

// Line 2 good; 3 a price the mapping cannot read; 4 no make (the schema's rule); 5 good with empty
// Odometer, Price Type, VIN and Photos; 6 a second G1 (the schema's unique id rule).
const CSV = [
  "Stock No,Year,Make,Model,Odometer,Retail Price,Price Type,Condition,Status,VIN,Photos",
  'G1,2021,Toyota,Hilux,"45,120","$52,990",DAP,Used,Available,6a9aayk19rl115057,a.jpg|b.jpg',
  'B1,2020,Mazda,CX-5,30000,"$12,9O0",DAP,Used,Available,,c.jpg',
  "M1,2019,,Corolla,80000,$18990,EGC,Used,Available,,d.jpg",
  "E1,2026,Jayco,Starcraft,,$64990,,New,,,",
  "G1,2022,Toyota,Hilux,1000,$60000,DAP,Used,Available,,e.jpg",
].join("\n");

const XML_MAPPING: FeedMapping = {
  id: "@id",
  year: "Year",
  make: "Make",
  model: "Model",
  km: { column: "Odometer/Value", unit: "km" },
  price: "Price",
  price_type: "PriceType",
  car_type: "Condition",
  status: "Status",
  vin: "VIN",
  images: "Photos/Photo",
};

// The same five cars, one <Vehicle> per line (line 3 to 7); E1 leaves out Odometer, VIN and
// Photos and has an empty <PriceType/>.
const XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  "<Stock>",
  '<Vehicle id="G1"><Year>2021</Year><Make>Toyota</Make><Model>Hilux</Model><Odometer><Value>45,120</Value></Odometer><Price>$52,990</Price><PriceType>DAP</PriceType><Condition>Used</Condition><Status>Available</Status><VIN>6a9aayk19rl115057</VIN><Photos><Photo>a.jpg</Photo><Photo>b.jpg</Photo></Photos></Vehicle>',
  '<Vehicle id="B1"><Year>2020</Year><Make>Mazda</Make><Model>CX-5</Model><Odometer><Value>30000</Value></Odometer><Price>$12,9O0</Price><PriceType>DAP</PriceType><Condition>Used</Condition><Status>Available</Status><Photos><Photo>c.jpg</Photo></Photos></Vehicle>',
  '<Vehicle id="M1"><Year>2019</Year><Make></Make><Model>Corolla</Model><Odometer><Value>80000</Value></Odometer><Price>18990</Price><PriceType>EGC</PriceType><Condition>Used</Condition><Status>Available</Status><Photos><Photo>d.jpg</Photo></Photos></Vehicle>',
  '<Vehicle id="E1"><Year>2026</Year><Make>Jayco</Make><Model>Starcraft</Model><Price>64990</Price><PriceType/><Condition>New</Condition><Status/></Vehicle>',
  '<Vehicle id="G1"><Year>2022</Year><Make>Toyota</Make><Model>Hilux</Model><Odometer><Value>1000</Value></Odometer><Price>60000</Price><PriceType>DAP</PriceType><Condition>Used</Condition><Status>Available</Status><Photos><Photo>e.jpg</Photo></Photos></Vehicle>',
  "</Stock>",
  "",
].join("\n");

const CASES = [
  {
    format: "csv",
    fileName: "stock.csv",
    content: CSV,
    mapping: CSV_MAPPING,
    at: (n: number) => `stock.csv line ${n + 1}`,
    columns: ["Stock No", "Year", "Make", "Model", "Odometer", "Retail Price", "Price Type"],
    priceColumn: "Retail Price",
  },
  {
    format: "xml",
    fileName: "stock.xml",
    content: XML,
    mapping: XML_MAPPING,
    at: (n: number) => `stock.xml <vehicle> ${n} (line ${n + 2})`,
    columns: ["@id", "make", "odometer/value", "photos/photo", "price", "pricetype", "vin", "year"],
    priceColumn: "Price",
  },
] as const;

describe.each(CASES)("readLocalStock: a $format export", (example) => {
  const { format, fileName, content, mapping, at } = example;
  const stock = source(format, fileName, mapping);
  let file: string;
  beforeAll(async () => {
    file = join(dir, fileName);
    await writeFile(file, content);
  });

  it("keeps only the valid cars, as the car schema gives them", async () => {
    const read = (await readLocalStock(TENANT, dir, stock))!;
    expect(read.validated).toBe(true);
    expect(read.rows).toBe(5);
    expect(read.records.map((car) => car.id)).toEqual(["G1", "E1"]);
    const [good, sparse] = read.records;
    // Typed by the mapping, then normalised and defaulted by the schema: a mapped row still has
    // "DAP", a lower-case VIN and image strings, and no reserved/certified/item_type.
    expect(good).toMatchObject({
      id: "G1",
      slug: "2021-toyota-hilux-g1",
      name: "2021 Toyota Hilux",
      year: 2021,
      km: 45120,
      price: 52990,
      price_type: "Drive Away",
      car_type: "used",
      status: "in_stock",
      vin: "6A9AAYK19RL115057",
      images: [
        { url: "a.jpg", isVideo: false },
        { url: "b.jpg", isVideo: false },
      ],
      reserved: false,
      certified: false,
      show_on_dealer_website: true,
      item_type: "car",
    });
    expect(typeof good!.price).toBe("number");
    expect(sparse).toMatchObject({ id: "E1", year: 2026, price: 64990, car_type: "new", images: [], reserved: false });
    expect(sparse!.km).toBeUndefined();
    expect(sparse!.price_type).toBeUndefined();
    expect(sparse!.vin).toBeUndefined();
  });

  it("skips each bad row with its line, stock id, source column and reason", async () => {
    const read = (await readLocalStock(TENANT, dir, stock))!;
    const issue = (row: number, id: string, path: string, reason: string) => ({
      tenant: TENANT,
      entity: "cars",
      id,
      path,
      reason,
      at: at(row),
    });
    expect(read.issues).toEqual([
      // The mapping's problem first (the row never reached the schema), then the schema's.
      issue(2, "B1", example.priceColumn, '"$12,9O0" is not a number'),
      issue(3, "M1", "Make", "is required"),
      issue(5, "G1", format === "csv" ? "Stock No" : "@id", 'duplicate id "G1"'),
    ]);
    // The first G1 wins; the skipped rows are nowhere among the cars.
    expect(read.records.find((car) => car.id === "G1")?.price).toBe(52990);
    expect(read.records.some((car) => car.id === "B1" || car.id === "M1")).toBe(false);
  });

  it("counts, per mapped field, the rows the mapping read that left it empty", async () => {
    const read = (await readLocalStock(TENANT, dir, stock))!;
    expect(read.columns).toEqual(expect.arrayContaining([...example.columns]));
    expect(read.sourceColumns.get("price")).toBe(example.priceColumn);
    expect(read.sourceColumns.get("km")).toBe(format === "csv" ? "Odometer" : "Odometer/Value");
    // Blank in the export, whether the row is kept or not (B1's VIN, M1's make), and whatever
    // the reader then makes of it (E1's blank Status is read as in stock).
    expect(Object.fromEntries(read.emptyFields)).toEqual({
      id: 0,
      year: 0,
      make: 1,
      model: 0,
      km: 1,
      price: 0,
      price_type: 1,
      car_type: 0,
      status: 1,
      vin: 4,
      images: 1,
    });
  });

  it("gives the same cars and problems as validating every mapped row afterwards", async () => {
    const built = (await readLocalStock(TENANT, dir, stock))!;
    const kept = await keepEveryRow(file, stock);
    expect(kept.rows.records).toHaveLength(4);
    expect(built.records).toEqual(kept.records);
    expect(built.issues).toEqual(kept.issues);
    expect(built.rows).toBe(kept.rows.rows);
    expect(built.columns).toEqual(kept.rows.columns);
    expect(built.emptyFields).toEqual(kept.rows.emptyFields);
    expect(built.sourceColumns).toEqual(kept.rows.sourceColumns);
  });
});

describe("readLocalStock", () => {
  it("is undefined when the dealer's export is not there", async () => {
    expect(await readLocalStock(TENANT, dir, source("csv", "absent.csv", CSV_MAPPING))).toBeUndefined();
  });

  it("reads the sample dealer's real export as the test helpers do (outback-caravans)", async () => {
    const slug = "outback-caravans";
    const configPath = `tenants/${slug}/tenant.json`;
    const config = parseTenantConfig(JSON.parse(readFileSync(configPath, "utf8")), configPath);
    const stock = stockSourceOf(config, configPath)!;
    expect(stock.settings.format).toBe("csv");
    const feedDir = `tenants/${slug}/feed`;
    const built = (await readLocalStock(slug, feedDir, stock))!;
    // scripts/support/sample-feed.ts: every row kept (synchronously), then validated.
    const rows = readCsvStockFileSync(join(feedDir, stock.fileName), stock.settings, stock.context);
    const helper = validateRecords(slug, "cars", rows.records, { origins: rows.origins, columns: rows.sourceColumns });
    expect(built.records.length).toBeGreaterThan(0);
    expect(built.records).toEqual(helper.records);
    expect(built.issues).toEqual([...rows.issues.map((issue) => rowIssueToFeedIssue(slug, issue)), ...helper.issues]);
    expect(built.rows).toBe(rows.rows);
    expect(built.emptyFields).toEqual(rows.emptyFields);
  });
});
