import { describe, expect, it } from "vitest";
import { nextStart } from "./slider.ts";

describe("nextStart", () => {
  it.each([
    [0, 1, 4, 1],
    [4, 1, 4, 0],
    [0, -1, 4, 4],
    [4, 1, 2, 0],
    [3, -1, 2, 1],
  ])("from %d, moving %d with last start %d, shows %d", (current, step, last, expected) =>
    expect(nextStart(current, step, last)).toBe(expected),
  );
});
