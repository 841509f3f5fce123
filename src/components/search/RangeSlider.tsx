import { useEffect, useRef, useState } from "react";
import { useInstantSearch, useRange } from "react-instantsearch";
import { moveHandle, SLIDER_DEBOUNCE_MS, sliderBounds } from "#lib/search/slider.ts";
import { TwoHandleRange } from "../ui/TwoHandleRange.tsx";

/**
 * One two-handle slider for price, km or year (spec §2, §5): two native range inputs laid on one
 * track (so each handle keeps the browser's keyboard, touch and screen-reader support), labelled
 * 'Minimum …'/'Maximum …' with the formatted value as aria-valuetext; the handles cannot cross;
 * price and km round to 1000, clamped to the facet's min and max; refined 400 ms after the last
 * move. A handle at either end means no limit on that side.
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
  const { results } = useInstantSearch();
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
  // No car to take a range from (no results): nothing to show but "$0 – $0". The shopper's own
  // limits stay on the active-filter chips, where they can be removed.
  if (!results?.getFacetStats(attribute)) return null;
  const disabled = bounds.min === bounds.max;
  const name = title.toLowerCase();
  return (
    <fieldset className="facet range" data-range={attribute}>
      <legend className="facet__title">{title}</legend>
      <p className="range__values" aria-hidden="true">
        {format(values[0])} – {format(values[1])}
      </p>
      <TwoHandleRange
        labels={[`Minimum ${name}`, `Maximum ${name}`]}
        values={values}
        bounds={bounds}
        disabled={disabled}
        valueText={(_handle, value) => format(value)}
        onMove={move}
        control={attribute}
      />
    </fieldset>
  );
}
