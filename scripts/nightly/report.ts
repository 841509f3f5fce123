import { describeStockChanges, type StockChanges } from "#lib/inventory/stock-diff.ts";
import { bytesText, type UploadReport } from "../deploy/digest-diff.ts";
import { DEPLOY_NOT_REQUESTED, DEPLOY_SKIPPED_FAILED, type DeployOutcome } from "./deploy.ts";

/**
 * One dealer's line of the nightly report. Every field docs/operators.md lists (§ The nightly rebuild:
 * status, pages, skipped records, warnings, what changed, deploy, seconds, error) is always in the
 * JSON: a value that does not apply is null, never left out (report.test.ts checks that list).
 */
export interface NightlyTenant {
  tenant: string;
  /** "unchanged": its inputs are those of its last good build, which stays live (not rebuilt). */
  status: "built" | "unchanged" | "failed";
  seconds: number;
  feed: string | null;
  /** Pages built; null when it was not built (unchanged or failed). */
  pages: number | null;
  /** Skipped feed records with their reasons ("car 102: price: expected a number, got \"abc\""). */
  skipped: string[];
  /** The same, one line per reason with a count and the first rows ("135 rows: year: … — e.g. line 2 …"). */
  skippedByReason: string[];
  warnings: string[];
  /** What changed in stock since the last good build; null when not built or on the first build. */
  changes: StockChanges | null;
  /** "1 sold, 2 price changes, 0 new", "first build", "unchanged since …", or "-" when it failed. */
  changesText: string;
  /** Why it was not rebuilt (status "unchanged"), else null. */
  reason: string | null;
  /** What happened to its Netlify site ("not requested" without --deploy; "skipped" for a dealer that failed). */
  deploy: DeployOutcome;
  /**
   * What its deploy uploads (scripts/deploy/): files and function zips whose digests the last
   * deploy (or, without --deploy, the last plan) did not have; `sent` false when it was planned
   * only. Null when the dealer failed or its plan could not be made.
   */
  upload: UploadReport | null;
  /** Why it failed, with the file and dotted path (tenants/x/tenant.json: finance.…: must be ≤ 30); else null. */
  error: string | null;
  maxRssMb: number | null;
}

/** How many dealers were built, unchanged and failed. */
export interface NightlyCounts {
  built: number;
  unchanged: number;
  failed: number;
}

export interface NightlyReport {
  date: string;
  startedAt: string;
  seconds: number;
  shard?: string;
  /** Peak memory of the nightly process and of its largest tenant build, in MB. */
  peakRssMb?: number;
  counts: NightlyCounts;
  /** What the night's deploys upload, all dealers with a plan together. */
  uploads?: UploadTotals;
  tenants: NightlyTenant[];
}

export interface UploadTotals {
  /** Dealers with a plan, and how many of those deploys were sent. */
  planned: number;
  sent: number;
  files: number;
  fileBytes: number;
  functions: number;
  functionBytes: number;
}

/**
 * A dealer that failed (its config, its feed or its build): its last good site stays live. With
 * --deploy (`deploying`) its deploy was skipped for that reason, not "not requested".
 */
export function failedTenant(
  slug: string,
  seconds: number,
  error: string,
  more: { deploying: boolean; feed?: string; skipped?: string[]; skippedByReason?: string[] },
): NightlyTenant {
  return {
    tenant: slug,
    status: "failed",
    seconds,
    feed: more.feed ?? null,
    pages: null,
    skipped: more.skipped ?? [],
    skippedByReason: more.skippedByReason ?? [],
    warnings: [],
    changes: null,
    changesText: "-",
    reason: null,
    deploy: more.deploying ? DEPLOY_SKIPPED_FAILED : DEPLOY_NOT_REQUESTED,
    upload: null,
    error,
    maxRssMb: null,
  };
}

/** A dealer whose inputs are those of its last good build (at `builtAt`): not rebuilt. */
export function unchangedTenant(slug: string, seconds: number, feed: string, builtAt: string): NightlyTenant {
  return {
    tenant: slug,
    status: "unchanged",
    seconds,
    feed,
    pages: null,
    skipped: [],
    skippedByReason: [],
    warnings: [],
    changes: null,
    changesText: unchangedChangesText(builtAt),
    reason: unchangedReason(builtAt),
    deploy: DEPLOY_NOT_REQUESTED,
    upload: null,
    error: null,
    maxRssMb: null,
  };
}

/** A dealer built tonight, from its build's result. */
export function builtTenant(
  slug: string,
  seconds: number,
  feed: string,
  built: {
    pages?: number;
    issueLines: string[];
    issueSummary?: string[];
    warnings?: string[];
    changes?: StockChanges;
    maxRssMb?: number;
  },
): NightlyTenant {
  return {
    tenant: slug,
    status: "built",
    seconds,
    feed,
    pages: built.pages ?? null,
    skipped: built.issueLines,
    skippedByReason: built.issueSummary ?? [],
    warnings: built.warnings ?? [],
    changes: built.changes ?? null,
    changesText: changesTextOf(built.changes),
    reason: null,
    deploy: DEPLOY_NOT_REQUESTED,
    upload: null,
    error: null,
    maxRssMb: built.maxRssMb ?? null,
  };
}

/** With --deploy, what the deploy did; a failed deploy fails the dealer's night (its site is built but not live). */
export function withDeploy(result: NightlyTenant, deploy: DeployOutcome | undefined): NightlyTenant {
  if (!deploy) return result;
  return deploy.status === "failed"
    ? { ...result, deploy, status: "failed", error: deploy.message }
    : { ...result, deploy };
}

/** With its plan: what its deploy uploads, sent or not. */
export function withUpload(result: NightlyTenant, upload: UploadReport | null): NightlyTenant {
  return { ...result, upload };
}

export function uploadTotals(tenants: readonly NightlyTenant[]): UploadTotals {
  const totals: UploadTotals = { planned: 0, sent: 0, files: 0, fileBytes: 0, functions: 0, functionBytes: 0 };
  for (const { upload } of tenants) {
    if (!upload) continue;
    totals.planned++;
    if (upload.sent) totals.sent++;
    totals.files += upload.files.upload;
    totals.fileBytes += upload.files.uploadBytes;
    totals.functions += upload.functions?.upload ?? 0;
    totals.functionBytes += upload.functions?.uploadBytes ?? 0;
  }
  return totals;
}

/** "Deploys upload 12 files, 400 KB, and 0 function zips, 0 B (3 dealers planned, 0 sent)." */
export function uploadTotalsText(totals: UploadTotals): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  return `Deploys upload ${count(totals.files, "file")}, ${bytesText(totals.fileBytes)}, and ${count(totals.functions, "function zip")}, ${bytesText(totals.functionBytes)} (${count(totals.planned, "dealer")} planned, ${totals.sent} sent).`;
}

export function countsOf(tenants: readonly NightlyTenant[]): NightlyCounts {
  const count = (status: NightlyTenant["status"]) => tenants.filter((t) => t.status === status).length;
  return { built: count("built"), unchanged: count("unchanged"), failed: count("failed") };
}

/** The JSON written to .build/nightly/<date>.json. */
export function nightlyJson(report: NightlyReport): string {
  return JSON.stringify(report, null, 2);
}

export function changesTextOf(changes: StockChanges | undefined): string {
  return changes ? describeStockChanges(changes) : "first build";
}

/** When the last good build was, to the minute: "2026-11-25T02:31Z". */
const minute = (iso: string) => `${iso.slice(0, 16)}Z`;

export function unchangedChangesText(builtAt: string): string {
  return `unchanged since ${minute(builtAt)}`;
}

export function unchangedReason(builtAt: string): string {
  return `unchanged since the last good build (${minute(builtAt)}): config, feeds, content, public files, stock journal, code and date`;
}

/** "3 built, 40 unchanged, 1 failed". */
export function countsText(tenants: readonly NightlyTenant[]): string {
  const { built, unchanged, failed } = countsOf(tenants);
  return `${built} built, ${unchanged} unchanged, ${failed} failed`;
}

const STATUS_CELL: Record<NightlyTenant["status"], string> = {
  built: "built",
  unchanged: "unchanged",
  failed: "**FAILED**",
};

// Older reports may lack deploy.
const deployCell = (deploy: DeployOutcome | undefined) =>
  !deploy || deploy.status === "not requested" ? "-" : deploy.status;
const deployWorthSaying = (deploy: DeployOutcome | undefined): deploy is DeployOutcome =>
  deploy !== undefined && deploy.status !== "not needed" && deploy.status !== "not requested";

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
// Reports from before the planner have no upload.
const uploadCell = (upload: UploadReport | null | undefined) =>
  upload ? cell(upload.text.replace(/^deploy: /, "")) : "-";

/** The report as Markdown: a table of every tenant, then the failures and skipped records in full. */
export function nightlyMarkdown(report: NightlyReport): string {
  const failed = report.tenants.filter((t) => t.status === "failed");
  const lines = [
    `# Nightly rebuild ${report.date}${report.shard ? ` (shard ${report.shard})` : ""}`,
    "",
    `${countsText(report.tenants)}, ${report.seconds.toFixed(1)} s in all.`,
    ...(report.uploads ? ["", uploadTotalsText(report.uploads)] : []),
    "",
    "| tenant | status | pages | skipped | warnings | changes | deploy | uploads | seconds |",
    "|---|---|--:|--:|--:|---|---|---|--:|",
    ...report.tenants.map(
      (t) =>
        `| ${t.tenant} | ${STATUS_CELL[t.status]} | ${t.pages ?? "-"} | ${t.skipped.length} | ${t.warnings.length} | ${cell(t.changesText)} | ${deployCell(t.deploy)} | ${uploadCell(t.upload)} | ${t.seconds.toFixed(1)} |`,
    ),
  ];
  if (failed.length > 0) {
    lines.push("", "## Failed (each keeps its last good site)", "");
    for (const t of failed) lines.push(`### ${t.tenant}`, "", "```", t.error ?? "unknown error", "```", "");
  }
  const details = report.tenants.filter((t) => t.skipped.length + t.warnings.length > 0 || deployWorthSaying(t.deploy));
  if (details.length > 0) {
    lines.push("", "## Skipped records, warnings and deploys", "");
    for (const t of details) {
      lines.push(`- **${t.tenant}**`);
      for (const skipped of t.skipped) lines.push(`  - skipped ${cell(skipped)}`);
      for (const warning of t.warnings) lines.push(`  - warning: ${cell(warning)}`);
      const { deploy } = t;
      if (deployWorthSaying(deploy)) lines.push(`  - deploy ${deploy.status}: ${cell(deploy.message)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Shard reports of one night as one report: tenants in slug order, the longest shard's time. */
export function mergeNightlyReports(reports: readonly NightlyReport[]): NightlyReport {
  const sorted = [...reports].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const tenants = reports.flatMap((r) => r.tenants).sort((a, b) => a.tenant.localeCompare(b.tenant));
  return {
    date: sorted[0]?.date ?? new Date().toISOString().slice(0, 10),
    startedAt: sorted[0]?.startedAt ?? new Date().toISOString(),
    seconds: Math.max(0, ...reports.map((r) => r.seconds)),
    shard: reports.length > 1 ? `${reports.length} shards merged` : reports[0]?.shard,
    peakRssMb: Math.max(0, ...reports.map((r) => r.peakRssMb ?? 0)) || undefined,
    counts: countsOf(tenants),
    uploads: uploadTotals(tenants),
    tenants,
  };
}
