import { describe, expect, it } from "vitest";
import { readPageFile } from "./page-file.ts";

describe("a standard page's file", () => {
  it("gives its front matter's title and description, and the Markdown after it", () => {
    expect(
      readPageFile("---\ntitle: About Bayside\ndescription: Since 1982\n---\n\n# Hello\n\nWe sell Fords.\n"),
    ).toEqual({
      title: "About Bayside",
      description: "Since 1982",
      markdown: "# Hello\n\nWe sell Fords.",
    });
  });

  it("is all Markdown without front matter, and ignores an empty block or values that are not text", () => {
    expect(readPageFile("Just text.")).toEqual({ title: undefined, description: undefined, markdown: "Just text." });
    expect(readPageFile("---\n\n---\nBody")).toMatchObject({ title: undefined, markdown: "Body" });
    expect(readPageFile("---\ntitle: [1, 2]\n---\nBody")).toMatchObject({ title: undefined, markdown: "Body" });
  });
});
