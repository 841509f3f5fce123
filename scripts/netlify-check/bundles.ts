import StreamZip from "node-stream-zip";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** Netlify's limit is 250 MB unzipped a function; ours, for cold starts and uploads, is far lower. */
export const MAX_ZIPPED_BYTES = 8 * 1024 * 1024;
export const MAX_LEAD_ZIPPED_BYTES = 5 * 1024 * 1024;

export interface ZipFinding {
  name: string;
  zipped: number;
  unzipped: number;
  files: number;
  /** What is wrong with it, as an operator reads it; empty when nothing is. */
  problems: string[];
}

/** What a deployed bundle must never hold: any dealer's files, or the embedded database. */
const FORBIDDEN = [
  { pattern: /(^|\/)tenants\//, why: "a dealer's files (tenants/): they reach a deploy as its own blob" },
  { pattern: /pglite/i, why: "PGlite: production runs on Postgres (DATABASE_URL)" },
  { pattern: /(^|\/)\.build\//, why: "local build output (.build/): reports and scratch of this machine" },
];

/** Checks every function zip Netlify's build wrote into `dir` (.netlify/functions). */
export async function inspectFunctionZips(dir: string): Promise<ZipFinding[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".zip")).sort();
  const findings: ZipFinding[] = [];
  for (const file of names) {
    const name = file.replace(/\.zip$/, "");
    const zipped = (await stat(join(dir, file))).size;
    const zip = new StreamZip.async({ file: join(dir, file) });
    const entries = Object.values(await zip.entries());
    await zip.close();
    const problems: string[] = [];
    const limit = name === "leads" ? MAX_LEAD_ZIPPED_BYTES : MAX_ZIPPED_BYTES;
    if (zipped > limit) problems.push(`${mb(zipped)} zipped, over ${mb(limit)}`);
    for (const { pattern, why } of FORBIDDEN) {
      const found = entries.find((entry) => pattern.test(entry.name));
      if (found) problems.push(`holds ${found.name}: ${why}`);
    }
    findings.push({
      name,
      zipped,
      unzipped: entries.reduce((sum, entry) => sum + entry.size, 0),
      files: entries.filter((entry) => !entry.isDirectory).length,
      problems,
    });
  }
  return findings;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
