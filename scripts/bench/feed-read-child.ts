import { readFileSync } from "node:fs";
import { readStockFile, type StockFeedSettings } from "#lib/feed/formats/read-stock.ts";
import { RecordValidator } from "#lib/feed/validate.ts";

/**
 * One measured read for `npm run bench:feeds`, in a process of its own that loads only
 * the reader, so its peak memory is the read's and not the benchmark's: the file through the
 * mapping, each row validated as it comes, as the build reads it.
 * Usage: node scripts/bench/feed-read-child.ts <file> <settings.json>
 */
const [file, settingsFile] = process.argv.slice(2) as [string, string];
const settings = JSON.parse(readFileSync(settingsFile, "utf8")) as StockFeedSettings;
const started = performance.now();
const validator = new RecordValidator("bench", "cars");
const rows = await readStockFile(
  file,
  settings,
  { timeZone: "Australia/Sydney", configPath: "bench/tenant.json" },
  validator,
);
const ms = performance.now() - started;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({ ms, peakMb, cars: validator.records.length, skipped: rows.issues.length + validator.issues.length }),
);
