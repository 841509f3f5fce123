import { describe, expect, it } from "vitest";
import { addSearch, decodeSearches, SEARCH_HISTORY_LIMIT } from "./searches.ts";

describe("search history", () => {
  it("keeps the last 5, newest first, one per URL", () => {
    let list = addSearch([], { url: "/search/a", label: "a", savedAt: 0 });
    for (let i = 1; i <= 6; i++) list = addSearch(list, { url: `/search/${i}`, label: String(i), savedAt: i });
    list = addSearch(list, { url: "/search/4", label: "4", savedAt: 9 });
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(list.map((entry) => entry.url)).toEqual(["/search/4", "/search/6", "/search/5", "/search/3", "/search/2"]);
  });
  it("drops damaged entries", () => {
    expect(decodeSearches("nope")).toEqual([]);
    expect(
      decodeSearches(
        JSON.stringify([
          { url: "https://evil", label: "x", savedAt: 1 },
          { url: "/search/x", label: "x", savedAt: 1 },
        ]),
      ),
    ).toHaveLength(1);
  });
});
