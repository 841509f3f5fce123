import { describe, expect, it } from "vitest";
import { IMAGE_MAX_PIXELS } from "../media/image-cdn-limits.ts";
import { fitsImageCdn, tooManyPixelsMessage } from "./uploaded-image.ts";

describe.each([
  [4032, 3024, true],
  [8256, 5504, true],
  [10_000, IMAGE_MAX_PIXELS / 10_000, true],
  [10_000, IMAGE_MAX_PIXELS / 10_000 + 1, false],
  [9000, 9000, false],
  [1, IMAGE_MAX_PIXELS + 1, false],
])("fitsImageCdn(%i, %i)", (width, height, fits) => {
  it(`is ${fits}`, () => expect(fitsImageCdn(width, height)).toBe(fits));
});

describe("tooManyPixelsMessage", () => {
  it("names the photo's size and the limit, in words an editor reads", () => {
    expect(tooManyPixelsMessage({ width: 9000, height: 9000 })).toBe(
      "This photo is 9,000 × 9,000 pixels; photos can be at most 50 megapixels. Save it smaller and upload again.",
    );
    expect(tooManyPixelsMessage(undefined, 12_500_000)).toBe(
      "This photo has too many pixels; photos can be at most 12.5 megapixels. Save it smaller and upload again.",
    );
  });
});
