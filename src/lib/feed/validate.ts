import type { z } from "zod";
import { FEED_ENTITIES, type FeedEntity } from "./entities.ts";

/** One skipped record: enough for an operator to find it in the dealer's feed and fix it. */
export interface FeedIssue {
  tenant: string;
  entity: FeedEntity;
  /** The record's id, slug, or its position in the feed when it has neither. */
  id: string;
  /** Dotted path of the bad field, empty when the record as a whole is wrong. */
  path: string;
  reason: string;
}

export function formatFeedIssue(issue: FeedIssue): string {
  const where = issue.path ? `${issue.path}: ` : "";
  return `${issue.tenant}: ${FEED_ENTITIES[issue.entity].label} ${issue.id}: ${where}${issue.reason} (record skipped)`;
}

function recordId(record: unknown, index: number): string {
  if (record && typeof record === "object") {
    const { id, slug } = record as { id?: unknown; slug?: unknown };
    if (typeof id === "string" || typeof id === "number") return String(id);
    if (typeof slug === "string" && slug) return slug;
  }
  return `#${index + 1}`;
}

/**
 * Validates every record of one entity. A bad record is reported and skipped; the rest go on.
 * Records must also be unique by id and, where they have one, by slug, because both become URLs
 * and keys: the first wins and later duplicates are reported.
 */
export function validateRecords<E extends FeedEntity>(
  tenant: string,
  entity: E,
  records: readonly unknown[],
): { records: z.output<(typeof FEED_ENTITIES)[E]["schema"]>[]; issues: FeedIssue[] } {
  const schema = FEED_ENTITIES[entity].schema as z.ZodType;
  const valid: z.output<(typeof FEED_ENTITIES)[E]["schema"]>[] = [];
  const issues: FeedIssue[] = [];
  const seenIds = new Set<string>();
  const seenSlugs = new Set<string>();

  records.forEach((record, index) => {
    const id = recordId(record, index);
    const result = schema.safeParse(record);
    if (!result.success) {
      const first = result.error.issues[0]!;
      issues.push({ tenant, entity, id, path: first.path.join("."), reason: first.message });
      return;
    }
    const data = result.data as { id: string; slug?: string };
    if (seenIds.has(data.id)) {
      issues.push({ tenant, entity, id, path: "id", reason: `duplicate id "${data.id}"` });
      return;
    }
    if (data.slug !== undefined && seenSlugs.has(data.slug)) {
      issues.push({ tenant, entity, id, path: "slug", reason: `duplicate slug "${data.slug}"` });
      return;
    }
    seenIds.add(data.id);
    if (data.slug !== undefined) seenSlugs.add(data.slug);
    valid.push(result.data as z.output<(typeof FEED_ENTITIES)[E]["schema"]>);
  });

  return { records: valid, issues };
}
