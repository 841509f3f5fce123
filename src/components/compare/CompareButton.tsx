import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { CompareEntry } from "#lib/inventory/compare-list.ts";
import { chooseForCompare, compareList, NO_COMPARE, removeFromCompare } from "../../stores/compare.ts";
import { compareLimitHere } from "./compare-limit.ts";
import "./compare.css";

/**
 * 'Compare' on a result card, a car page or a favourite: a toggle (aria-pressed, one name) that
 * adds the car to the compare tray or takes it out. One car past the limit is refused with a
 * plain message beside the button, announced.
 */
export default function CompareButton({ car, className = "" }: { car: CompareEntry; className?: string }) {
  const list = useStore(compareList, { ssr: () => NO_COMPARE });
  const [refusal, setRefusal] = useState("");
  const chosen = list.some((entry) => entry.id === car.id);
  const toggle = () => {
    if (chosen) {
      removeFromCompare(car.id);
      setRefusal("");
      return;
    }
    const added = chooseForCompare(car, compareLimitHere());
    setRefusal(added.ok ? "" : added.message);
  };
  return (
    <span className="compare-toggle">
      <button
        type="button"
        className={`button button--ghost ${className}`}
        aria-pressed={chosen}
        aria-label={`Compare ${car.name}`}
        data-control={`compare:${car.id}`}
        onClick={toggle}
      >
        <span aria-hidden="true">{chosen ? "✓ Comparing" : "Compare"}</span>
      </button>
      <span className="compare-toggle__refusal" role="status">
        {refusal}
      </span>
    </span>
  );
}
