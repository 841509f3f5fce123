import { useRefinementList } from "react-instantsearch";
import { formatResultCount } from "../../lib/search/result-count.ts";

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
            <label className="facet__option">
              <input
                type="checkbox"
                checked={item.isRefined}
                data-control={`${attribute}:${item.value}`}
                onChange={() => refine(item.value)}
              />
              <span className="facet__name">{item.label}</span>
              <span className="facet__count">{formatResultCount(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
