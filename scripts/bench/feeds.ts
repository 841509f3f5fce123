import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { parse } from "csv-parse/sync";
import type { FeedMapping } from "#lib/feed/formats/mapping-schema.ts";
import type { StockFeedSettings } from "#lib/feed/formats/read-stock.ts";
import { generateLargeTenant } from "../samples/generate.ts";
import { buildTenant } from "../build/run-tenant.ts";
import { benchChannelFeeds } from "./channel-feeds.ts";
import { STOCK_EXPORT_FILE, stockExportCsv, stockExportFeedSettings } from "../samples/stock-export.ts";

/**
 * Stock feed benchmark: a generated dealer's cars written as a stock tool's CSV export
 * and the same as XML, each read in a fresh Node process through the mapping and the car schema:
 * parse + map + validate time and the process's peak memory (max RSS). With --build, the dealer is
 * also built twice, from its JSON feed and from the CSV export, to compare whole builds.
 * It also writes each channel feed for those cars, and pulls them through the local server after
 * 100 stock changes (scripts/bench/channel-feeds.ts).
 * Usage: npm run bench:feeds -- [--cars 10000] [--runs 3] [--build]
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    cars: { type: "string", default: "10000" },
    runs: { type: "string", default: "3" },
    build: { type: "boolean", default: false },
  },
});

type Settings = StockFeedSettings;
const context = { timeZone: "Australia/Sydney" };

const root = resolve(".build/bench/feeds");
await rm(root, { recursive: true, force: true });
await mkdir(root, { recursive: true });
const count = Number(values.cars);
const summary = await generateLargeTenant(root, count);
const cars = JSON.parse(await readFile(join(summary.dir, "feed", "cars.json"), "utf8")) as Record<string, unknown>[];
const feed = stockExportFeedSettings(cars, "car") as { mapping: FeedMapping };

const csv = stockExportCsv(cars, context.timeZone);
const csvFile = join(root, "stock.csv");
await writeFile(csvFile, csv);
const xmlFile = join(root, "stock.xml");
await writeFile(xmlFile, toXml(csv));

const formats: [string, string, Settings][] = [
  ["csv", csvFile, { format: "csv", mapping: feed.mapping, delimiter: "auto", encoding: "auto" }],
  ["xml", xmlFile, { format: "xml", mapping: xmlMapping(feed.mapping), delimiter: "auto", encoding: "auto" }],
];
const results = [];
for (const [name, file, settings] of formats) {
  const settingsFile = join(root, `${name}-settings.json`);
  await writeFile(settingsFile, JSON.stringify(settings));
  const runs = Array.from({ length: Number(values.runs) }, () => {
    const out = execFileSync(
      process.execPath,
      [new URL("./feed-read-child.ts", import.meta.url).pathname, file, settingsFile],
      { encoding: "utf8" },
    );
    return JSON.parse(out.trim().split("\n").at(-1)!) as { ms: number; peakMb: number; cars: number; skipped: number };
  });
  const median = (pick: (run: (typeof runs)[number]) => number) =>
    runs.map(pick).sort((a, b) => a - b)[runs.length >> 1]!;
  const row = {
    format: name,
    rows: count,
    fileMb: Number((readFileSync(file).length / 1_048_576).toFixed(1)),
    cars: runs[0]!.cars,
    skipped: runs[0]!.skipped,
    medianMs: Math.round(median((run) => run.ms)),
    peakRssMb: Math.round(median((run) => run.peakMb)),
  };
  results.push(row);
  console.log(
    `${name}: ${row.rows} rows (${row.fileMb} MB) → ${row.cars} cars, ${row.skipped} skipped, ${row.medianMs} ms, peak ${row.peakRssMb} MB (median of ${runs.length})`,
  );
}
const channels = await benchChannelFeeds(root, summary.slug, Number(values.runs));
const builds = values.build ? await compareBuilds() : [];
await writeFile(
  resolve(".build/bench/feeds-results.json"),
  `${JSON.stringify({ results, channels, builds }, null, 2)}\n`,
);

/** Builds the generated dealer from its JSON feed, then a copy of it from the CSV export. */
async function compareBuilds() {
  const csvSlug = `${summary.slug}-csv`;
  const csvDir = join(root, csvSlug);
  await cp(summary.dir, csvDir, { recursive: true });
  await rm(join(csvDir, "feed", "cars.json"));
  await writeFile(join(csvDir, "feed", STOCK_EXPORT_FILE), csv);
  const config = JSON.parse(await readFile(join(csvDir, "tenant.json"), "utf8"));
  config.slug = csvSlug;
  config.feed = { ...config.feed, ...stockExportFeedSettings(cars, "car") };
  await writeFile(join(csvDir, "tenant.json"), JSON.stringify(config));
  const rows = [];
  for (const [feedName, slug] of [
    ["json", summary.slug],
    ["csv", csvSlug],
  ] as const) {
    const result = await buildTenant(slug, { tenantsDir: root, outDir: join(root, "dist", slug) });
    if (!result.ok) throw new Error(`${slug} failed: ${result.error} (log: ${result.logFile})`);
    const row = {
      feed: feedName,
      pages: result.pages,
      seconds: Number(result.seconds.toFixed(1)),
      peakRssMb: result.maxRssMb,
    };
    rows.push(row);
    console.log(`build from ${feedName}: ${row.pages} pages in ${row.seconds} s, peak ${row.peakRssMb} MB`);
  }
  return rows;
}

/** The CSV export as XML: <Stock><Vehicle><StockID>…, one element per column. */
function toXml(text: string): string {
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  const names = header!.map(elementName);
  const xmlText = (cell: string) =>
    cell.replace(/[<>&]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[char]!);
  const body = rows.map(
    (row) =>
      `<Vehicle>${row.map((cell, index) => (cell ? `<${names[index]}>${xmlText(cell)}</${names[index]}>` : "")).join("")}</Vehicle>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Stock>\n${body.join("\n")}\n</Stock>\n`;
}

function elementName(column: string): string {
  return column.replace(/[^A-Za-z0-9]+/g, "") || "Column";
}

function xmlMapping(mapping: FeedMapping): FeedMapping {
  const rename = (value: unknown): unknown => {
    if (typeof value === "string") return elementName(value);
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === "column" ? elementName(inner as string) : key === "columns" ? rename(inner) : inner,
        ]),
      );
    return value;
  };
  const renamed = Object.fromEntries(Object.entries(mapping).map(([field, value]) => [field, rename(value)]));
  return renamed as FeedMapping;
}
