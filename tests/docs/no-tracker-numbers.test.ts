import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A reader of the repository cannot open the project's tracker, so the code, its tests, scripts and
 * documents say what a rule is, never which tracker item asked for it. A line that names one by its
 * number fails here, reported as path:line.
 */

// Made of two strings so that this file, which is read too, does not match itself.
const TRACKER_NUMBER = new RegExp("\\bissues? #?" + "\\d+", "i");

const ROOTS = ["src", "functions", "scripts", "tests", "docs", "README.md"];
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".build",
  "dist",
  ".data",
  ".astro",
  ".netlify",
  "test-results",
  "playwright-report",
]);

function filesIn(path: string): string[] {
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesIn(child);
    return entry.isFile() ? [child] : [];
  });
}

const files = ROOTS.flatMap((root) => (root.endsWith(".md") ? [root] : filesIn(root)));

/** Each line of `text` that names a tracker item by number, as path:line: the line. */
function trackerNumbers(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

/** A file's text, or undefined for a binary file (a NUL byte in its first 8 KB). */
function textOf(file: string): string | undefined {
  const bytes = readFileSync(file);
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString("utf8");
}

describe("the check finds a tracker number however it is written (so a pass means something)", () => {
  const number = String(13);

  it.each([`(issue ${number})`, `Issue ${number}: the reserve page`, `issues ${number} and 14`, `issue #${number}`])(
    "%s",
    (line) => {
      expect(trackerNumbers("src/x.ts", `first line\n// ${line}\n`)).toEqual([`src/x.ts:2: // ${line}`]);
    },
  );

  it.each(["issueSearchKey(api)", "mechanical_issues", "#payments-and-reservations-issue-16", "an issue with 3 cars"])(
    "not %s",
    (line) => {
      expect(trackerNumbers("src/x.ts", line)).toEqual([]);
    },
  );
});

describe("code, tests, scripts and docs name no tracker item by number", () => {
  it("finds the files", () => {
    expect(files).toContain("README.md");
    expect(files.length).toBeGreaterThan(500);
  });

  it("no line says which tracker item asked for something", () => {
    const hits = files.flatMap((file) => {
      const text = textOf(file);
      return text === undefined ? [] : trackerNumbers(file, text);
    });
    expect(hits).toEqual([]);
  });
});
