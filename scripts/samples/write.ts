import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "#lib/async/pool.ts";

/**
 * JSON laid out for people and diffs: one field a line, but short values (an image, a small map)
 * kept on one line so that a 600-car feed stays well under 2 MB.
 */
export function formatJson(value: unknown, indent = "", width = 120): string {
  const compact = JSON.stringify(value) ?? "null";
  if (value === null || typeof value !== "object" || compact.length + indent.length <= width) return compact;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => inner + formatJson(item, inner, width)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner, width)}`).join(",\n")}\n${indent}}`;
}

/** Folders only the generator writes; emptied first so that no stale file survives a run. */
const GENERATED_DIRS = ["feed", "content", "public/images/cars", "public/images/makes"];

/** Writes `files` (paths relative to the tenant folder) into `<outDir>/<slug>/`. */
export async function writeTenantFiles(outDir: string, slug: string, files: Map<string, string>): Promise<string> {
  const root = join(outDir, slug);
  await Promise.all(GENERATED_DIRS.map((dir) => rm(join(root, dir), { recursive: true, force: true })));
  const dirs = new Set([...files.keys()].map((path) => dirname(join(root, path))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await mapWithConcurrency([...files], FILE_CONCURRENCY, ([path, content]) => writeFile(join(root, path), content));
  return root;
}
