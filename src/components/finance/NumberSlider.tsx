/**
 * A number input and a slider for one value, kept in step: typing moves the slider, sliding
 * rewrites the text. The text is the source of truth, so an out-of-range or mistyped value stays
 * as typed and is explained (the slider just rests at its nearest end).
 */
export interface NumberSliderProps {
  id: string;
  label: string;
  text: string;
  min: number;
  max: number;
  step: number;
  error?: string;
  prefix?: string;
  suffix?: string;
  onText: (text: string) => void;
}

export function NumberSlider(props: NumberSliderProps) {
  const value = Number(props.text.replace(/[$,\s]/g, ""));
  const sliderValue =
    Number.isFinite(value) && props.text.trim() !== "" ? Math.min(props.max, Math.max(props.min, value)) : props.min;
  const errorId = `${props.id}-error`;
  return (
    <div className={`calc-field${props.error ? " field--error" : ""}`}>
      <label htmlFor={props.id} id={`${props.id}-label`}>
        {props.label}
      </label>
      <div className="calc-field__row">
        {props.prefix && (
          <span className="calc-field__affix" aria-hidden="true">
            {props.prefix}
          </span>
        )}
        <input
          id={props.id}
          className="text-control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={props.text}
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onText(e.target.value)}
        />
        {props.suffix && (
          <span className="calc-field__affix" aria-hidden="true">
            {props.suffix}
          </span>
        )}
      </div>
      <input
        type="range"
        className="calc-field__slider"
        aria-labelledby={`${props.id}-label`}
        aria-valuetext={
          Number.isFinite(value) && props.text.trim() !== ""
            ? `${props.prefix ?? ""}${value.toLocaleString("en-AU")}${props.suffix === "%" ? "%" : props.suffix ? ` ${props.suffix}` : ""}`
            : undefined
        }
        min={props.min}
        max={props.max}
        step={props.step}
        value={sliderValue}
        onChange={(e) => props.onText(e.target.value)}
      />
      {props.error && (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}
