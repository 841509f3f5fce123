import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn } from "./contrast.ts";

describe("theme contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
  it.each([
    ["#00095b", "#ffffff"],
    ["#0a3d62", "#ffffff"],
    ["#f6b93b", "#111111"],
    ["#ffffff", "#111111"],
  ])("puts readable text on %s", (background, text) => {
    expect(readableTextOn(background)).toBe(text);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
