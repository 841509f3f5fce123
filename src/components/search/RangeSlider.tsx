import { useEffect, useRef, useState } from "react";
import { useRange } from "react-instantsearch";
import { moveHandle, SLIDER_DEBOUNCE_MS, sliderBounds, sliderStep } from "../../lib/search/slider.ts";

/**
 * Two-handle range for price, km or year (spec §5): two labelled range inputs that cannot cross,
 * price and km rounded to 1000, clamped to the facet's min and max; refined 400 ms after the
 * last move. A handle at either end means no limit on that side.
 */
export function RangeSlider({
  attribute,
  title,
  format,
}: {
  attribute: string;
  title: string;
  format: (value: number) => string;
}) {
  const { start, range, refine } = useRange({ attribute });
  const bounds = sliderBounds(attribute, range);
  const current = (): [number, number] => [
    Number.isFinite(start[0]) ? Math.max(bounds.min, start[0] as number) : bounds.min,
    Number.isFinite(start[1]) ? Math.min(bounds.max, start[1] as number) : bounds.max,
  ];
  const [values, setValues] = useState<[number, number]>(current);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const moving = useRef(false);
  useEffect(() => {
    if (!moving.current) setValues(current());
  }, [start[0], start[1], bounds.min, bounds.max]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const move = (handle: 0 | 1, raw: number) => {
    const next = moveHandle(attribute, values, handle, raw, bounds);
    setValues(next);
    moving.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      moving.current = false;
      refine([next[0] <= bounds.min ? undefined : next[0], next[1] >= bounds.max ? undefined : next[1]]);
    }, SLIDER_DEBOUNCE_MS);
  };
  const step = sliderStep(attribute, bounds);
  const disabled = bounds.min === bounds.max;
  return (
    <fieldset className="facet range" data-range={attribute}>
      <legend className="facet__title">{title}</legend>
      <p className="range__values" aria-hidden="true">
        {format(values[0])} – {format(values[1])}
      </p>
      <div className="range__track">
        {([0, 1] as const).map((handle) => (
          <label key={handle} className="range__handle">
            <span className="visually-hidden">
              {handle === 0 ? `Minimum ${title.toLowerCase()}` : `Maximum ${title.toLowerCase()}`}
            </span>
            <input
              type="range"
              min={bounds.min}
              max={bounds.max}
              step={step}
              value={values[handle]}
              disabled={disabled}
              aria-valuetext={format(values[handle])}
              data-handle={handle === 0 ? "min" : "max"}
              onChange={(event) => move(handle, Number(event.currentTarget.value))}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
