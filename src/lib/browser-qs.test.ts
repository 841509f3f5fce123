import { describe, expect, it } from "vitest";
import qs from "./browser-qs.ts";

describe("the browser's qs", () => {
  it("writes and reads flat values and repeated names as qs does", () => {
    const text = qs.stringify({ query: "hilux sr5", page: 2, make: ["Toyota", "Ford"], empty: undefined });
    expect(text).toBe("query=hilux+sr5&page=2&make=Toyota&make=Ford");
    expect(qs.parse(text)).toEqual({ query: "hilux sr5", page: "2", make: ["Toyota", "Ford"] });
  });
});
