import { useId, useState } from "react";
import { formatDollars } from "#lib/format/money.ts";
import { FUEL_PRICE_PER_LITRE, KM_PER_YEAR, validateFuelInputs, yearlyFuelCost } from "#lib/vehicle/fuel-cost.ts";
import type { FuelInputs } from "#lib/vehicle/fuel-cost.ts";
import styles from "./FuelCalculator.module.css";

export interface FuelCalculatorProps {
  /** The car's combined fuel use; the field starts empty when the feed has none. */
  litresPer100Km?: number;
  kmPerYear?: number;
  fuelPricePerLitre?: number;
}

type Field = keyof FuelInputs;

const FIELDS: { name: Field; label: string; unit: string }[] = [
  { name: "litresPer100Km", label: "Fuel use", unit: "L/100 km" },
  { name: "kmPerYear", label: "Distance per year", unit: "km" },
  { name: "fuelPricePerLitre", label: "Fuel price", unit: "$ per litre" },
];

/** "15,000" and " 8.1 " read as numbers; anything else is NaN, which validation explains. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s,]/g, "");
  return /^(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Yearly fuel cost. What the shopper typed is never rewritten; a bad figure is explained beside it. */
export default function FuelCalculator({
  litresPer100Km,
  kmPerYear = KM_PER_YEAR,
  fuelPricePerLitre = FUEL_PRICE_PER_LITRE,
}: FuelCalculatorProps) {
  const id = useId();
  const [text, setText] = useState<Record<Field, string>>({
    litresPer100Km: litresPer100Km === undefined ? "" : String(litresPer100Km),
    kmPerYear: String(kmPerYear),
    fuelPricePerLitre: String(fuelPricePerLitre),
  });
  // A field is judged once the shopper has left it, so half-typed numbers are not scolded.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const inputs: FuelInputs = {
    litresPer100Km: parseAmount(text.litresPer100Km),
    kmPerYear: parseAmount(text.kmPerYear),
    fuelPricePerLitre: parseAmount(text.fuelPricePerLitre),
  };
  const errors = validateFuelInputs(inputs);
  const valid = Object.keys(errors).length === 0;
  const shownError = (field: Field) => (touched[field] ? errors[field] : undefined);

  return (
    <div className={styles.calculator}>
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, unit }) => {
          const error = shownError(name);
          const inputId = `${id}-${name}`;
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={inputId}>
                {label} <span className={styles.unit}>({unit})</span>
              </label>
              <input
                id={inputId}
                className="text-control"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={text[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => setText((current) => ({ ...current, [name]: event.target.value }))}
                onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
              />
              {error && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <output
        className={styles.result}
        htmlFor={FIELDS.map(({ name }) => `${id}-${name}`).join(" ")}
        aria-live="polite"
      >
        {valid ? (
          <>
            Estimated fuel cost <strong>{formatDollars(yearlyFuelCost(inputs))}</strong> a year
          </>
        ) : (
          "Enter all three figures to see the yearly fuel cost."
        )}
      </output>
    </div>
  );
}
