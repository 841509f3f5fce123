import type { TenantBuildResult } from "./run-tenant.ts";

/** One progress line per finished tenant, with its skipped records and warnings beneath. */
export function progressLine(result: TenantBuildResult, shownIssues = 10): string {
  if (!result.ok) {
    const [first, ...rest] = (result.error ?? "failed").split("\n");
    return [
      `✗ ${result.tenant}  FAILED after ${result.seconds.toFixed(1)} s: ${first}`,
      ...rest.map((line) => `    ${line}`),
    ].join("\n");
  }
  const lines = [
    `✓ ${result.tenant}  ${result.pages} pages, ${result.skipped} skipped records, ${result.warnings?.length ?? 0} warnings, ${result.seconds.toFixed(1)} s`,
  ];
  for (const issue of result.issueLines.slice(0, shownIssues)) lines.push(`    skipped ${issue}`);
  if (result.issueLines.length > shownIssues)
    lines.push(`    … and ${result.issueLines.length - shownIssues} more (see .build/reports/${result.tenant}.json)`);
  for (const warning of result.warnings ?? []) lines.push(`    warning: ${warning}`);
  return lines.join("\n");
}

/** The closing table: tenant, status, pages, skipped records, warnings, seconds. */
export function summaryTable(results: readonly TenantBuildResult[]): string {
  const header = ["tenant", "status", "pages", "skipped", "warnings", "seconds"];
  const rows = results.map((result) => [
    result.tenant,
    result.ok ? "built" : "FAILED",
    result.ok ? String(result.pages) : "-",
    result.ok ? String(result.skipped) : "-",
    result.ok ? String(result.warnings?.length ?? 0) : "-",
    result.seconds.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 || column === 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ");
  return [format(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(format)].join("\n");
}
