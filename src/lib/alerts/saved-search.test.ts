import { describe, expect, it } from "vitest";
import { savedSearchOf } from "./saved-search.ts";

describe("savedSearchOf", () => {
  it("keeps the search's own parameters in a fixed order, without page or sort", () => {
    expect(savedSearchOf("?price=:35000&make=Toyota&page=3&sortBy=price:asc&model=RAV4")).toBe(
      "?make=Toyota&model=RAV4&price=%3A35000",
    );
    expect(savedSearchOf("model=RAV4&make=Toyota&price=:35000")).toBe(
      savedSearchOf("?make=Toyota&model=RAV4&price=:35000"),
    );
  });

  it("drops unknown and empty parameters; nothing searched is no saved search", () => {
    expect(savedSearchOf("?utm_source=x&price=:&query=")).toBeUndefined();
    expect(savedSearchOf("")).toBeUndefined();
    expect(savedSearchOf("?query=ute&evil=1")).toBe("?query=ute");
  });

  it("refuses a search too long to be real", () => {
    expect(savedSearchOf(`?query=${"a".repeat(700)}`)).toBeUndefined();
  });
});

describe("describeSearch", () => {
  it("says a saved search in words", async () => {
    const { describeSearch } = await import("./saved-search.ts");
    expect(describeSearch("?make=Toyota&model=Toyota > RAV4&price=%3A35000&query=hybrid")).toBe(
      "Toyota · RAV4 · up to $35000 · “hybrid”",
    );
    expect(describeSearch("?year=2020%3A&km=%3A50000")).toBe("from 2020 · up to 50000 km");
  });
});
