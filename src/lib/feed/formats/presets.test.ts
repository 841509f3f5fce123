import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carSchema } from "../car.ts";
import { readStockFile, type StockFeedSettings } from "./read-stock.ts";

/**
 * The two named formats, by their published attribute names (sources in presets.ts):
 * Google's vehicle ads / vehicle listings feed and Meta's automotive catalog feed.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "named-formats-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const context = { timeZone: "Australia/Sydney", configPath: "tenants/demo/tenant.json" };
const settings = (format: StockFeedSettings["format"], extra: Partial<StockFeedSettings> = {}): StockFeedSettings => ({
  format,
  delimiter: "auto",
  encoding: "auto",
  ...extra,
});

async function read(
  name: string,
  text: string,
  format: StockFeedSettings["format"],
  extra?: Partial<StockFeedSettings>,
) {
  const path = join(dir, name);
  await writeFile(path, text);
  const rows = await readStockFile(path, settings(format, extra), context);
  return { ...rows, cars: rows.records.map((record) => carSchema.parse(record)) };
}

describe("Google vehicle ads / vehicle listings", () => {
  const tsv = [
    "id\ttitle\tdescription\tlink\timage_link\tadditional_image_link\tprice\tvehicle_price_type\tcondition\tbrand\tmodel\tyear\ttrim\tmileage\tvin\tcolor\tbody_style\tcertified_pre-owned\tstore_code",
    "G1\t2022 Toyota RAV4 GX\tOne owner\thttps://dealer.example/g1\thttps://img.example/1.jpg\thttps://img.example/2.jpg,https://img.example/3.jpg\t38990.00 AUD\texcluding_government_charges_price\tused\tToyota\tRAV4\t2022\tGX\t41000 km\tJTMW1RFV00D012345\tWhite\tsuv\tyes\tSYD1",
    "G2\t2026 Kia EV3 Air\t\thttps://dealer.example/g2\thttps://img.example/4.jpg\t\t52990.00 AUD\tdrive_away_price\tnew\tKia\tEV3\t2026\tAir\t0 km\t\tBlue\tsuv\tno\tSYD1",
  ].join("\n");

  it("reads a tab-delimited feed by Google's attribute names", async () => {
    const { cars, issues } = await read("google.tsv", tsv, "google-vehicle-listings");
    expect(issues).toEqual([]);
    expect(cars[0]).toMatchObject({
      id: "G1",
      name: "2022 Toyota RAV4 GX",
      make: "Toyota",
      model: "RAV4",
      badge: "GX",
      year: 2022,
      km: 41000,
      price: 38990,
      price_type: "Excl. Govt. Charges",
      car_type: "used",
      certified: true,
      vin: "JTMW1RFV00D012345",
      colour: "White",
      location_id: "SYD1",
      status: "in_stock",
      images: [
        { url: "https://img.example/1.jpg" },
        { url: "https://img.example/2.jpg" },
        { url: "https://img.example/3.jpg" },
      ].map((image) => expect.objectContaining(image)),
    });
    expect(cars[1]).toMatchObject({ id: "G2", car_type: "new", price_type: "Drive Away", km: 0, certified: false });
  });

  it("reads the same as comma-separated, and as Google's RSS with g: elements", async () => {
    const csv = tsv.replaceAll(",", "|").replaceAll("\t", ",");
    const commas = await read("google.csv", csv, "google-vehicle-listings", {
      mapping: { images: { columns: ["image_link", "additional_image_link"], split: "|" } },
    });
    expect(commas.cars.map((car) => [car.id, car.price, car.images.length])).toEqual([
      ["G1", 38990, 3],
      ["G2", 52990, 1],
    ]);
    const rss = `<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>Stock</title>
<item><g:id>G1</g:id><g:title>2022 Toyota RAV4 GX</g:title><g:brand>Toyota</g:brand><g:model>RAV4</g:model>
<g:year>2022</g:year><g:condition>u</g:condition><g:mileage>24000 Miles</g:mileage><g:price>38990.00 AUD</g:price>
<g:image_link>https://img.example/1.jpg</g:image_link><g:additional_image_link>https://img.example/2.jpg</g:additional_image_link></item>
</channel></rss>`;
    const xml = await read("google.xml", rss, "google-vehicle-listings");
    expect(xml.cars[0]).toMatchObject({ id: "G1", car_type: "used", km: 38624, price: 38990 });
    expect(xml.cars[0]?.images.map((image) => image.url)).toEqual([
      "https://img.example/1.jpg",
      "https://img.example/2.jpg",
    ]);
  });

  it("a tenant's mapping overrides one field and keeps the rest", async () => {
    const { cars } = await read("google-override.tsv", tsv, "google-vehicle-listings", {
      mapping: { stocknum: "store_code", car_type: { column: "condition", values: { used: "demo" } } },
    });
    expect(cars[0]).toMatchObject({ id: "G1", stocknum: "SYD1", car_type: "demo", make: "Toyota" });
  });
});

describe("Meta automotive catalog", () => {
  it("reads the CSV with flattened fields (mileage.value, image[0].url)", async () => {
    const csv = [
      "vehicle_id,title,description,url,make,model,year,mileage.value,mileage.unit,image[0].url,image[1].url,price,state_of_vehicle,exterior_color,body_style,transmission,fuel_type,vin,availability",
      'M1,2021 Mazda CX-5,"Clean, serviced",https://dealer.example/m1,Mazda,CX-5,2021,1500,KM,https://img.example/a.jpg,https://img.example/b.jpg,"18,000 USD",CPO,Red,SUV,AUTOMATIC,GASOLINE,JM0KF4W7A00123456,AVAILABLE',
      "M2,2019 Ford Focus,,https://dealer.example/m2,Ford,Focus,2019,10000,MI,https://img.example/c.jpg,,12000 AUD,USED,Grey,HATCHBACK,MANUAL,GASOLINE,,NOT_AVAILABLE",
    ].join("\n");
    // A US dealer's catalog: its prices say USD, and so does the dealer's feed.currency.
    const { cars, issues } = await read("meta.csv", csv.replace("12000 AUD", "12000 USD"), "meta-automotive", {
      currency: "USD",
    });
    expect(issues).toEqual([]);
    expect(cars[0]).toMatchObject({
      id: "M1",
      km: 1500,
      price: 18000,
      car_type: "used",
      certified: true,
      status: "in_stock",
    });
    expect(cars[0]?.images.map((image) => image.url)).toEqual([
      "https://img.example/a.jpg",
      "https://img.example/b.jpg",
    ]);
    expect(cars[1]).toMatchObject({ id: "M2", km: 16093, car_type: "used", certified: false, status: "sold" });
  });

  it("reads the XML with nested fields inside <listing>", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<listings><title>Dealer stock</title>
  <listing>
    <vehicle_id>M3</vehicle_id><title>2024 Jayco Journey</title><make>Jayco</make><model>Journey</model><year>2024</year>
    <mileage><value>0</value><unit>KM</unit></mileage>
    <image><url>https://img.example/j1.jpg</url><tag>Exterior</tag></image>
    <image><url>https://img.example/j2.jpg</url></image>
    <price>79,990 AUD</price><state_of_vehicle>NEW</state_of_vehicle><availability>PENDING</availability>
  </listing>
</listings>`;
    const { cars } = await read("meta.xml", xml, "meta-automotive", {});
    expect(cars).toEqual([
      expect.objectContaining({ id: "M3", km: 0, price: 79990, car_type: "new", status: "in_stock", reserved: true }),
    ]);
    expect(cars[0]?.images.map((image) => image.url)).toEqual([
      "https://img.example/j1.jpg",
      "https://img.example/j2.jpg",
    ]);
  });
});
