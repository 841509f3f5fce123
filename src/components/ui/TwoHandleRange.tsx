import { trackPercent, upperHandle } from "#lib/search/slider.ts";
import "./two-handle-range.css";

type Handle = 0 | 1;

/**
 * One track with two handles (search's price, km and year; the home page's budget): two native
 * range inputs laid on one rail, so each handle keeps the browser's keyboard, touch and
 * screen-reader support, with the span between them filled. The caller keeps the values and
 * decides what a move means (rounding, no crossing, when to search).
 */
export function TwoHandleRange({
  labels,
  values,
  bounds,
  disabled = false,
  valueText,
  onMove,
  control,
}: {
  /** Accessible names of the minimum and maximum handles. */
  labels: readonly [string, string];
  values: readonly [number, number];
  bounds: { min: number; max: number; step: number };
  disabled?: boolean;
  valueText: (handle: Handle, value: number) => string;
  onMove: (handle: Handle, value: number) => void;
  /** `data-control` prefix for tests and analytics: "price" gives "price:min" and "price:max". */
  control?: string;
}) {
  const top = upperHandle(values, bounds);
  return (
    <div className="range__track">
      <span
        className="range__fill"
        aria-hidden="true"
        style={{ left: `${trackPercent(values[0], bounds)}%`, right: `${100 - trackPercent(values[1], bounds)}%` }}
      />
      {([0, 1] as const).map((handle) => (
        <input
          key={handle}
          type="range"
          className={`range__handle${handle === top ? " range__handle--top" : ""}`}
          aria-label={labels[handle]}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={values[handle]}
          disabled={disabled}
          aria-valuetext={valueText(handle, values[handle])}
          data-handle={handle === 0 ? "min" : "max"}
          data-control={control && `${control}:${handle === 0 ? "min" : "max"}`}
          onChange={(event) => onMove(handle, Number(event.currentTarget.value))}
        />
      ))}
    </div>
  );
}
