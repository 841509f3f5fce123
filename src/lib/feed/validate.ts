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

type EntityRecord<E extends FeedEntity> = z.output<(typeof FEED_ENTITIES)[E]["schema"]>;

/**
 * Validates one entity's records one at a time, as they arrive. A bad record is reported and
 * skipped; the rest go on. Records must also be unique by id and, where they have one, by slug,
 * because both become URLs and keys: the first wins and later duplicates are reported. A
 * stock export is validated row by row as the parser hands the rows over (src/lib/feed/formats),
 * so a mapped row is garbage by the next one rather than kept beside the whole feed.
 */
export class RecordValidator<E extends FeedEntity> {
  readonly records: EntityRecord<E>[] = [];
  readonly issues: FeedIssue[] = [];
  /** Car field → the export's column, so a problem names the column the dealer knows. */
  sourceColumns: ReadonlyMap<string, string> = new Map();
  private readonly slug: string;
  private readonly entity: E;
  private readonly schema: z.ZodType;
  private readonly seenIds = new Set<string>();
  private readonly seenSlugs = new Set<string>();
  private count = 0;

  constructor(slug: string, entity: E) {
    this.slug = slug;
    this.entity = entity;
    this.schema = FEED_ENTITIES[entity].schema as z.ZodType;
  }

  add(record: unknown, at?: string): void {
    const id = recordId(record, this.count++);
    const checked = this.check(record);
    if ("record" in checked) {
      this.records.push(checked.record);
      return;
    }
    const { path, reason } = checked;
    this.issues.push({
      tenant: this.slug,
      entity: this.entity,
      id,
      path: this.columnPath(path),
      reason,
      ...(at ? { at } : {}),
    });
  }

  private check(record: unknown): { record: EntityRecord<E> } | { path: string; reason: string } {
    const result = this.schema.safeParse(record);
    if (!result.success) {
      const first = result.error.issues[0]!;
      return { path: first.path.join("."), reason: first.message };
    }
    const data = result.data as { id: string; slug?: string };
    if (this.seenIds.has(data.id)) return { path: "id", reason: `duplicate id "${data.id}"` };
    if (data.slug !== undefined && this.seenSlugs.has(data.slug))
      return { path: "slug", reason: `duplicate slug "${data.slug}"` };
    this.seenIds.add(data.id);
    if (data.slug !== undefined) this.seenSlugs.add(data.slug);
    return { record: result.data as EntityRecord<E> };
  }

  private columnPath(path: string): string {
    const [head, ...rest] = path.split(".");
    return [this.sourceColumns.get(head!) ?? head, ...rest].join(".");
  }
}

/** Validates every record of one entity (RecordValidator over an array). */
export function validateRecords<E extends FeedEntity>(
  slug: string,
  entity: E,
  records: readonly unknown[],
  sources?: RecordSources,
): { records: EntityRecord<E>[]; issues: FeedIssue[] } {
  const validator = new RecordValidator(slug, entity);
  if (sources) validator.sourceColumns = sources.columns;
  records.forEach((record, index) => {
    validator.add(record, sources?.origins[index]);
  });
  return { records: validator.records, issues: validator.issues };
}
