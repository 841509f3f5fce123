import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  builtTenant,
  countsOf,
  failedTenant,
  mergeNightlyReports,
  type NightlyReport,
  type NightlyTenant,
  nightlyJson,
  nightlyMarkdown,
  unchangedTenant,
  uploadTotals,
  withDeploy,
  withUpload,
} from "./report.ts";
import { planUpload, uploadReport } from "../deploy/digest-diff.ts";

/**
 * The nightly section of docs/operators.md (once the README's) lists what the
 * report carries per dealer, and the JSON lacked `deploy` (and `pages` or `error` where they did not
 * apply). Each phrase of that list maps to the JSON field that carries it; a phrase added there
 * without a field fails here.
 */
const README_TENANT_FIELDS: Record<string, keyof NightlyTenant> = {
  status: "status",
  pages: "pages",
  "skipped records with reasons": "skipped",
  warnings: "warnings",
  "what changed": "changesText",
  deploy: "deploy",
  "what its deploy uploads": "upload",
  seconds: "seconds",
  "the error with file and path": "error",
};
const README_COUNTS = ["built", "unchanged", "failed"];

function readmeReportList(): { counts: string[]; perDealer: string[] } {
  const readme = readFileSync("docs/operators.md", "utf8").replace(/\s+/g, " ");
  const match =
    /report is written to `\.build\/nightly\/<date>\.json` and `\.md` \(counts ([^;]+); per dealer: ([^)]+)\)/.exec(
      readme,
    );
  if (!match) throw new Error("docs/operators.md § The nightly rebuild no longer says what the report carries");
  return {
    counts: match[1]!.split(/,\s*|\s+and\s+/),
    // "…, seconds, and the error with file and path": commas separate, an item may say "and".
    perDealer: match[2]!.split(/,\s*/).map((item) => item.replace(/^and\s+/, "")),
  };
}

const BROKEN = "tests/fixtures/tenants/broken-config/tenant.json: finance: must be ≤ 30";
const mini = builtTenant("mini-motors", 12.3, "tenants/mini-motors/feed/cars.json", {
  pages: 42,
  issueLines: ['car 102: price: expected a number, got "abc"'],
  warnings: [],
});
const nights: NightlyTenant[] = [
  mini,
  unchangedTenant("midi-motors", 0.3, "tenants/midi-motors/feed/cars.json", "2026-11-25T02:31:00.000Z"),
  failedTenant("broken-config", 0.1, BROKEN, { deploying: false }),
  withDeploy(builtTenant("deployed-motors", 20, "feed", { pages: 9, issueLines: [] }), {
    status: "skipped",
    message: "deployed-motors: ops.netlifySiteId is not set",
  }),
];
const report: NightlyReport = {
  date: "2026-11-26",
  startedAt: "2026-11-26T15:30:00.000Z",
  seconds: 33,
  counts: countsOf(nights),
  tenants: nights,
};

describe("the nightly report's JSON carries what docs/operators.md says", () => {
  it("the list in docs/operators.md is the one this test checks", () => {
    const { counts, perDealer } = readmeReportList();
    expect(counts).toEqual(README_COUNTS);
    expect(perDealer.sort()).toEqual(Object.keys(README_TENANT_FIELDS).sort());
  });

  it.each(nights.map((t) => [t.tenant, t.status, t] as const))(
    "%s (%s): every listed field is in the JSON, null where it does not apply",
    (_slug, _status, line) => {
      const written = (JSON.parse(nightlyJson(report)) as NightlyReport).tenants.find((t) => t.tenant === line.tenant)!;
      for (const field of Object.values(README_TENANT_FIELDS)) expect(written).toHaveProperty(field);
      expect(written.deploy).toEqual(line.deploy);
    },
  );

  it("says what each dealer's deploy did: not requested without --deploy, else the deploy's outcome", () => {
    const written = JSON.parse(nightlyJson(report)) as NightlyReport;
    const deployOf = (slug: string) => written.tenants.find((t) => t.tenant === slug)!.deploy;
    expect(deployOf("mini-motors")).toEqual({ status: "not requested", message: "run without --deploy" });
    expect(deployOf("deployed-motors").status).toBe("skipped");
    expect(written.tenants.find((t) => t.tenant === "midi-motors")).toMatchObject({ pages: null, error: null });
    expect(written.tenants.find((t) => t.tenant === "broken-config")).toMatchObject({
      pages: null,
      deploy: { status: "not requested", message: "run without --deploy" },
    });
  });

  // Review: a failed dealer read "not requested / run without --deploy" in a --deploy night too.
  it.each([
    [false, { status: "not requested", message: "run without --deploy" }],
    [true, { status: "skipped", message: "its config, feed or build failed; its last good site stays live" }],
  ])("a failed dealer, deploying %s: its deploy says why nothing went live", (deploying, deploy) => {
    const broken = failedTenant("broken-config", 0.1, BROKEN, { deploying, feed: "feed", skipped: [] });
    const written = JSON.parse(nightlyJson({ ...report, tenants: [broken] })) as NightlyReport;
    expect(written.tenants[0]).toMatchObject({ status: "failed", pages: null, error: BROKEN });
    expect(written.tenants[0]!.deploy).toEqual(deploy);
  });

  it("the Markdown says a failed dealer's deploy was skipped in a --deploy night, and nothing without", () => {
    const night = (deploying: boolean) =>
      nightlyMarkdown({ ...report, tenants: [failedTenant("broken-config", 0.1, BROKEN, { deploying })] });
    expect(night(true)).toContain("| broken-config | **FAILED** | - | 0 | 0 | - | skipped | - | 0.1 |");
    expect(night(true)).toContain(
      "  - deploy skipped: its config, feed or build failed; its last good site stays live",
    );
    expect(night(false)).toContain("| broken-config | **FAILED** | - | 0 | 0 | - | - | - | 0.1 |");
    expect(night(false)).not.toContain("deploy skipped");
  });

  it("counts built, unchanged and failed at the top, also when shards are merged", () => {
    expect((JSON.parse(nightlyJson(report)) as NightlyReport).counts).toEqual({ built: 2, unchanged: 1, failed: 1 });
    const merged = mergeNightlyReports([report, { ...report, tenants: [{ ...mini, tenant: "another-dealer" }] }]);
    expect((JSON.parse(nightlyJson(merged)) as NightlyReport).counts).toEqual({ built: 3, unchanged: 1, failed: 1 });
  });

  it("a failed deploy fails the dealer's night, with the deploy's message as its error", () => {
    const failed = withDeploy(mini, { status: "failed", message: "netlify deploy exited with 1: no auth" });
    expect(failed).toMatchObject({ status: "failed", error: "netlify deploy exited with 1: no auth" });
  });

  it("the Markdown shows '-' for a deploy not requested and lists only deploys worth reading", () => {
    const markdown = nightlyMarkdown(report);
    expect(markdown).toContain("| mini-motors | built | 42 | 1 | 0 | first build | - | - | 12.3 |");
    expect(markdown).toContain("| deployed-motors | built | 9 | 0 | 0 | first build | skipped | - | 20.0 |");
    expect(markdown).toContain("  - deploy skipped: deployed-motors: ops.netlifySiteId is not set");
    expect(markdown).not.toContain("deploy not requested");
  });

  it("says what each dealer's deploy uploads, and what the night's deploys upload together", () => {
    const site = (sha1: string) => ({ "index.html": { sha1, size: 2_000 }, "a.css": { sha1: "css", size: 500 } });
    const plan = (next: string, last: string) =>
      planUpload(
        { createdAt: "2026-11-26T15:31:00.000Z", files: site(next), functions: null },
        { createdAt: "2026-11-25T15:31:00.000Z", files: site(last), functions: null },
        "plan",
      );
    const night = [
      withUpload(mini, uploadReport(plan("new", "old"), false)),
      withUpload(nights[1]!, uploadReport(plan("same", "same"), false)),
      nights[2]!,
    ];
    expect(uploadTotals(night)).toEqual({
      planned: 2,
      sent: 0,
      files: 1,
      fileBytes: 2_000,
      functions: 0,
      functionBytes: 0,
    });
    const written = JSON.parse(
      nightlyJson({ ...report, tenants: night, uploads: uploadTotals(night) }),
    ) as NightlyReport;
    expect(written.tenants[0]!.upload).toMatchObject({ sent: false, files: { upload: 1, uploadBytes: 2_000 } });
    expect(written.tenants[2]!.upload).toBeNull();
    const markdown = nightlyMarkdown({ ...report, tenants: night, uploads: uploadTotals(night) });
    expect(markdown).toContain("Deploys upload 1 file, 2 KB, and 0 function zips, 0 B (2 dealers planned, 0 sent).");
    expect(markdown).toContain(
      "| mini-motors | built | 42 | 1 | 0 | first build | - | 1 file, 2 KB; functions: not bundled (planned, not sent) | 12.3 |",
    );
    expect(mergeNightlyReports([{ ...report, tenants: night }]).uploads).toMatchObject({ planned: 2, files: 1 });
  });
});
