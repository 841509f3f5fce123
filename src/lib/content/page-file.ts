import { parse as parseYaml } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A standard page's file (tenants/<slug>/content/<page>.md) as an editor starts from it: the
 * front matter's title and description, where they are text, and the Markdown after it.
 */
export function readPageFile(file: string): { title?: string; description?: string; markdown: string } {
  const front = FRONT_MATTER.exec(file);
  // An empty front matter block parses to null.
  const data = ((front && parseYaml(front[1]!)) ?? {}) as { title?: unknown; description?: unknown };
  return {
    title: typeof data.title === "string" ? data.title : undefined,
    description: typeof data.description === "string" ? data.description : undefined,
    markdown: file.slice(front?.[0].length ?? 0).trim(),
  };
}
