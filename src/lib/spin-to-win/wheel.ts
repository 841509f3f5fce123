/**
 * Spin to win: the wheel's geometry. Segments are equal slices, clockwise from the
 * pointer at 12 o'clock, in the order the dealer lists the prizes; the server's draw decides the
 * prize, the wheel only shows it. Angles in degrees, clockwise from the top.
 */

/** Whole turns before the wheel settles: enough to read as a spin, over in about four seconds. */
export const SPIN_TURNS = 5;
/** How far from a segment's centre the wheel may stop, as a share of the segment: never on a boundary. */
const MAX_NUDGE_SHARE = 0.35;

export interface WheelSegment {
  index: number;
  start: number;
  end: number;
  mid: number;
  /** SVG path of the slice in a square of side 2 × radius. */
  path: string;
  /** Where the label sits and how it turns to read along the radius, never upside down. */
  label: { x: number; y: number; rotate: number; maxLength: number };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A point on the circle at an angle clockwise from the top (SVG y grows downwards). */
export function pointAt(angle: number, radius: number, centre = radius): { x: number; y: number } {
  const rad = (angle * Math.PI) / 180;
  return { x: round(centre + radius * Math.sin(rad)), y: round(centre - radius * Math.cos(rad)) };
}

export function segmentAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`segmentAngle: count must be a positive integer, got ${count}`);
  return 360 / count;
}

/** The wheel's slices for `count` prizes, drawn in a square of side 2 × radius. */
export function wheelSegments(count: number, radius = 100): WheelSegment[] {
  const size = segmentAngle(count);
  return Array.from({ length: count }, (_, index) => {
    const start = index * size;
    const end = start + size;
    const mid = start + size / 2;
    const from = pointAt(start, radius);
    const to = pointAt(end, radius);
    const largeArc = size > 180 ? 1 : 0;
    const path =
      count === 1
        ? `M ${radius} 0 A ${radius} ${radius} 0 1 1 ${radius - 0.001} 0 Z`
        : `M ${radius} ${radius} L ${from.x} ${from.y} A ${radius} ${radius} 0 ${largeArc} 1 ${to.x} ${to.y} Z`;
    const anchor = pointAt(mid, radius * 0.58, radius);
    return {
      index,
      start,
      end,
      mid,
      path,
      label: { ...anchor, rotate: mid <= 180 ? mid - 90 : mid - 270, maxLength: round(radius * 0.68) },
    };
  });
}

/**
 * The clockwise rotation that stops the wheel with segment `index` under the pointer: `turns`
 * whole turns plus the angle that brings the segment's centre to the top, moved by `nudge`
 * (-1 to 1) up to 35% of a segment either way so that every stop does not look the same.
 */
export function landingRotation(index: number, count: number, options: { turns?: number; nudge?: number } = {}) {
  const size = segmentAngle(count);
  if (!Number.isInteger(index) || index < 0 || index >= count)
    throw new Error(`landingRotation: index ${index} is not a segment of ${count}`);
  const nudge = Math.max(-1, Math.min(1, options.nudge ?? 0));
  const target = (index + 0.5) * size + nudge * MAX_NUDGE_SHARE * size;
  const settle = (((360 - target) % 360) + 360) % 360;
  return round((options.turns ?? SPIN_TURNS) * 360 + settle);
}

/** Which segment is under the pointer after a clockwise rotation (the inverse of landingRotation). */
export function segmentAtPointer(rotation: number, count: number): number {
  const size = segmentAngle(count);
  const angle = (((-rotation % 360) + 360) % 360) + 1e-9;
  return Math.min(count - 1, Math.floor(angle / size));
}
