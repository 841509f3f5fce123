import { join } from "node:path";
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { tenantFolder } from "./data/tenant.ts";

/**
 * Markdown content of the tenant being built: tenants/<slug>/content/<page>.md (about us,
 * warranty, terms…), each with an optional title and description in its front matter. Feed
 * data does not go through collections (docs/decisions/2026-11-22-feed-data-memoised-loader.md).
 */
export const collections = {
  pages: defineCollection({
    loader: glob({ pattern: "*.md", base: join(tenantFolder(), "content") }),
    schema: z.object({
      title: z.string().optional(),
      description: z.string().optional(),
    }),
  }),
};
