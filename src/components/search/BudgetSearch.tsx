import { useEffect, useMemo, useState, type SyntheticEvent } from "react";
import { formatDollars } from "#lib/format/money.ts";
import {
  BUDGET_MAX,
  BUDGET_MIN,
  BUDGET_STEP,
  budgetAsSearched,
  budgetCountMessage,
  budgetForSearch,
  budgetSearchHref,
  clampBudget,
  countWithinBudget,
  keepOrdered,
  snapToStep,
  type Budget,
} from "#lib/search/budget.ts";
import { TwoHandleRange } from "../ui/TwoHandleRange.tsx";
import styles from "./BudgetSearch.module.css";

export interface BudgetSearchProps {
  /** Ascending prices of the searchable cars (from the build's search index documents). */
  prices: number[];
  /** Ascending prices of the recently sold ones among them, which search lists too. */
  soldPrices?: number[];
  /** How many recently sold cars search lists with no price limit. */
  soldTotal?: number;
  /** How many cars the search page lists with no price limit (priced or not): the count before any budget is typed. */
  total?: number;
  /** The slider's top end (the dearest car rounded up to the step, at most 1,000,000). */
  sliderMax: number;
  itemSingular: string;
  itemPlural: string;
}

const shown = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * 'Find cars for your budget' (spec §2, §5): minimum and maximum inputs clamped 0 to 1,000,000,
 * one two-handle price slider (as on search) in steps of 500, the number of matching cars as you type, and a search
 * for that price range on submit.
 */
export default function BudgetSearch({
  prices,
  total,
  soldPrices = [],
  soldTotal,
  sliderMax,
  itemSingular,
  itemPlural,
}: BudgetSearchProps) {
  const [budget, setBudget] = useState<Budget>({});
  const [typed, setTyped] = useState({ min: "", max: "" });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A range typed the wrong way round is read as search reads it (swapped), and neither
  // box is rewritten to fit the other.
  const ordered = useMemo(() => budgetForSearch(budget), [budget]);
  // Counted as search will read the range (whole thousands, rounded outward).
  const searched = useMemo(() => budgetAsSearched(ordered), [ordered]);
  const count = useMemo(() => countWithinBudget(prices, searched, total), [prices, searched, total]);
  const sold = useMemo(() => countWithinBudget(soldPrices, searched, soldTotal), [soldPrices, searched, soldTotal]);

  const apply = (next: Budget, changed: "min" | "max", keepTyping = false) => {
    const ordered = keepOrdered(next, changed);
    setBudget(ordered);
    setTyped((current) => ({
      min: keepTyping && changed === "min" ? current.min : shown(ordered.min),
      max: keepTyping && changed === "max" ? current.max : shown(ordered.max),
    }));
  };
  const onType = (end: "min" | "max", raw: string) => {
    setTyped((current) => ({ ...current, [end]: raw }));
    const value = clampBudget(raw);
    setBudget((current) => ({ ...current, [end]: value }));
  };
  // Leaving an input shows what it now means: clamped to 0 to 1,000,000 (the other box is left alone).
  const onBlur = (end: "min" | "max") => setTyped((current) => ({ ...current, [end]: shown(budget[end]) }));
  const onSlide = (end: "min" | "max", raw: number) => {
    const value = snapToStep(raw, BUDGET_STEP, { min: BUDGET_MIN, max: sliderMax });
    // A handle at its end of the track means no limit on that side.
    const open = end === "min" ? value <= BUDGET_MIN : value >= sliderMax;
    // The handles show the range in order, so a slide starts from it and never crosses.
    apply({ ...ordered, [end]: open ? undefined : value }, end);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    // What the shopper typed, clamped and (if typed the wrong way round) swapped, shown before leaving.
    const final = budgetAsSearched(budgetForSearch({ min: clampBudget(typed.min), max: clampBudget(typed.max) }));
    setBudget(final);
    setTyped({ min: shown(final.min), max: shown(final.max) });
    location.assign(budgetSearchHref(final));
  };

  const sliderValue = (end: "min" | "max") =>
    Math.min(sliderMax, end === "min" ? (ordered.min ?? BUDGET_MIN) : (ordered.max ?? sliderMax));
  const message = budgetCountMessage(count, sold, { itemSingular, itemPlural });

  return (
    <form
      className={styles.box}
      action="/search/new-used-and-demo-cars"
      method="get"
      onSubmit={onSubmit}
      data-ready={ready || undefined}
      aria-labelledby="budget-heading"
    >
      <h2 id="budget-heading" className={styles.heading}>
        Find {itemPlural} for your budget
      </h2>
      <div className={styles.inputs}>
        {(["min", "max"] as const).map((end) => (
          <label key={end} className={styles.field}>
            <span>{end === "min" ? "Minimum price" : "Maximum price"}</span>
            <span className={styles.money}>
              <span aria-hidden="true">$</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={end === "min" ? "No min" : "No max"}
                value={typed[end]}
                onChange={(e) => onType(end, e.currentTarget.value)}
                onBlur={() => onBlur(end)}
                aria-describedby="budget-hint"
              />
            </span>
          </label>
        ))}
      </div>
      <p id="budget-hint" className={styles.hint}>
        {formatDollars(BUDGET_MIN)} to {formatDollars(BUDGET_MAX)}
      </p>
      <TwoHandleRange
        labels={["Minimum price slider", "Maximum price slider"]}
        values={[sliderValue("min"), sliderValue("max")]}
        bounds={{ min: BUDGET_MIN, max: sliderMax, step: BUDGET_STEP }}
        valueText={(handle, value) => (handle === 1 && ordered.max === undefined ? "No maximum" : formatDollars(value))}
        onMove={(handle, value) => onSlide(handle === 0 ? "min" : "max", value)}
        control="budget"
      />
      <p className={styles.count} role="status" data-budget-count={count}>
        {message}
      </p>
      <button type="submit" className="button">
        Search {itemPlural}
      </button>
    </form>
  );
}
