import { useContext } from "react";
import { formatResultCount } from "../../lib/search/result-count.ts";
import { ItemLabelContext } from "./item-label.ts";

/**
 * Issue 41: a filter value's count, shown beside its name but read apart from it: the checkbox is
 * named by the value ("Toyota") and described by this ("22 cars").
 */
export function FacetCount(props: { id: string; count: number }) {
  const item = useContext(ItemLabelContext);
  return (
    <span className="facet__count" id={props.id}>
      {formatResultCount(props.count)}
      <span className="visually-hidden"> {props.count === 1 ? item.singular : item.plural}</span>
    </span>
  );
}
