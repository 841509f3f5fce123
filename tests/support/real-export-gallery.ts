import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The real stock exports of tests/fixtures/real-exports (README.md there names each
 * source and its quirks), each onboarded as an operator would: a tenant.json with the export's
 * format, its currency and, for a dealer's own CSV, a mapping. Tests build a throwaway tenant from
 * one, with its photo hosts pointed at a local image host when they serve it.
 */
export interface GalleryExport {
  folder: string;
  file: string;
  feed: Record<string, unknown>;
  /** Cars feed:check must find, and photos among them. */
  cars: number;
  photos: number;
}

const DMS_MAPPING = {
  id: "Stock #",
  vin: "VIN",
  car_type: { column: "New/Used", values: { U: "used", N: "new" } },
  year: "Year",
  make: "Make",
  model: "Model",
  simple_body: "Body",
  simple_transmission: "Transmission",
  km: { column: "Odometer", unit: "miles" },
  colour: "Color",
  price: { anyOf: ["Internet Price", "Price"] },
  created_at: { column: "Inventory Date", dateFormat: "YYYY-MM-DD" },
  dealercomments: "Description",
  standardEquipment: { column: "Features", split: "," },
  images: { column: "Photo Url List", split: "," },
};

export const GALLERY: readonly GalleryExport[] = [
  {
    folder: "dms-vauto-style-csv",
    file: "sample-feed.csv",
    feed: { format: "csv", files: { cars: "sample-feed.csv" }, currency: "USD", mapping: DMS_MAPPING },
    cars: 5,
    photos: 16,
  },
  {
    folder: "google-vehicle-listings-tsv-cad",
    file: "used_feed.tsv",
    feed: { format: "google-vehicle-listings", files: { cars: "used_feed.tsv" }, currency: "CAD" },
    cars: 5,
    photos: 5,
  },
  {
    folder: "google-vehicle-listings-docs-example",
    file: "example-feed.csv",
    feed: { format: "google-vehicle-listings", files: { cars: "example-feed.csv" }, currency: "USD" },
    cars: 1,
    photos: 3,
  },
  {
    folder: "google-merchant-rss-vehicle-ads",
    file: "feed.xml",
    feed: { format: "google-vehicle-listings", files: { cars: "feed.xml" }, currency: "USD" },
    cars: 4,
    photos: 14,
  },
  {
    folder: "meta-automotive-xml-listings",
    file: "feed.xml",
    feed: { format: "meta-automotive", files: { cars: "feed.xml" }, currency: "USD" },
    cars: 3,
    photos: 8,
  },
  {
    folder: "meta-vehicle-catalog-csv-usd-flattened",
    file: "feed.csv",
    feed: { format: "meta-automotive", files: { cars: "feed.csv" }, currency: "USD" },
    cars: 5,
    photos: 63,
  },
];

export const GALLERY_DIR = "tests/fixtures/real-exports";

/**
 * Writes tenants/<slug>/ for one export under `tenantsDir`. `photoOrigin` replaces every photo
 * host of the export (the dealer's image host, started by the test) and is named in
 * images.remoteHosts, as an operator names a host the feed does not show.
 */
export async function writeGalleryTenant(
  tenantsDir: string,
  slug: string,
  entry: GalleryExport,
  options: { photoOrigin?: string } = {},
): Promise<void> {
  const dir = join(tenantsDir, slug);
  await mkdir(join(dir, "feed"), { recursive: true });
  let text = await readFile(join(GALLERY_DIR, entry.folder, entry.file), "latin1");
  // Every host in the excerpts is a placeholder (example.*, Google's docs' www.image.com).
  if (options.photoOrigin)
    text = text.replace(/https?:\/\/(?:[a-z0-9.-]*example[a-z0-9.-]*|www\.image\.com)(?=\/)/gi, options.photoOrigin);
  await writeFile(join(dir, "feed", entry.file), text, "latin1");
  await copyFile("tests/fixtures/tenants/mini-motors/feed/locations.json", join(dir, "feed", "locations.json"));
  const config = {
    slug,
    name: "Gallery Motors",
    siteUrl: `https://www.${slug}.example`,
    template: "brand",
    contact: {
      phone: "02 5550 1234",
      email: "sales@gallery.example",
      street: "1 Church St",
      suburb: "Parramatta",
      state: "NSW",
      postcode: "2150",
    },
    // The dealer trades in its export's currency: prices are never converted.
    pricing: { currency: entry.feed.currency ?? "AUD" },
    feed: { ...entry.feed, asOf: "2026-11-20T00:00:00+11:00" },
    ...(options.photoOrigin ? { images: { remoteHosts: [options.photoOrigin] } } : {}),
  };
  await writeFile(join(dir, "tenant.json"), JSON.stringify(config, null, 2));
}
