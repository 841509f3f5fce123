/**
 * Spec §5 slider rules for price-like facets: price and km round to 1000; values clamp to the
 * facet's min and max (from facets_stats); the handles cannot cross; with no stats the range is 0
 * to 100000; the step is one hundredth of the range.
 */
const DEFAULT_SLIDER_RANGE = { min: 0, max: 100_000 } as const;
const ROUNDED_FIELDS: readonly string[] = ["price", "km"];
const SLIDER_ROUNDING = 1000;
export const SLIDER_DEBOUNCE_MS = 400;
export const SEARCH_DEBOUNCE_MS = 300;

type Bounds = { min: number; max: number };
type Scale = Bounds & { step: number };

/**
 * The slider's range and step: the facet's min and max, widened to whole thousands for price and
 * km so every handle position is a rounded value, and the maximum widened again to a whole number
 * of steps. A browser snaps a range input to min + k × step: a maximum between two steps would
 * show (and, carried over from the static page, refine to) a limit below the dearest car.
 */
export function sliderBounds(field: string, stats: { min?: number; max?: number } | undefined): Scale {
  const min = stats?.min,
    max = stats?.max;
  if (min === undefined || max === undefined || !Number.isFinite(min) || !Number.isFinite(max) || max < min)
    return aligned(field, DEFAULT_SLIDER_RANGE);
  if (!ROUNDED_FIELDS.includes(field)) return aligned(field, { min: Math.floor(min), max: Math.ceil(max) });
  return aligned(field, {
    min: Math.floor(min / SLIDER_ROUNDING) * SLIDER_ROUNDING,
    max: Math.ceil(max / SLIDER_ROUNDING) * SLIDER_ROUNDING,
  });
}

function aligned(field: string, bounds: Bounds): Scale {
  const step = sliderStep(field, bounds);
  return { min: bounds.min, max: bounds.min + Math.ceil((bounds.max - bounds.min) / step) * step, step };
}

/** One hundredth of the range; for price and km a whole number of thousands (at least 1000). */
export function sliderStep(field: string, bounds: Bounds): number {
  const hundredth = (bounds.max - bounds.min) / 100;
  if (!ROUNDED_FIELDS.includes(field)) return Math.max(1, Math.round(hundredth));
  return Math.max(SLIDER_ROUNDING, Math.round(hundredth / SLIDER_ROUNDING) * SLIDER_ROUNDING);
}

/**
 * A shopper's `min:max` range as searched (from an address or a handle): price and km rounded
 * outward to whole thousands (the minimum down, the maximum up), so rounding never leaves out a
 * car the shopper asked for, and ends given the wrong way round swapped. Either side may be empty
 * (no limit). Undefined when it is not a range at all.
 */
export function searchedRange(field: string, text: string): string | undefined {
  if (!/^-?\d*(\.\d+)?:-?\d*(\.\d+)?$/.test(text) || text === ":") return undefined;
  let [low, high] = text.split(":").map((side) => (side === "" ? undefined : Number(side)));
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  const step = ROUNDED_FIELDS.includes(field) ? SLIDER_ROUNDING : 1;
  const down = (value: number | undefined) => (value === undefined ? "" : String(Math.floor(value / step) * step));
  const up = (value: number | undefined) => (value === undefined ? "" : String(Math.ceil(value / step) * step));
  return `${down(low)}:${up(high)}`;
}

const clamp = (value: number, bounds: Bounds) => Math.min(bounds.max, Math.max(bounds.min, value));

/**
 * A value as a handle sends it: rounded outward for price and km (the minimum handle down, the
 * maximum up, as `searchedRange`), then clamped to the bounds.
 */
export function sliderValue(field: string, value: number, bounds: Bounds, handle: 0 | 1 = 0): number {
  const step = ROUNDED_FIELDS.includes(field) ? SLIDER_ROUNDING : 1;
  const round = handle === 0 ? Math.floor : Math.ceil;
  return clamp(round(value / step) * step, bounds);
}

/** Moves one handle; it stops at the other handle rather than crossing it. */
export function moveHandle(
  field: string,
  current: readonly [number, number],
  handle: 0 | 1,
  value: number,
  bounds: Bounds,
): [number, number] {
  const next = sliderValue(field, value, bounds, handle);
  return handle === 0 ? [Math.min(next, current[1]), current[1]] : [current[0], Math.max(next, current[0])];
}

/** Where a value sits along the track, 0–100 (for the filled part between the two handles). */
export function trackPercent(value: number, bounds: Bounds): number {
  if (bounds.max <= bounds.min) return 0;
  return ((clamp(value, bounds) - bounds.min) / (bounds.max - bounds.min)) * 100;
}

/**
 * Which handle is drawn on top where they meet: the minimum once it is past the middle (so it can
 * still be dragged back down from the top end), else the maximum.
 */
export function upperHandle(values: readonly [number, number], bounds: Bounds): 0 | 1 {
  return values[0] > bounds.min + (bounds.max - bounds.min) / 2 ? 0 : 1;
}
