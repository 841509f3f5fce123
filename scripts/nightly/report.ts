import { describeStockChanges, type StockChanges } from "../../src/lib/inventory/stock-diff.ts";
import type { DeployOutcome } from "./deploy.ts";

/** One dealer's line of the nightly report. */
export interface NightlyTenant {
  tenant: string;
  /** "unchanged": its inputs are those of its last good build, which stays live (not rebuilt). */
  status: "built" | "unchanged" | "failed";
  seconds: number;
  feed?: string;
  pages?: number;
  /** Skipped feed records with their reasons ("car 102: price: expected a number, got \"abc\""). */
  skipped: string[];
  warnings: string[];
  changes?: StockChanges;
  /** "1 sold, 2 price changes, 0 new", "first build", "unchanged since …", or "-" when it failed. */
  changesText: string;
  /** Why it was not rebuilt (status "unchanged"). */
  reason?: string;
  deploy?: DeployOutcome;
  /** Why it failed, with the file and dotted path (tenants/x/tenant.json: finance.…: must be ≤ 30). */
  error?: string;
  maxRssMb?: number;
}

export interface NightlyReport {
  date: string;
  startedAt: string;
  seconds: number;
  shard?: string;
  /** Peak memory of the nightly process and of its largest tenant build, in MB. */
  peakRssMb?: number;
  tenants: NightlyTenant[];
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
  const count = (status: NightlyTenant["status"]) => tenants.filter((t) => t.status === status).length;
  return `${count("built")} built, ${count("unchanged")} unchanged, ${count("failed")} failed`;
}

const STATUS_CELL: Record<NightlyTenant["status"], string> = {
  built: "built",
  unchanged: "unchanged",
  failed: "**FAILED**",
};

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The report as Markdown: a table of every tenant, then the failures and skipped records in full. */
export function nightlyMarkdown(report: NightlyReport): string {
  const failed = report.tenants.filter((t) => t.status === "failed");
  const lines = [
    `# Nightly rebuild ${report.date}${report.shard ? ` (shard ${report.shard})` : ""}`,
    "",
    `${countsText(report.tenants)}, ${report.seconds.toFixed(1)} s in all.`,
    "",
    "| tenant | status | pages | skipped | warnings | changes | deploy | seconds |",
    "|---|---|--:|--:|--:|---|---|--:|",
    ...report.tenants.map(
      (t) =>
        `| ${t.tenant} | ${STATUS_CELL[t.status]} | ${t.pages ?? "-"} | ${t.skipped.length} | ${t.warnings.length} | ${cell(t.changesText)} | ${t.deploy?.status ?? "-"} | ${t.seconds.toFixed(1)} |`,
    ),
  ];
  if (failed.length > 0) {
    lines.push("", "## Failed (each keeps its last good site)", "");
    for (const t of failed) lines.push(`### ${t.tenant}`, "", "```", t.error ?? "unknown error", "```", "");
  }
  const details = report.tenants.filter(
    (t) => t.skipped.length + t.warnings.length > 0 || (t.deploy !== undefined && t.deploy.status !== "not needed"),
  );
  if (details.length > 0) {
    lines.push("", "## Skipped records, warnings and deploys", "");
    for (const t of details) {
      lines.push(`- **${t.tenant}**`);
      for (const skipped of t.skipped) lines.push(`  - skipped ${cell(skipped)}`);
      for (const warning of t.warnings) lines.push(`  - warning: ${cell(warning)}`);
      if (t.deploy) lines.push(`  - deploy ${t.deploy.status}: ${cell(t.deploy.message)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Shard reports of one night as one report: tenants in slug order, the longest shard's time. */
export function mergeNightlyReports(reports: readonly NightlyReport[]): NightlyReport {
  const sorted = [...reports].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return {
    date: sorted[0]?.date ?? new Date().toISOString().slice(0, 10),
    startedAt: sorted[0]?.startedAt ?? new Date().toISOString(),
    seconds: Math.max(0, ...reports.map((r) => r.seconds)),
    shard: reports.length > 1 ? `${reports.length} shards merged` : reports[0]?.shard,
    peakRssMb: Math.max(0, ...reports.map((r) => r.peakRssMb ?? 0)) || undefined,
    tenants: reports.flatMap((r) => r.tenants).sort((a, b) => a.tenant.localeCompare(b.tenant)),
  };
}
