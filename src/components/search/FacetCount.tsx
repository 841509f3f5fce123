import { useContext } from "react";
import { formatResultCount } from "#lib/search/result-count.ts";
import { ItemLabelContext } from "./item-label.ts";

/**
 * A filter value's count, shown beside its name but read apart from it: the checkbox is
 * named by the value ("Toyota") and described by `id` ("22 cars"); the number on screen is not
 * read twice.
 */
export function FacetCount(props: { id: string; count: number }) {
  const item = useContext(ItemLabelContext);
  const shown = formatResultCount(props.count);
  return (
    <>
      <span className="facet__count" aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden" id={props.id}>
        {shown} {props.count === 1 ? item.singular : item.plural}
      </span>
    </>
  );
}
