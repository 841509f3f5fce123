import { and, desc, eq, sql } from "drizzle-orm";
import { type ContentEdits, contentEditsSchema, NO_EDITS } from "#lib/content/edits.ts";
import type { Db, Tx } from "../platform/db/client.ts";
import { contentDrafts, contentVersions } from "../platform/db/schema.ts";

/**
 * The one writer of editors' content. A draft per dealer; publishing copies it to the
 * next version (numbered per dealer, one publish at a time per dealer, so two cannot take one number);
 * restoring publishes an older version's content again as the newest. Versions are never changed.
 */

export type ContentVersionRow = typeof contentVersions.$inferSelect;

export interface Published {
  version: number;
  publishedAt: Date | null;
  edits: ContentEdits;
}

const NOTHING: Published = { version: 0, publishedAt: null, edits: NO_EDITS };

/** The live (newest published) version; version 0 with no edits when nothing was published. */
export async function livePublished(db: Db | Tx, slug: string): Promise<Published> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.tenant, slug))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row
    ? { version: row.version, publishedAt: row.publishedAt, edits: contentEditsSchema.parse(row.edits) }
    : NOTHING;
}

/** The draft: what is being edited, starting from the live version when there is none. */
export async function currentDraft(db: Db | Tx, slug: string): Promise<{ edits: ContentEdits; saved: boolean }> {
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.tenant, slug)).limit(1);
  if (row) return { edits: contentEditsSchema.parse(row.edits), saved: true };
  return { edits: (await livePublished(db, slug)).edits, saved: false };
}

export async function saveDraft(db: Db | Tx, slug: string, edits: ContentEdits, by: string): Promise<void> {
  await db
    .insert(contentDrafts)
    .values({ tenant: slug, edits, updatedBy: by })
    .onConflictDoUpdate({ target: contentDrafts.tenant, set: { edits, updatedBy: by, updatedAt: sql`now()` } });
}

/** Publishes `edits` as the dealer's next version and clears the draft; returns the new version. */
export async function publishVersion(
  tx: Tx,
  slug: string,
  edits: ContentEdits,
  by: string,
  restoredFrom?: number,
): Promise<ContentVersionRow> {
  // Two editors publishing at once: the second waits for the first's number, instead of a conflict.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-publish:${slug}`}))`);
  const [row] = await tx
    .insert(contentVersions)
    .values({
      tenant: slug,
      version: sql`(select coalesce(max(version), 0) + 1 from content_versions where tenant = ${slug})`,
      edits,
      publishedBy: by,
      restoredFrom: restoredFrom ?? null,
    })
    .returning();
  await tx.delete(contentDrafts).where(eq(contentDrafts.tenant, slug));
  return row!;
}

export async function versionOf(db: Db | Tx, slug: string, version: number): Promise<ContentVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.tenant, slug), eq(contentVersions.version, version)))
    .limit(1);
  return row;
}

/** The dealer's published versions, newest first (50), each read as today's document (later fields defaulted). */
export async function listVersions(
  db: Db | Tx,
  slug: string,
): Promise<(ContentVersionRow & { edits: ContentEdits })[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.tenant, slug))
    .orderBy(desc(contentVersions.version))
    .limit(50);
  return rows.map((row) => ({ ...row, edits: contentEditsSchema.parse(row.edits) }));
}
