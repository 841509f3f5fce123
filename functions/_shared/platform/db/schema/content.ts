import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentEdits } from "#lib/content/edits.ts";

/** The editors' draft (offers ended early, holiday hours): one per dealer, until published. */
export const contentDrafts = pgTable("content_drafts", {
  tenant: text("tenant").primaryKey(),
  edits: jsonb("edits").$type<ContentEdits>().notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every published version of the editors' content; the newest is live. Never updated. */
export const contentVersions = pgTable(
  "content_versions",
  {
    tenant: text("tenant").notNull(),
    version: integer("version").notNull(),
    edits: jsonb("edits").$type<ContentEdits>().notNull(),
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when this version put an older one back. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.version] })],
);
