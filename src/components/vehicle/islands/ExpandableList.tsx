import { useId, useState } from "react";
import styles from "./ExpandableList.module.css";

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ExpandableListProps {
  items: string[] | LabelledValue[];
  /** How many items show before the button (spec §2: 8 features, 4 key information items). */
  visible: number;
  moreLabel?: string;
  lessLabel?: string;
  /** Names the list for screen readers, e.g. "Features". */
  label?: string;
}

/**
 * Every item is in the HTML, so search engines and the no-JS page have the full list; the extra
 * ones are `hidden` until the shopper expands it.
 */
export default function ExpandableList({
  items,
  visible,
  moreLabel = "Show more",
  lessLabel = "Show less",
  label,
}: ExpandableListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const limit = Math.max(0, visible);
  const collapsible = items.length > limit;
  const isHidden = (index: number) => collapsible && !expanded && index >= limit;

  const list = items.every((item): item is string => typeof item === "string") ? (
    <ul id={listId} className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${index}:${item}`} hidden={isHidden(index)}>
          {item}
        </li>
      ))}
    </ul>
  ) : (
    <dl id={listId} className={styles.pairs} aria-label={label}>
      {(items as LabelledValue[]).map((item, index) => (
        <div key={`${index}:${item.label}`} hidden={isHidden(index)}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <div className={styles.expandable}>
      {list}
      {collapsible && (
        <button
          type="button"
          className={`button button--ghost ${styles.toggle}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
