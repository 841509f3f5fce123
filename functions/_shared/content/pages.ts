import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ContentEdits } from "#lib/content/edits.ts";
import { defaultPage, defaultPageMarkdown, type StaticPageSlug, staticPagesFor } from "#lib/content/static-pages.ts";
import { readPageFile } from "#lib/content/page-file.ts";
import type { Tenant } from "../platform/tenant.ts";
import { tenantsRoot } from "../platform/tenant-files.ts";

export interface PageSource {
  slug: StaticPageSlug;
  title: string;
  description?: string;
  markdown: string;
  source: "console" | "file" | "default";
}

/**
 * Each standard page as an editor starts from it — the draft's Markdown, else the
 * dealer's file (tenants/<slug>/content/<page>.md, front matter and body), else the generated default.
 */
export async function pageSources(tenant: Tenant, edits: ContentEdits): Promise<PageSource[]> {
  return Promise.all(
    staticPagesFor(tenant.config).map(async (slug): Promise<PageSource> => {
      const edited = edits.pages[slug];
      if (edited) return { slug, ...edited, source: "console" };
      const fallback = defaultPage(slug, tenant.config);
      const file = await readFile(join(await tenantsRoot(), tenant.slug, "content", `${slug}.md`), "utf8").catch(
        () => null,
      );
      if (file === null)
        return {
          slug,
          title: fallback.title,
          description: fallback.description,
          markdown: defaultPageMarkdown(fallback),
          source: "default",
        };
      const written = readPageFile(file);
      return {
        slug,
        title: written.title ?? fallback.title,
        description: written.description ?? fallback.description,
        markdown: written.markdown,
        source: "file",
      };
    }),
  );
}
