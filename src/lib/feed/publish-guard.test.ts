import { describe, expect, it } from "vitest";
import { formatIssueGroup, groupIssues } from "./issue-groups.ts";
import { MAX_DROP, MIN_VALID_SHARE, publishRefusal } from "./publish-guard.ts";
import type { FeedIssue } from "./validate.ts";

const settings = { minValidShare: MIN_VALID_SHARE, maxDrop: MAX_DROP };

describe("a feed that would empty a site is never published", () => {
  it.each([
    [{ rows: 135, valid: 0 }, /only 0 of 135 stock rows became cars \(0%, under feed.minValidShare 50%\)/],
    [{ rows: 10, valid: 4 }, /only 4 of 10/],
    [{ rows: 10, valid: 5 }, undefined],
    [
      { rows: 300, valid: 290, previous: 1000 },
      /cars fell from 1000 in the last good build to 290 \(71% fewer, over feed.maxDrop 50%\)/,
    ],
    [{ rows: 500, valid: 500, previous: 1000 }, undefined],
    [{ rows: 0, valid: 0, previous: 40 }, /cars fell from 40 in the last good build to 0/],
    [{ rows: 0, valid: 0 }, undefined],
    [{ rows: 12, valid: 12, previous: 0 }, undefined],
  ])("%j → %s", (counts, expected) => {
    const refusal = publishRefusal(counts, settings);
    if (expected) expect(refusal).toMatch(expected);
    else expect(refusal).toBeUndefined();
  });
  it("takes the dealer's own thresholds", () => {
    expect(publishRefusal({ rows: 10, valid: 8 }, { minValidShare: 0.9, maxDrop: 0.5 })).toMatch(
      /under feed.minValidShare 90%/,
    );
    expect(publishRefusal({ rows: 10, valid: 8, previous: 10 }, { minValidShare: 0, maxDrop: 0.1 })).toMatch(
      /over feed.maxDrop 10%/,
    );
  });
});

describe("skipped rows grouped by reason", () => {
  const issue = (line: number, id: string, reason: string, path = "year"): FeedIssue => ({
    tenant: "demo",
    entity: "cars",
    id,
    path,
    reason,
    at: `stock.csv line ${line}`,
  });
  it("makes 135 identical problems one line with the first rows, largest group first", () => {
    const issues = [
      issue(9, "X1", '"Ferrari" is not one of new, used, demo', "car_type"),
      ...Array.from({ length: 135 }, (_, index) =>
        issue(index + 2, String(4411 + index), `"${String(index + 1).padStart(2, "0")}/11/2018" is not a number`),
      ),
    ];
    expect(groupIssues(issues).map(formatIssueGroup)).toEqual([
      '135 rows: year: "01/11/2018" is not a number — e.g. line 2 (stock 4411), line 3 (stock 4412), line 4 (stock 4413) …',
      '1 row: car_type: "Ferrari" is not one of new, used, demo — e.g. line 9 (stock X1)',
    ]);
  });
  it("names a JSON feed's records by id", () => {
    const json: FeedIssue = {
      tenant: "demo",
      entity: "cars",
      id: "102",
      path: "price",
      reason: "must not be negative",
    };
    expect(groupIssues([json]).map(formatIssueGroup)).toEqual(["1 row: price: must not be negative — e.g. car 102"]);
  });
});
