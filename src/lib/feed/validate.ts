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
  /** Where a record of a dealer's own export sits: "cars.csv line 214". */
  at?: string;
}

export function formatFeedIssue(issue: FeedIssue): string {
  const where = issue.path ? `${issue.path}: ` : "";
  const record = issue.at
    ? `${issue.at}${issue.id.startsWith("#") ? "" : ` (stock ${issue.id})`}`
    : `${FEED_ENTITIES[issue.entity].label} ${issue.id}`;
  return `${issue.tenant}: ${record}: ${where}${issue.reason} (record skipped)`;
}

/** Where mapped records came from, so their problems name the export's line and column. */
export interface RecordSources {
  /** Parallel to the records. */
  origins: readonly string[];
  /** Car field → source column. */
  columns: ReadonlyMap<string, string>;
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
  sources?: RecordSources,
): { records: z.output<(typeof FEED_ENTITIES)[E]["schema"]>[]; issues: FeedIssue[] } {
  const schema = FEED_ENTITIES[entity].schema as z.ZodType;
  const valid: z.output<(typeof FEED_ENTITIES)[E]["schema"]>[] = [];
  const issues: FeedIssue[] = [];
  const seenIds = new Set<string>();
  const seenSlugs = new Set<string>();

  records.forEach((record, index) => {
    const id = recordId(record, index);
    const at = sources?.origins[index];
    const field = (path: string) => {
      const [head, ...rest] = path.split(".");
      return [sources?.columns.get(head!) ?? head, ...rest].join(".");
    };
    const skip = (path: string, reason: string) =>
      issues.push({ tenant, entity, id, path: field(path), reason, ...(at ? { at } : {}) });
    const result = schema.safeParse(record);
    if (!result.success) {
      const first = result.error.issues[0]!;
      skip(first.path.join("."), first.message);
      return;
    }
    const data = result.data as { id: string; slug?: string };
    if (seenIds.has(data.id)) {
      skip("id", `duplicate id "${data.id}"`);
      return;
    }
    if (data.slug !== undefined && seenSlugs.has(data.slug)) {
      skip("slug", `duplicate slug "${data.slug}"`);
      return;
    }
    seenIds.add(data.id);
    if (data.slug !== undefined) seenSlugs.add(data.slug);
    valid.push(result.data as z.output<(typeof FEED_ENTITIES)[E]["schema"]>);
  });

  return { records: valid, issues };
}
