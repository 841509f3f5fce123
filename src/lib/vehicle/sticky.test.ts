import { describe, expect, it } from "vitest";
import { stickyVisibility } from "./sticky.ts";

// Spec §9: sticky header after 500 px, sticky bottom bar after 900 px.
describe.each([
  [0, false, false],
  [499, false, false],
  [500, true, false],
  [899, true, false],
  [900, true, true],
])("at %d px", (y, header, bar) => {
  it(`shows the header: ${header}, the bar: ${bar}`, () => expect(stickyVisibility(y)).toEqual({ header, bar }));
});

describe("stickyVisibility with a tenant's distances", () => {
  it("takes other thresholds", () => expect(stickyVisibility(150, 100, 200)).toEqual({ header: true, bar: false }));
});
