import { parse } from "csv-parse/sync";
import { E2E_FEED_TOKEN } from "./ops-support.ts";
import { SAMPLE_TENANTS, type SampleTenant } from "./sample-data.ts";
import { expect, test } from "./test.ts";

/**
 * One price everywhere: for every car a dealer has for sale, the price and its
 * type on the car page, in its JSON-LD, in search, in each channel feed and in its car.json
 * are the same, so a shopper never sees two prices for one car (the ACL's rule).
 */
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;

/** Our price type labels as Google's Australian words (src/lib/syndication/google-vehicle-ads.ts). */
const GOOGLE_PRICE_TYPES: Record<string, string> = {
  "Drive Away": "drive_away_price",
  "Excl. Govt. Charges": "excluding_government_charges_price",
};

interface MarketplaceCar {
  id: string;
  url: string;
  price: number | null;
  price_type: string | null;
  price_text: string;
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The price block of a car page's sidebar, as a shopper reads it: the amount, then its type. */
function pagePrice(html: string): { amount: string; label?: string } {
  const block = /<div class="price price--page[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  const label = /<span class="price__label[^"]*"[^>]*>([^<]*)<\/span>/.exec(block)?.[1];
  const amount = block
    .replace(/<span class="price__label[^"]*"[^>]*>[^<]*<\/span>/, "")
    .replace(/<span class="price__was[^"]*"[^>]*>[\s\S]*?<\/s><\/span>/, "");
  return { amount: text(amount), label: label && text(label) };
}

function jsonLdOfferPrice(html: string): number | undefined {
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(body!) as { "@type"?: string; offers?: { price?: number } };
    if (data["@type"] === "Car") return data.offers?.price;
  }
  return undefined;
}

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: every car for sale has one price on its page, in JSON-LD, search, compare and every channel feed`, async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const get = async (path: string) => {
      const response = await request.get(`${base}${path}`, { headers: { "x-forecourt-tenant": slug } });
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const feed = (file: string) => get(`/feeds/${file}?token=${E2E_FEED_TOKEN}`);
    const marketplace = (JSON.parse(await feed("marketplace.json")) as { cars: MarketplaceCar[] }).cars;
    const google = new Map(
      (parse(await feed("google-vehicle-ads.tsv"), { columns: true, delimiter: "\t" }) as Record<string, string>[]).map(
        (row) => [row.id!, row],
      ),
    );
    const meta = new Map(
      (parse(await feed("meta-automotive.csv"), { columns: true }) as Record<string, string>[]).map((row) => [
        row.vehicle_id!,
        row,
      ]),
    );
    const search = new Map(
      (
        JSON.parse(await get("/search-index.json")) as {
          id: string;
          price_display: { kind: string; amount?: number; label?: string };
        }[]
      ).map((doc) => [doc.id, doc]),
    );
    expect(marketplace.length).toBeGreaterThan(10);

    const seen = { google: 0, meta: 0 };
    for (const car of marketplace) {
      const path = new URL(car.url).pathname;
      const html = await get(path);
      const where = `${slug} car ${car.id} (${path})`;
      const page = pagePrice(html);
      expect(page.amount, `${where}: page`).toBe(car.price_text);
      const { compare } = JSON.parse(await get(`${path}car.json`)) as {
        compare: { price: string; priceType?: string };
      };
      expect(compare.price, `${where}: car.json`).toBe(car.price_text);
      const shown = search.get(car.id)!.price_display;
      if (car.price === null) {
        expect(shown.kind, `${where}: search`).not.toBe("price");
        expect(
          google.has(car.id) || meta.has(car.id),
          `${where}: no channel quotes a price the page does not show`,
        ).toBe(false);
        continue;
      }
      expect(page.label, `${where}: page price type`).toBe(car.price_type ?? undefined);
      expect(compare.priceType, `${where}: car.json price type`).toBe(car.price_type ?? undefined);
      expect(shown, `${where}: search`).toMatchObject({ kind: "price", amount: car.price });
      expect(shown.label, `${where}: search price type`).toBe(car.price_type ?? undefined);
      expect(jsonLdOfferPrice(html), `${where}: JSON-LD`).toBe(car.price);
      const ad = google.get(car.id);
      if (ad) {
        seen.google++;
        expect(ad.price, `${where}: Google`).toBe(`${car.price.toFixed(2)} AUD`);
        expect(ad.vehicle_price_type, `${where}: Google price type`).toBe(GOOGLE_PRICE_TYPES[car.price_type!]);
      }
      const vehicle = meta.get(car.id);
      if (vehicle) {
        seen.meta++;
        expect(vehicle.price, `${where}: Meta`).toBe(`${car.price} AUD`);
      }
    }
    expect(seen.meta, "Meta's feed carries most cars").toBeGreaterThan(marketplace.length / 2);
    if (slug !== ("outback-caravans" satisfies SampleTenant))
      expect(seen.google).toBeGreaterThan(marketplace.length / 2);
  });
}
