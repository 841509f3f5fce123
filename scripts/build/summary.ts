import { describeStockChanges } from "#lib/inventory/stock-diff.ts";
import { channelsLine } from "#lib/syndication/channel-feeds.ts";
import type { TenantBuildResult } from "./run-tenant.ts";

/** "1 sold, 2 price changes, 0 new", or "first build" when there is no previous build to compare with. */
export function changesText(result: TenantBuildResult): string {
  if (!result.ok) return "-";
  return result.changes ? describeStockChanges(result.changes) : "first build";
}

/**
 * One progress line per finished tenant, with its skipped records (one line per reason, or every
 * row with `verbose`) and warnings beneath. A failed tenant shows why, and what its feed skipped.
 */
export function progressLine(result: TenantBuildResult, { verbose = false, shownIssues = 10 } = {}): string {
  const skipped = verbose ? result.issueLines : result.issueSummary;
  if (!result.ok) {
    const [first, ...rest] = (result.error ?? "failed").split("\n");
    return [
      `✗ ${result.slug}  FAILED after ${result.seconds.toFixed(1)} s: ${first}`,
      ...rest.map((line) => `    ${line}`),
      ...skipped.slice(0, shownIssues).map((line) => `    skipped ${line}`),
    ].join("\n");
  }
  const lines = [
    `✓ ${result.slug}  ${result.pages} pages, ${result.skipped} skipped records, ${result.warnings?.length ?? 0} warnings, ${result.seconds.toFixed(1)} s`,
  ];
  lines.push(`    changes: ${changesText(result)}`);
  if (result.channels?.length)
    lines.push(`    channel feeds: ${channelsLine(result.channels)} (.build/syndication/${result.slug}/)`);
  for (const issue of skipped.slice(0, shownIssues)) lines.push(`    skipped ${issue}`);
  if (skipped.length > shownIssues)
    lines.push(`    … and ${skipped.length - shownIssues} more (see .build/reports/${result.slug}.json)`);
  for (const warning of result.warnings ?? []) lines.push(`    warning: ${warning}`);
  return lines.join("\n");
}

/** The closing table: tenant, status, pages, skipped records, warnings, seconds, what changed. */
export function summaryTable(results: readonly TenantBuildResult[]): string {
  const header = ["tenant", "status", "pages", "skipped", "warnings", "seconds", "changes"];
  const rows = results.map((result) => [
    result.slug,
    result.ok ? "built" : "FAILED",
    result.ok ? String(result.pages) : "-",
    result.ok ? String(result.skipped) : "-",
    result.ok ? String(result.warnings?.length ?? 0) : "-",
    result.seconds.toFixed(1),
    changesText(result),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        column <= 1 || column === 6 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(format)].join("\n");
}
