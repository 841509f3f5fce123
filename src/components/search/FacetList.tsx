import { useId } from "react";
import { useRefinementList } from "react-instantsearch";
import { FacetCount } from "./FacetCount.tsx";

/** A checkbox facet (body, fuel, …): values with their counts; a facet's counts ignore its own choice. */
export function FacetList({ attribute, title, limit = 30 }: { attribute: string; title: string; limit?: number }) {
  const { items, refine } = useRefinementList({
    attribute,
    limit,
    sortBy: ["isRefined:desc", "count:desc", "name:asc"],
  });
  if (items.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend className="facet__title">{title}</legend>
      <ul className="facet__list">
        {items.map((item) => (
          <li key={item.value}>
            <FacetOption
              name={item.label}
              count={item.count}
              checked={item.isRefined}
              control={`${attribute}:${item.value}`}
              onToggle={() => refine(item.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** One value of a facet as a checkbox named by the value and described by its count; `control` is its `data-control` key (carry-over.ts). */
export function FacetOption(props: {
  name: string;
  count: number;
  checked: boolean;
  control: string;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <label className="facet__option">
      <input
        type="checkbox"
        checked={props.checked}
        data-control={props.control}
        onChange={props.onToggle}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-count`}
      />
      <span className="facet__name" id={`${id}-name`}>
        {props.name}
      </span>
      <FacetCount id={`${id}-count`} count={props.count} />
    </label>
  );
}
