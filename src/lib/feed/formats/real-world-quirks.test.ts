import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carSchema } from "../car.ts";
import { MixedDecoder } from "./decode.ts";
import type { FeedMapping } from "./mapping-schema.ts";
import { readStockFile, type StockFeedSettings } from "./read-stock.ts";
import { readMoney, readYearOfDate } from "./transforms.ts";

/**
 * Exports as they really come. Each case is a quirk a real public export showed
 * (tests/fixtures/real-exports/README.md names the files); the gallery tests read those files whole.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "real-quirks-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const context = { timeZone: "Australia/Sydney", configPath: "tenants/demo/tenant.json" };
const MAPPING: FeedMapping = {
  id: "Stock ID",
  year: "Year",
  make: "Make",
  model: "Model",
  price: "Price",
  car_type: { default: "used" },
};

/** Google's built-in mapping, with none of the dealer's own. */
const GOOGLE: Partial<StockFeedSettings> = { format: "google-vehicle-listings", mapping: undefined };

async function read(content: string | Uint8Array, extra: Partial<StockFeedSettings> = {}, name = "stock.csv") {
  const path = join(dir, name);
  await writeFile(path, content);
  const rows = await readStockFile(
    path,
    { format: "csv", mapping: MAPPING, delimiter: "auto", encoding: "auto", ...extra },
    context,
  );
  return { ...rows, cars: rows.records.map((record) => carSchema.parse(record)) };
}

describe("the lines above the header", () => {
  it("honours Excel's sep= first line (its delimiter, and the header after it)", async () => {
    const { cars, issues } = await read("sep=;\r\nStock ID;Year;Make;Model;Price\r\nA1;2019;Kia;Rio;12 990\r\n");
    expect(issues).toEqual([]);
    expect(cars.map((car) => [car.id, car.make, car.price])).toEqual([["A1", "Kia", 12990]]);
  });
  it("skips feed.skipLines banner lines, and names rows by their line in the file", async () => {
    const { cars, issues } = await read(
      "Stock report for Harbour Motors\nExported 02/11/2026\nStock ID,Year,Make,Model,Price\nA1,2019,Kia,Rio,12990\nA2,old,Kia,Rio,1\n",
      { skipLines: 2 },
    );
    expect(cars.map((car) => car.id)).toEqual(["A1"]);
    expect(issues).toEqual([expect.objectContaining({ at: "stock.csv line 5" })]);
  });
});

describe("quotes inside unquoted fields", () => {
  it("reads a stray inch mark in a Google TSV as a character, and keeps the dealer", async () => {
    const tsv = `id\tbrand\tmodel\tyear\tprice\tcondition\ttitle\nG1\tFord\tRanger\t2022\t45990 AUD\tused\tRanger 5'7" tray\nG2\tKia\tRio\t2020\t14990 AUD\tused\t"Rio" hatch\n`;
    const rows = await read(tsv, GOOGLE, "google.tsv");
    expect(rows.issues).toEqual([]);
    expect(rows.records.map((record) => record.name)).toEqual([`Ranger 5'7" tray`, `"Rio" hatch`]);
  });
});

describe("encodings", () => {
  it("honours a UTF-8 BOM when one byte is Windows-1252: the header is never garbled", async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from("Stock ID,Year,Make,Model,Price\nA1,2019,Škoda,Octavia,12990\nA2,2020,Citro"),
      Buffer.from([0xeb]), // ë in Windows-1252, not UTF-8
      Buffer.from("n,C4,15990\n"),
    ]);
    const { cars, issues } = await read(bytes);
    expect(issues).toEqual([]);
    expect(cars.map((car) => car.make)).toEqual(["Škoda", "Citroën"]);
  });
  it("keeps a UTF-8 character cut between two chunks whole", () => {
    const decoder = new MixedDecoder();
    const bytes = Buffer.from("Café ✓");
    const text = decoder.decode(bytes.subarray(0, 4), { stream: true }) + decoder.decode(bytes.subarray(4));
    expect(text).toBe("Café ✓");
  });
});

describe("prices as dealers write them", () => {
  it.each([["POA"], ["Call"], ["TBA"], ["Enquire"], ["Price on application"], ["0"], [""]])(
    "%j is no price: the car is listed, shown as 'Enquire for price'",
    async (price) => {
      const { cars, issues } = await read(`Stock ID,Year,Make,Model,Price\nA1,2019,Kia,Rio,${price}\n`);
      expect(issues).toEqual([]);
      expect(cars).toHaveLength(1);
      expect(cars[0]?.price ?? 0).toBe(0);
    },
  );
  it("takes a dealer's own no-price word from the mapping's values", async () => {
    const { cars } = await read("Stock ID,Year,Make,Model,Price\nA1,2019,Kia,Rio,Ring Steve\n", {
      mapping: { ...MAPPING, price: { column: "Price", values: { "Ring Steve": "" } } },
    });
    expect(cars[0]?.price).toBeUndefined();
  });

  it.each([
    ["12995.00 USD", "USD", 12995],
    ["R 619 900", "ZAR", 619900],
    ["48 900,00 €", "EUR", 48900],
    ["€ 1.234.567", "EUR", 1234567],
    ["NZ$ 24,990", "NZD", 24990],
    ["$25,990.50", "AUD", 25990.5],
    ["25990 AUD", "AUD", 25990],
    ["$24,990", "NZD", 24990],
  ])("reads %j in %s", (text, currency, amount) => {
    expect(readMoney(text, "dollars", currency)).toEqual({ ok: true, value: amount });
  });
  it("refuses a price in another currency than the export's, never relabelling it", async () => {
    const { cars, issues } = await read(
      "Stock ID,Year,Make,Model,Price\nA1,2019,Kia,Rio,12995.00 USD\nA2,2019,Kia,Rio,$9990\n",
    );
    expect(cars.map((car) => car.id)).toEqual(["A2"]);
    expect(issues).toEqual([
      expect.objectContaining({
        at: "stock.csv line 2",
        reason: '"12995.00 USD" is in USD; this dealer\'s export is priced in AUD (feed.currency)',
      }),
    ]);
  });
  it("reads an NZD export when the dealer says so", async () => {
    const { cars, issues } = await read('Stock ID,Year,Make,Model,Price\nA1,2019,Kia,Rio,"NZ$ 18,990"\n', {
      currency: "NZD",
    });
    expect(issues).toEqual([]);
    expect(cars[0]?.price).toBe(18990);
  });
});

describe("derived and tidied values", () => {
  it.each([
    ["02/11/2018", 2018],
    ["2018-11-02", 2018],
    ["11/2018", 2018],
    ["Nov 2018", 2018],
    ["2018-11-02T00:00:00+10:00", 2018],
  ])("takes the year from the date %j", (text, year) => {
    expect(readYearOfDate(text)).toEqual({ ok: true, value: year });
  });
  it('reads year from a registration date column ({ "column": "Registration Date", "from": "date" })', async () => {
    const { cars, issues } = await read("Stock ID,Registration Date,Make,Model,Price\nA1,02/11/2018,Kia,Rio,9990\n", {
      mapping: { ...MAPPING, year: { column: "Registration Date", from: "date" } },
    });
    expect(issues).toEqual([]);
    expect(cars[0]).toMatchObject({ year: 2018, name: "2018 Kia Rio" });
  });
  it("writes shouting words as words, drops placeholders, and keeps the condition out of the name", async () => {
    const { cars } = await read(
      "Stock ID,Year,Make,Model,Price,Title,Body,Colour,Transmission,Fuel\nA1,2027,Hino,300,99000,New 2027 Hino 300 Series,CAB CHASSIS,WHITE,CVT,N/A\n",
      {
        mapping: {
          ...MAPPING,
          name: "Title",
          simple_body: "Body",
          colour: "Colour",
          simple_transmission: "Transmission",
          simple_fuel: "Fuel",
        },
      },
    );
    expect(cars[0]).toMatchObject({
      name: "2027 Hino 300 Series",
      simple_body: "Cab Chassis",
      colour: "White",
      simple_transmission: "CVT",
    });
    expect(cars[0]?.simple_fuel).toBeUndefined();
  });
});

describe("what a real DMS export repeats or packs into one cell", () => {
  it("drops the year and make a Model column repeats ('2004 Harley-Davidson Sportster 1200')", async () => {
    const { cars } = await read(
      "Stock ID,Year,Make,Model,Price\nA1,2004,Harley-Davidson,2004 Harley-Davidson Sportster 1200,6499\n",
    );
    expect(cars[0]).toMatchObject({ model: "Sportster 1200", name: "2004 Harley-Davidson Sportster 1200" });
  });
  it("keeps a photo address whole when it holds the list's separator (an image CDN's w_400,h_300)", async () => {
    const { cars } = await read(
      'Stock ID,Year,Make,Model,Price,Photos\nA1,2020,Kia,Rio,9990,"https://media.example.ca/w_400,h_300,q_90/a.webp,https://media.example.ca/b.jpg"\n',
      { mapping: { ...MAPPING, images: { column: "Photos", split: "," } } },
    );
    expect(cars[0]?.images.map((image) => image.url)).toEqual([
      "https://media.example.ca/w_400,h_300,q_90/a.webp",
      "https://media.example.ca/b.jpg",
    ]);
  });
});

describe("Google vehicle listings' own attribute names", () => {
  it("reads make, vehicle_id, exterior_color, dealership_name and vehicle_option", async () => {
    const tsv =
      "vehicle_id\tmake\tmodel\tyear\tprice\tcondition\texterior_color\tdealership_name\tvehicle_option\tmileage\n" +
      "L1\tToyota\tCorolla\t2021\t25990.00 AUD\tused\tSILVER\tHarbour Toyota\tReversing camera,Apple CarPlay\t41000 km\n";
    const rows = await read(tsv, GOOGLE, "listings.tsv");
    expect(rows.issues).toEqual([]);
    expect(rows.cars[0]).toMatchObject({
      id: "L1",
      make: "Toyota",
      colour: "Silver",
      dealership_name: "Harbour Toyota",
      standardEquipment: ["Reversing camera", "Apple CarPlay"],
      km: 41000,
    });
  });
});
