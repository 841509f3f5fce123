import type { RebuildResult } from "../../functions/_shared/platform/providers/build-trigger/index.ts";

/** What an operator or editor reads after a rebuild: one line, and the error beneath when it failed. */
export function rebuildLine(result: RebuildResult): string {
  const seconds = result.seconds.toFixed(1);
  if (result.status === "built") return `${result.slug} rebuilt in ${seconds} s: ${result.changes ?? "done"}`;
  if (result.status === "requested")
    return `${result.slug}: Netlify build requested (${result.reasons.join("; ")}); Netlify builds and publishes it`;
  const error = (result.error ?? "unknown error").split("\n").map((line) => `    ${line}`);
  return [`${result.slug}: rebuild FAILED after ${seconds} s; the last good site stays live.`, ...error].join("\n");
}
