import type { FeedIssue } from "./validate.ts";

/**
 * 135 rows skipped for one reason are one line, not 135. Problems are grouped by field
 * and reason (quoted values aside, so `"02/11/2018" is not a number` and `"03/11/2018" is not a
 * number` are one group), largest first, each with the first rows that showed it.
 */
export interface IssueGroup {
  count: number;
  /** The field (or source column) and the first row's reason, as written. */
  problem: string;
  /** "line 2 (stock 4411)", "car 4411": the first few rows, to find them in the export. */
  examples: string[];
}

const EXAMPLES = 3;

function groupKey(issue: FeedIssue): string {
  return `${issue.entity}|${issue.path}|${issue.reason.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/\d+/g, "#")}`;
}

function whereOf(issue: FeedIssue): string {
  if (!issue.at) return `${issue.entity === "cars" ? "car" : issue.entity} ${issue.id}`;
  const line = issue.at.replace(/^\S+ (?=line |<)/, "");
  return issue.id.startsWith("#") ? line : `${line} (stock ${issue.id})`;
}

export function groupIssues(issues: readonly FeedIssue[]): IssueGroup[] {
  const groups = new Map<string, IssueGroup>();
  for (const issue of issues) {
    const key = groupKey(issue);
    const group = groups.get(key);
    if (group) {
      group.count++;
      if (group.examples.length < EXAMPLES) group.examples.push(whereOf(issue));
    } else
      groups.set(key, {
        count: 1,
        problem: `${issue.path ? `${issue.path}: ` : ""}${issue.reason}`,
        examples: [whereOf(issue)],
      });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** `135 rows: year: "02/11/2018" is not a number — e.g. line 2 (stock 4411), line 3 (stock 4412) …` */
export function formatIssueGroup(group: IssueGroup): string {
  const more = group.count > group.examples.length ? " …" : "";
  return `${group.count} ${group.count === 1 ? "row" : "rows"}: ${group.problem} — e.g. ${group.examples.join(", ")}${more}`;
}
