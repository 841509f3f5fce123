import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  anchorsOf,
  brokenLinks,
  type Citation,
  citationProblem,
  citationsOf,
  filesUnder,
  type ReadFile,
  slugOf,
} from "./markdown.ts";

/**
 * The README is the front door and docs/ the rooms behind it. A link that leads
 * nowhere, or a code comment citing a document that is not in the repository (the "DESIGN.md" the
 * code cited for years), fails here.
 */

const DOCS = [
  "README.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const README_MAX_LINES = 300;

describe("slugs and links are read as GitHub reads them", () => {
  it.each([
    ["Quick start", "quick-start"],
    ["Starting the local server: what it waits for", "starting-the-local-server-what-it-waits-for"],
    [
      "Syndication: the dealer's stock on Google, Meta and marketplaces",
      "syndication-the-dealers-stock-on-google-meta-and-marketplaces",
    ],
    ["Payments and reservations (part 16)", "payments-and-reservations-part-16"],
    ["§7 Calls", "7-calls"],
    ["`feed.format` and mapping", "feedformat-and-mapping"],
    ["Reserve online: a deposit hold", "reserve-online-a-deposit-hold"],
  ])("%s → #%s", (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });

  it("numbers repeated headings and ignores '#' lines in code blocks", () => {
    const anchors = anchorsOf("# A\n\n## Setup\n\n```sh\n# not a heading\n```\n\n## Setup\n");
    expect([...anchors]).toEqual(["a", "setup", "setup-1"]);
  });
});

describe("the checks fail on a broken link or citation (so a pass means something)", () => {
  const files: Record<string, string> = {
    "README.md": "# Forecourt\n\n## Quick start\n",
    "docs/guide.md": "# Guide\n\n## The nightly rebuild\n",
  };
  const read: ReadFile = (path) => files[path];

  it("a link to a missing file, a missing heading, or a missing heading of this file", () => {
    const doc = [
      "[ok](guide.md#the-nightly-rebuild) [ok](../README.md#quick-start) [ok](#guide) [web](https://example.com)",
      "[gone](operators.md) [moved](../README.md#the-nightly-rebuild) [here](#nowhere)",
      "`[in code](nowhere.md)`",
    ].join("\n");
    expect(brokenLinks("docs/guide.md", `# Guide\n\n${doc}\n`, read)).toEqual([
      "docs/guide.md: (operators.md): no file docs/operators.md",
      "docs/guide.md: (../README.md#the-nightly-rebuild): no heading in README.md makes #the-nightly-rebuild",
      "docs/guide.md: (#nowhere): no heading in docs/guide.md makes #nowhere",
    ]);
  });

  it("a citation of a missing document, anchor or section", () => {
    const source = [
      "/**",
      " * Only facetFilters (DESIGN.md: never a raw filters string). See docs/guide.md",
      " * § The nightly rebuild, README.md#quick-start, README § Testing, and docs/gone.md.",
      " * Writes summary.md and .build/bench/pages.md; reads content/about-us.md.",
      " */",
    ].join("\n");
    const citations = citationsOf(source);
    expect(citations.map((c) => c.path)).toEqual([
      "DESIGN.md",
      "docs/guide.md",
      "README.md",
      "README.md",
      "docs/gone.md",
    ]);
    expect(citations.map((c) => citationProblem("src/x.ts", c, read))).toEqual([
      "src/x.ts: cites DESIGN.md, which is not in the repository",
      undefined,
      undefined,
      "src/x.ts: cites README.md § Testing, but README.md has no such heading",
      "src/x.ts: cites docs/gone.md, which is not in the repository",
    ]);
  });
});

describe("README.md and docs/*.md", () => {
  it(`the README stays a five-minute read: at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync("README.md", "utf8").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it.each(DOCS)("%s: every relative link leads to a file, and every #anchor to a heading", (file) => {
    expect(brokenLinks(file, readFileSync(file, "utf8"))).toEqual([]);
  });
});

describe("the code cites only documents, anchors and sections that exist", () => {
  const sources = ["src", "functions", "scripts", "tests"]
    .flatMap((dir) => filesUnder(dir, [".ts", ".tsx", ".astro", ".mjs"]))
    .filter((file) => !file.startsWith("tests/docs/")); // this folder's own examples of broken citations

  it("finds the source files", () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it("every Markdown document a source file cites is in the repository, with the cited section", () => {
    const problems = sources.flatMap((file) =>
      citationsOf(readFileSync(file, "utf8"))
        .map((citation: Citation) => citationProblem(file, citation))
        .filter((problem) => problem !== undefined),
    );
    expect(problems).toEqual([]);
  });
});
