import { existsSync } from "node:fs";
import { join } from "node:path";
import { getEntry, render } from "astro:content";
import { tenantFolder } from "./tenant.ts";

/**
 * The tenant's Markdown page `tenants/<slug>/content/<page>.md`, rendered, or undefined. The file
 * is checked first because Astro warns on every lookup of an entry that does not exist, and a
 * missing page is normal here (the generated default stands in).
 */
export async function getContentPage(page: string) {
  if (!existsSync(join(tenantFolder(), "content", `${page}.md`))) return undefined;
  const entry = await getEntry("pages", page);
  if (!entry) return undefined;
  const { Content } = await render(entry);
  return { data: entry.data, Content };
}
