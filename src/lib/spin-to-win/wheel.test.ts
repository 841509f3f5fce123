import { describe, expect, it } from "vitest";
import { landingRotation, pointAt, SPIN_TURNS, segmentAtPointer, wheelSegments } from "./wheel.ts";

describe.each([2, 3, 5, 8, 12])("spin to win: wheel of %i prizes", (count) => {
  const segments = wheelSegments(count);
  it("has equal slices that cover the circle clockwise from the top", () => {
    expect(segments).toHaveLength(count);
    expect(segments[0]!.start).toBe(0);
    expect(segments.at(-1)!.end).toBeCloseTo(360);
    for (const [i, s] of segments.entries()) {
      expect(s.end - s.start).toBeCloseTo(360 / count);
      if (i > 0) expect(s.start).toBeCloseTo(segments[i - 1]!.end);
      expect(s.path).toMatch(/^M 100 100 L [\d.-]+ [\d.-]+ A 100 100 0 0 1 [\d.-]+ [\d.-]+ Z$/);
    }
  });

  it("turns every label to read along its slice, never upside down", () => {
    for (const s of segments) {
      expect(Math.abs(s.label.rotate)).toBeLessThanOrEqual(90);
      const distance = Math.hypot(s.label.x - 100, s.label.y - 100);
      expect(distance).toBeCloseTo(58, 0);
    }
  });

  it.each([-1, -0.5, 0, 0.5, 1])("lands on the drawn prize whatever the nudge (%s)", (nudge) => {
    for (let index = 0; index < count; index++) {
      const rotation = landingRotation(index, count, { nudge });
      expect(segmentAtPointer(rotation, count)).toBe(index);
      expect(rotation).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
      expect(rotation).toBeLessThan((SPIN_TURNS + 1) * 360);
    }
  });
});

describe("spin to win: wheel geometry", () => {
  it.each([
    [0, { x: 100, y: 0 }],
    [90, { x: 200, y: 100 }],
    [180, { x: 100, y: 200 }],
    [270, { x: 0, y: 100 }],
  ])("measures angles clockwise from 12 o'clock (%i°)", (angle, point) => expect(pointAt(angle, 100)).toEqual(point));

  it.each([
    [0, 4, 315],
    [1, 4, 225],
    [3, 4, 45],
    [0, 2, 270],
  ])("brings the centre of segment %i of %i to the pointer (%i° after the turns)", (index, count, settle) =>
    expect(landingRotation(index, count, { turns: 0 })).toBe(settle),
  );

  it("never stops on a boundary, even with the largest nudge", () => {
    for (const nudge of [-1, 1]) {
      const settle = landingRotation(0, 4, { turns: 0, nudge });
      expect(Math.abs(settle - 315)).toBeCloseTo(0.35 * 90);
    }
  });

  it("clamps a nudge outside -1 to 1 and refuses a segment that is not on the wheel", () => {
    expect(landingRotation(1, 4, { nudge: 5 })).toBe(landingRotation(1, 4, { nudge: 1 }));
    expect(() => landingRotation(4, 4)).toThrow(/not a segment/);
    expect(() => landingRotation(0, 0)).toThrow(/positive integer/);
  });
});
