import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import hookFn from "../../functions/hooks-stock.ts";
import feedFn from "../../functions/feeds.ts";
import { GOOGLE_VEHICLE_ADS_COLUMNS } from "#lib/syndication/google-vehicle-ads.ts";
import { marketplaceListingSchema } from "#lib/syndication/marketplace.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { type CallOptions, call, STOCK_HOOK_SECRET, useFunctionEnv } from "./support/harness.ts";

/**
 * The channel feeds as a channel pulls them from the feed-yard fixture, whose cars each
 * meet or miss one channel rule; and a signed stock change reaching every feed without a build.
 */
useFunctionEnv();
const TENANT = "feed-yard";
const TOKEN = "feed-token-for-tests-0123456789";

beforeAll(() => {
  process.env.FEED_YARD_FEED_TOKEN = TOKEN;
  process.env.FEED_YARD_STOCK_HOOK_SECRET = STOCK_HOOK_SECRET;
});

const pull = (file: string, options: CallOptions & { token?: string | null } = {}) =>
  call(feedFn, `/feeds/${file}`, {
    slug: TENANT,
    ...options,
    query: options.token === null ? {} : { token: options.token ?? TOKEN },
  });

type Row = Record<string, string>;
const table = (text: string, delimiter: string): Row[] => parse(text, { columns: true, delimiter, bom: false });
const byId = (rows: Row[], key: string) => new Map(rows.map((row) => [row[key]!, row]));

let nextEvent = 0;
const stockChange = (changes: unknown[]) =>
  call(hookFn, "/api/hooks/stock", {
    slug: TENANT,
    raw: JSON.stringify({ event_id: `feeds-${Date.now()}-${++nextEvent}`, changes }),
    signWith: STOCK_HOOK_SECRET,
  });

forEachDatabase("channel feeds", () => {
  describe("a wrong or missing token, an unknown file or no token configured: the same bare 404", () => {
    it.each([
      ["no token", "google-vehicle-ads.tsv", null],
      ["a wrong token", "google-vehicle-ads.tsv", "feed-token-for-tests-0123456788"],
      ["a token given for an unknown file", "cars.json", TOKEN],
    ])("%s", async (_, file, token) => {
      const got = await pull(file, { token });
      expect(got.status).toBe(404);
      expect(got.json).toBe("Not found\n");
    });

    it("a dealer without the token set publishes nothing", async () => {
      delete process.env.FEED_YARD_FEED_TOKEN;
      try {
        expect((await pull("marketplace.json")).status).toBe(404);
      } finally {
        process.env.FEED_YARD_FEED_TOKEN = TOKEN;
      }
    });

    it("another dealer's token does not open this dealer's feeds", async () => {
      expect((await pull("marketplace.json", { slug: "two-yards" })).status).toBe(404);
    });
  });

  it("Google vehicle ads: the cars Google takes, by Australia's rules, as tab-separated text", async () => {
    const got = await pull("google-vehicle-ads.tsv");
    expect(got.status).toBe(200);
    expect(got.response.headers.get("content-type")).toBe("text/tab-separated-values; charset=utf-8");
    const text = got.json as string;
    expect(text.split("\r\n")[0]).toBe(GOOGLE_VEHICLE_ADS_COLUMNS.join("\t"));
    const rows = byId(table(text, "\t"), "id");
    // 703 new and priced excluding government charges, 704 no price, 705 no VIN, 707 a caravan, 708 sold.
    expect([...rows.keys()]).toEqual(["701", "702", "706"]);
    expect(rows.get("701")).toMatchObject({
      title: "2022 Toyota Corolla Ascent Sport",
      // Tagged so the visit counts as Google vehicle listings in Insights.
      link: "https://www.feedyard.example/cars/2022-toyota-corolla-701/?utm_source=google&utm_medium=vehicle_listings",
      link_template:
        "https://www.feedyard.example/cars/2022-toyota-corolla-701/?store={store_code}&utm_source=google&utm_medium=vehicle_listings",
      image_link: "https://www.feedyard.example/images/cars/701-front.jpg",
      additional_image_link: "https://images.feedyard.example/701-side.jpg",
      availability: "in_stock",
      price: "27990.00 AUD",
      condition: "used",
      brand: "Toyota",
      model: "Corolla",
      trim: "Ascent Sport",
      year: "2022",
      mileage: "38120 km",
      vin: "JTNK4RBE403123456",
      store_code: "FY-Kedron",
      vehicle_price_type: "drive_away_price",
      vehicle_msrp: "",
      "certified_pre-owned": "yes",
      body_style: "hatchback",
      engine: "hybrid",
      google_product_category: "916",
    });
    expect(rows.get("702")).toMatchObject({
      condition: "new",
      vehicle_price_type: "drive_away_price",
      vehicle_msrp: "37990.00 AUD",
      price: "41990.00 AUD",
    });
    // A yard without a store code of its own is known by its id.
    expect(rows.get("706")?.store_code).toBe("32");
  });

  it("a channel that accepts gzip gets the same feed gzipped", async () => {
    const plain = (await pull("marketplace.csv")).json as string;
    const zipped = await pull("marketplace.csv", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(zipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.response.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await zipped.response.clone().arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe(plain);
  });

  it("Meta's automotive catalog: what Meta takes, with a caravan as an RV and a certified car as CPO", async () => {
    const got = await pull("meta-automotive.csv");
    expect(got.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = byId(table(got.json, ","), "vehicle_id");
    // 704 no price, 705 no VIN, 706 at a yard without a street address, 708 sold.
    expect([...rows.keys()]).toEqual(["701", "702", "703", "707"]);
    expect(rows.get("701")).toMatchObject({
      state_of_vehicle: "CPO",
      price: "27990 AUD",
      availability: "AVAILABLE",
      "mileage.value": "38120",
      "mileage.unit": "KM",
      body_style: "HATCHBACK",
      fuel_type: "HYBRID",
      drivetrain: "FWD",
      vehicle_type: "CAR_TRUCK",
      "address.addr1": "9 Gympie Rd",
      "address.region": "QLD",
      "address.country": "AU",
      "image[0].url": "https://www.feedyard.example/images/cars/701-front.jpg",
      "image[1].url": "https://images.feedyard.example/701-side.jpg",
      // Quotes, a tab and line breaks come back as the comments said them, without markup.
      description: 'One owner, "as new", with log books.\nServiced, tyres, rego',
    });
    expect(rows.get("707")).toMatchObject({
      vehicle_type: "RV_CAMPER",
      "mileage.value": "0",
      state_of_vehicle: "USED",
    });
  });

  it("the marketplace export: every car for sale, in our schema, as JSON and as CSV", async () => {
    const json = (await pull("marketplace.json")).json as { cars: unknown[] };
    const cars = json.cars.map((car) => marketplaceListingSchema.parse(car));
    expect(cars.map((car) => car.id)).toEqual(["701", "702", "703", "704", "705", "706", "707"]);
    expect(cars.find((car) => car.id === "704")).toMatchObject({ price: null, price_text: "Enquire for price" });
    const csv = byId(table((await pull("marketplace.csv")).json, ","), "id");
    expect(csv.get("701")).toMatchObject({
      price: "27990",
      price_text: "$27,990",
      location_id: "31",
      features: "Reversing Camera | Apple CarPlay",
    });
  });

  it("a signed sale, hold and new price reach every feed at once, and a channel's ETag tells it so", async () => {
    const before = await pull("marketplace.json");
    const etag = before.response.headers.get("etag")!;
    expect((await pull("marketplace.json", { headers: { "if-none-match": etag } })).status).toBe(304);

    const answer = await stockChange([
      { car_id: "701", status: "sold" },
      { car_id: "702", reserved: true },
      { car_id: "703", price: 35990 },
    ]);
    expect(answer.status).toBe(200);

    const google = byId(table((await pull("google-vehicle-ads.tsv")).json, "\t"), "id");
    expect(google.has("701")).toBe(false);
    expect(google.get("702")?.availability).toBe("out_of_stock");
    const meta = byId(table((await pull("meta-automotive.csv")).json, ","), "vehicle_id");
    expect(meta.has("701")).toBe(false);
    expect(meta.get("702")?.availability).toBe("PENDING");
    expect(meta.get("703")?.price).toBe("35990 AUD");
    const after = await pull("marketplace.json", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    const cars = (after.json as { cars: { id: string; status: string; price: number }[] }).cars;
    expect(cars.map((car) => car.id)).not.toContain("701");
    expect(cars.find((car) => car.id === "702")?.status).toBe("reserved");
    expect(cars.find((car) => car.id === "703")?.price).toBe(35990);
    expect(table((await pull("marketplace.csv")).json, ",").map((row) => row.id)).not.toContain("701");
  });
});
