import { describe, expect, it } from "vitest";
import { truncateText } from "./truncate.ts";

// Spec §9: dealer comments truncated at 400; disclaimer at 197; review text at 160; offer
// description 160/200. The cut falls at a word boundary at or before the limit.
describe.each([
  ["short text is unchanged", "One owner", 20, "One owner", false],
  ["text exactly at the limit is unchanged", "One owner car", 13, "One owner car", false],
  ["cuts before the word that crosses the limit", "One owner full history", 12, "One owner…", true],
  ["keeps a word that ends exactly at the limit", "One owner full history", 9, "One owner…", true],
  ["drops trailing punctuation before the ellipsis", "Great value, one owner", 14, "Great value…", true],
  ["cuts at a newline too", "One owner\nfull history", 12, "One owner…", true],
  ["hard-cuts one long word", "Supercalifragilistic", 5, "Super…", true],
  ["does not split an emoji at a hard cut", "ab😀cd", 3, "ab…", true],
  ["at 160 characters (reviews)", `${"word ".repeat(40)}`.trim(), 160, `${`${"word ".repeat(32)}`.trim()}…`, true],
])("truncateText: %s", (_name, text, limit, expected, truncated) => {
  it("cuts as expected", () => expect(truncateText(text, limit)).toEqual({ text: expected, truncated }));
});

describe("truncateText length", () => {
  it.each([160, 197, 200, 400])("never exceeds %d characters before the ellipsis", (limit) => {
    const text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(20);
    const result = truncateText(text, limit);
    expect(result.truncated).toBe(true);
    expect(result.text.length - 1).toBeLessThanOrEqual(limit);
    expect(text.startsWith(result.text.slice(0, -1))).toBe(true);
  });
});
