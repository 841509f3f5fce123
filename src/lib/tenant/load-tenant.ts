import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { z } from "zod";
import { issuePath } from "../forms/issues.ts";
import { tenantSchema, type TenantConfig } from "./schema.ts";

/** A tenant whose config cannot be used; the message names the file and each bad path. */
export class TenantConfigError extends Error {
  override name = "TenantConfigError";
  readonly file: string;
  readonly problems: string[];
  /** `missing`: there is no tenant.json at all (an unknown tenant, not a broken one). */
  readonly reason: "missing" | "invalid";
  constructor(file: string, problems: string[], reason: "missing" | "invalid" = "invalid") {
    super(`${file}: invalid tenant config\n${problems.map((problem) => `  ${file}: ${problem}`).join("\n")}`);
    this.file = file;
    this.problems = problems;
    this.reason = reason;
  }
}

/** One line per problem: `finance.calculator.interest.max: must be ≤ 30`. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issuePath(issue, "(top level)");
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      return `${path}: unknown setting ${keys} (check the spelling against tenants/tenant.schema.json)`;
    }
    return `${path}: ${issue.message}`;
  });
}

export function parseTenantConfig(raw: unknown, file: string): TenantConfig {
  const result = tenantSchema.safeParse(raw);
  if (!result.success) throw new TenantConfigError(file, describeIssues(result.error.issues));
  return result.data;
}

/** Reads and validates `tenants/<slug>/tenant.json`; the slug inside must match the folder. */
export async function loadTenantConfig(tenantsDir: string, slug: string): Promise<TenantConfig> {
  const path = join(tenantsDir, slug, "tenant.json");
  const file = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TenantConfigError(
      file,
      [`cannot be read (${code ?? (error as Error).message})`],
      code === "ENOENT" ? "missing" : "invalid",
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new TenantConfigError(file, [`not valid JSON (${(error as Error).message})`]);
  }
  const config = parseTenantConfig(raw, file);
  if (config.slug !== slug)
    throw new TenantConfigError(file, [`slug: "${config.slug}" does not match its folder "${slug}"`]);
  return config;
}
