import { createHash } from "node:crypto";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildDirOf } from "./run-tenant.ts";

/**
 * What the nightly remembers of a dealer's last good build. It is kept in the build report
 * (`.build/reports/<slug>.json`), which every build rewrites: a failed build, or a build by any
 * other command, forgets it, so the next nightly builds the dealer again.
 */
export interface GoodBuild {
  /** The input fingerprint the build was made from (input-hash.ts). */
  fingerprint: string;
  builtAt: string;
  /** siteKey() of the Netlify site this build went to, when it was deployed. */
  deployedTo?: string;
}

interface ReportWithGoodBuild {
  status?: string;
  lastGoodBuild?: GoodBuild;
}

// The report file buildTenant writes (scripts/build/run-tenant.ts).
const reportFile = (slug: string, buildDir?: string) => join(buildDirOf({ buildDir }), "reports", `${slug}.json`);

async function readReport(file: string): Promise<ReportWithGoodBuild | undefined> {
  return readFile(file, "utf8").then(
    (text) => JSON.parse(text) as ReportWithGoodBuild,
    () => undefined,
  );
}

/** A site id as the report keeps it: a hash, since reports are uploaded and read by people. */
export function siteKey(siteId: string): string {
  return createHash("sha256").update(siteId).digest("hex").slice(0, 16);
}

/** The dealer's last good build, if its report says built, has a fingerprint, and its site is still in `outDir`. */
export async function lastGoodBuild(slug: string, outDir: string, buildDir?: string): Promise<GoodBuild | undefined> {
  const report = await readReport(reportFile(slug, buildDir));
  const last = report?.status === "built" ? report.lastGoodBuild : undefined;
  if (!last?.fingerprint) return undefined;
  const siteThere = await stat(join(outDir, "index.html")).then(
    () => true,
    () => false,
  );
  return siteThere ? last : undefined;
}

/** Records the build now in the report: call only after buildTenant succeeded (and swapped the site in). */
export async function rememberGoodBuild(slug: string, build: GoodBuild, buildDir?: string): Promise<void> {
  const file = reportFile(slug, buildDir);
  const report = await readReport(file);
  if (report?.status !== "built") return;
  await writeFile(`${file}.tmp`, JSON.stringify({ ...report, lastGoodBuild: build }, null, 2));
  await rename(`${file}.tmp`, file);
}
